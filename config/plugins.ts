import type * as Preset from '@docusaurus/preset-classic';
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import remarkOptionAnchors from '../src/markdown/remarkOptionAnchors';
import {markdownPlugins} from './markdown';
import {clientRedirectsOptions} from './redirects';
import {editBaseUrl} from './site';
import {hashRouter, isDeployPreview, showLastUpdateTime} from './environment';
import {localSearchOptions} from './search';
import {pwaOptions} from './pwa';
import {afterBuildSteps} from './afterBuild';
import {socialCardsOptions} from './socialCards';
import {markdownCopiesOptions} from './markdownCopies';
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
  ...(hashRouter ? [] : [['./src/plugins/pwa/index.ts', pwaOptions] satisfies PluginConfig]),
  ['./src/plugins/route-change-logger/index.ts', {enabled: isDeployPreview}],
  // Scripts at the top of <body>, before the app, in this order (the storage fallback before
  // theme-first-paint, which reads storage); local-search adds its own after them.
  './src/plugins/path-repair/index.ts',
  './src/plugins/storage-fallback/index.ts',
  './src/plugins/theme-first-paint/index.ts',
  ['./src/plugins/local-search/index.ts', localSearchOptions],
  ['./src/plugins/changelog/index.ts', {...markdownPlugins}],
  './src/plugins/showcase-previews/index.ts',
  './src/plugins/feature-requests/index.ts',
  './src/plugins/katex-fonts/index.ts',
  // Smaller route tables in main.js: the browser gets short chunk names and no module paths.
  './src/plugins/compact-route-tables/index.ts',
  // The scripts of the first page compiled by V8 while they download, not on the main thread as they run.
  './src/plugins/compile-hints/index.ts',
  // Each doc, post and page names its own card in its Open Graph tags; the after-build step renders them.
  ['./src/plugins/social-cards/index.ts', socialCardsOptions],
  // A Markdown copy of each doc, post and page, the page menu that offers it, llms.txt for each version.
  ['./src/plugins/markdown-copies/index.ts', markdownCopiesOptions],
  // The site's own work on the built site, one step after another, in the order config/afterBuild.ts declares.
  ['./src/plugins/after-build/index.ts', {steps: afterBuildSteps}],
  ...dogfoodingPlugins,
];

export const themes: PluginConfig[] = [
  '@docusaurus/theme-mermaid',
  '@docusaurus/theme-live-codeblock',
  // Its LiveCodeBlock, wrapping the one above: the editor on demand, and only where the policy allows eval.
  './src/plugins/live-code/index.ts',
  // Code blocks highlighted at build time; its CodeBlock, listed after the live code block theme's, is the one pages get.
  './src/plugins/code-highlighting/index.ts',
];
