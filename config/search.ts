import type * as Preset from '@docusaurus/preset-classic';
import type {Options as LocalSearchOptions} from '../src/plugins/local-search/options';
import {dogfoodingSearchWeights} from '../_dogfooding/dogfooding.config';
import {repositoryUrl} from './site';

/**
 * With Algolia credentials in the environment, the search UI queries Algolia.
 * Without them, the local-search plugin answers it from an index built with
 * the site, and the credentials below are never sent anywhere.
 */
export const localSearchEnabled = !process.env.ALGOLIA_APP_ID;

/** Where the build holds the local search index (build/search-index/). */
const searchIndexDirectory = 'search-index';

/** lvl0 of search records by part of the site: the groups of the search modal. */
const searchSections = [
  {pathPrefix: '/docs/', lvl0: 'Documentation'},
  {pathPrefix: '/community/', lvl0: 'Community'},
  {pathPrefix: '/blog/', lvl0: 'Blog'},
  {pathPrefix: '/changelog/', lvl0: 'Changelog'},
  {pathPrefix: '/feature-requests/', lvl0: 'Feature requests'},
  {pathPrefix: '/tests/', lvl0: 'Test area'},
];

/**
 * Weights of kinds of pages in the local search ranking: the docs first (the plugin's defaults:
 * docs 1, pages 0.9), the community docs and the feature requests board just behind, as pages, the
 * blog at 0.6, and the changelog, whose entries name every package, last; the test area after
 * everything. The blog's 0.6 (the plugin's default is 0.8) was chosen on the tuned half and the first
 * held-out sets (0.5 and 0.6 alike, 0.4 worse), then measured on the later sets: bench/search-rules.md.
 */
const searchContentWeights = {
  blog: 0.6,
  community: 0.9,
  'feature-requests': 0.9,
  changelog: 0.5,
  ...dogfoodingSearchWeights,
};

/** The local-search plugin's options, read by the plugin and by its search-index step after the build. */
export const localSearchOptions = {
  enabled: localSearchEnabled,
  indexDirectory: searchIndexDirectory,
  sections: searchSections,
  contentWeights: searchContentWeights,
  // Readers never want the test area or the examples: only a search from one of their pages finds them.
  scopedPaths: ['/tests/', '/examples/'],
  // The feature requests board is rendered by the site's own plugin, not by the pages plugin.
  reactPagePaths: ['/feature-requests/'],
  // What readers type when a section is their answer, in their words rather than the page's.
  sectionSearches: 'src/data/section-searches',
  missingResultsUrl: `${repositoryUrl}/issues/new?title=Search%20finds%20nothing%20for%20{query}`,
} satisfies LocalSearchOptions;

/** DocSearch settings, shared by the modal and the /search page. */
export const search = {
  appId: process.env.ALGOLIA_APP_ID ?? 'LOCALSEARCH',
  apiKey: process.env.ALGOLIA_SEARCH_API_KEY ?? 'local-search-only',
  indexName: process.env.ALGOLIA_INDEX_NAME ?? 'docusaurus-docs',
  contextualSearch: true,
  searchPagePath: 'search',
  placeholder: 'Search docs',
} satisfies Preset.ThemeConfig['algolia'];
