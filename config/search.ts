import type * as Preset from '@docusaurus/preset-classic';

/**
 * DocSearch settings. Until the local search index lands, the credentials are
 * the ones given in the environment, or inert placeholders that let the search
 * button render.
 */
export const search = {
  appId: process.env.ALGOLIA_APP_ID ?? 'LOCALSEARCH',
  apiKey: process.env.ALGOLIA_SEARCH_API_KEY ?? 'local-search-only',
  indexName: process.env.ALGOLIA_INDEX_NAME ?? 'docusaurus-docs',
  contextualSearch: true,
  searchPagePath: 'search',
  placeholder: 'Search docs',
} satisfies Preset.ThemeConfig['algolia'];
