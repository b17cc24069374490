import type * as Preset from '@docusaurus/preset-classic';
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import remarkOptionAnchors from '../src/markdown/remarkOptionAnchors';
import {markdownPlugins} from './markdown';
import {clientRedirectsOptions} from './redirects';
import {brandColor, editBaseUrl, repositoryUrl} from './site';
import {hashRouter, isDeployPreview, showLastUpdateTime} from './environment';
import {indexCompleteFile} from '../src/plugins/local-search/index';
import {localSearchEnabled, searchContentWeights, searchIndexDirectory, searchSections} from './search';
import {dogfoodingPlugins} from '../_dogfooding/dogfooding.config';

/** Main blog: five posts a page (spec §9). */
export const blogPostsPerPage = 5;

const docsOptions = {
  path: 'docs',
  sidebarPath: './sidebars.ts',
  editUrl: editBaseUrl,
  lastVersion: 'current',
  // Canary is the last version, served at /docs/: a banner there would point readers to itself.
  // Released snapshots keep the badge and warn that they are no longer maintained.
  versions: {
    current: {label: 'Canary', banner: 'none'},
    '3.8.1': {label: '3.8.1', path: '3.8.1', banner: 'unmaintained', badge: true},
    '3.7.0': {label: '3.7.0', path: '3.7.0', banner: 'unmaintained', badge: true},
  },
  // The date of each page's last commit, when the git history is there (config/environment.ts).
  showLastUpdateTime,
  // Every tag is declared in tags.yml (one per version folder), with a readable permalink.
  tags: 'tags.yml',
  onInlineTags: 'throw',
  // `:::release` boxes; rendered by src/theme/Admonition/Types.tsx.
  admonitions: {keywords: ['release'], extendDefaults: true},
  ...markdownPlugins,
  // Every row of an options table gets an anchor named after its option (#trailingSlash).
  remarkPlugins: [...markdownPlugins.remarkPlugins, remarkOptionAnchors],
} satisfies DocsOptions;

export const blogOptions = {
  path: 'blog',
  postsPerPage: blogPostsPerPage,
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  showReadingTime: true,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {type: 'all', limit: 20, xslt: false},
  editUrl: editBaseUrl,
  showLastUpdateTime,
  ...markdownPlugins,
} satisfies BlogOptions;

export const presetOptions = {
  debug: true, // the debug pages ship in production builds (spec §2)
  docs: docsOptions,
  blog: blogOptions,
  pages: {...markdownPlugins},
  theme: {customCss: ['./src/css/custom.css', require.resolve('katex/dist/katex.min.css')]},
  sitemap: {lastmod: null, ignorePatterns: ['/tests/**', '/examples/noIndex/']},
} satisfies Preset.Options;

/** Ideal image settings fixed by the spec (§9). */
export const idealImageOptions = {
  quality: 70,
  max: 1030,
  min: 640,
  steps: 2,
  disableInDev: false,
} satisfies Partial<IdealImageOptions>;

export const pwaOptions = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString', 'mobile', 'saveData'],
  pwaHead: [
    {tagName: 'link', rel: 'icon', href: '/img/logo.svg'},
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: brandColor},
    {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: brandColor},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/icon-192.png'},
  ],
  // The default patterns already take the search index (.json); the 900-odd generated
  // changelog avatars would triple the precache list for pictures of little use offline. Browsers that run
  // service workers read KaTeX's fonts as woff2, never its woff and ttf copies; feeds are for readers.
  // The plugin itself sets swSrc, swDest and globDirectory, which the type requires.
  // The largest search shards pass Workbox's default 2 MiB limit.
  injectManifestConfig: {
    globIgnores: ['changelog/avatars/**', 'assets/fonts/*.{ttf,woff}', '**/feed.json'],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  } as PwaOptions['injectManifestConfig'],
} satisfies Partial<PwaOptions>;

const communityDocsOptions = {
  id: 'community',
  path: 'community',
  routeBasePath: 'community',
  sidebarPath: './sidebarsCommunity.ts',
  editUrl: editBaseUrl,
  showLastUpdateTime,
  ...markdownPlugins,
} satisfies DocsOptions & {id: string};

export const plugins: PluginConfig[] = [
  ['content-docs', communityDocsOptions],
  ['client-redirects', clientRedirectsOptions],
  ['ideal-image', idealImageOptions],
  // A service worker cannot register from file://, where the hash-router copy opens.
  ...(hashRouter
    ? []
    : [
        [
          './src/plugins/pwa-after-search/index.ts',
          // The precache list takes the search index, written by another postBuild hook.
          {...pwaOptions, waitForFiles: localSearchEnabled ? [indexCompleteFile(searchIndexDirectory)] : []},
        ] satisfies PluginConfig,
      ]),
  ['./src/plugins/route-change-logger/index.ts', {enabled: isDeployPreview}],
  './src/plugins/pre-body-scripts/index.ts',
  [
    './src/plugins/local-search/index.ts',
    {
      enabled: localSearchEnabled,
      indexDirectory: searchIndexDirectory,
      sections: searchSections,
      contentWeights: searchContentWeights,
      missingResultsUrl: `${repositoryUrl}/issues/new?title=Search%20finds%20nothing%20for%20{query}`,
    },
  ],
  ['./src/plugins/changelog/index.ts', {...markdownPlugins}],
  './src/plugins/showcase-previews/index.ts',
  './src/plugins/feature-requests/index.ts',
  './src/plugins/katex-fonts/index.ts',
  // Prism out of main.js: it comes with the pages that show code (src/theme/CodeBlock).
  './src/plugins/prism-on-demand/index.ts',
  // Smaller route tables in main.js: the browser gets short chunk names and no module paths.
  './src/plugins/compact-route-tables/index.ts',
  // The scripts of the first page compiled by V8 while they download, not on the main thread as they run.
  './src/plugins/compile-hints/index.ts',
  // Brotli and gzip copies of the built files, for scripts/serve.mjs. The search index gets a core to
  // itself while it is written.
  [
    './src/plugins/precompress/index.ts',
    {lowPriorityUntil: localSearchEnabled ? [indexCompleteFile(searchIndexDirectory)] : []},
  ],
  // _headers and _redirects for Netlify and Cloudflare Pages, from config/hosting.ts.
  './src/plugins/static-host-files/index.ts',
  ...dogfoodingPlugins,
];

export const themes: PluginConfig[] = ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock'];
