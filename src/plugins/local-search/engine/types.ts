/** Levels of the DocSearch hierarchy, from the section (lvl0) down to h6. */
export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

/** One DocSearch-style record: a heading or a block of text of one page. */
export type SearchRecord = {
  objectID: string;
  url: string;
  type: Exclude<HierarchyLevel, 'lvl0'> | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Order of the record in its page: earlier records rank first on ties. */
  position: number;
  /**
   * What kind of page the record is from, for its rank: the content plugin's id, or its name
   * (`docs`, `blog`, `pages`) for a plugin's default instance. Set at extraction, not stored in the index.
   */
  contentType?: string;
  /**
   * The searches, in readers' words, that the record's section answers (the plugin's `sectionSearches`
   * option): indexed as the section's context, after its own words, and never shown. Set at collection,
   * on the first record of the section.
   */
  searches?: string[];
};

/** The subset of Algolia's search parameters that the theme sends. */
export type SearchParams = {
  query?: string;
  indexName?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string | string[];
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  advancedSyntax?: boolean;
  clickAnalytics?: boolean;
  analytics?: boolean;
};

export type FacetFilters = string | (string | string[])[];

export type HighlightResult = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: 'none' | 'partial' | 'full'};

export type SearchHit = Partial<SearchRecord> & {
  objectID: string;
  _highlightResult: {hierarchy?: Partial<Record<HierarchyLevel, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy?: Partial<Record<HierarchyLevel, SnippetResult>>; content?: SnippetResult};
};

export type SearchResponse = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  queryID?: string;
  /** The words searched, when they differ from the query's: a word split in two (see `LocalSearchIndex.splitWords`). */
  parsedQuery?: string;
};
