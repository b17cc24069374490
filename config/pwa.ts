import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import {scopedShardsGlob} from '../src/plugins/local-search';
import {clientRedirectsOptions} from './redirects';
import {localSearchOptions} from './search';
import {brandColor} from './site';

/**
 * What a reader never opens, left out of the precache list (a third of its files): the areas only a search
 * from their own pages finds (the test area, the examples) with their index shards, the debug pages, and
 * the redirect stubs that old `.html` addresses land on, which no link of the site uses.
 */
const outsideReaders = [
  ...localSearchOptions.scopedPaths.flatMap((scope) => [
    `${scope.slice(1)}**`,
    scopedShardsGlob(localSearchOptions.indexDirectory, scope),
  ]),
  '__docusaurus/**',
  ...clientRedirectsOptions.fromExtensions.map((extension) => `**/*.${extension}/index.html`),
];

/** Offline mode (spec): the PWA plugin's options, read by src/plugins/pwa and its pwa-precache step. */
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
  // changelog avatars would triple the precache list for pictures of little use offline, and the social cards are
  // for the apps a link is shared to, never shown by the site. Browsers that run
  // service workers read KaTeX's fonts as woff2, never its woff and ttf copies; feeds are for readers; the
  // list of the pages with live code is for the host.
  // The plugin itself sets swSrc, swDest and globDirectory, which the type requires.
  // The largest search shards pass Workbox's default 2 MiB limit.
  injectManifestConfig: {
    globIgnores: [
      'changelog/avatars/**',
      'social-cards/**',
      'assets/fonts/*.{ttf,woff}',
      '**/feed.json',
      '_live-code-pages.json',
      ...outsideReaders,
    ],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  } as PwaOptions['injectManifestConfig'],
} satisfies Partial<PwaOptions>;
