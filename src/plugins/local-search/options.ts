import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {Section} from './extractPage';

export type PluginOptions = {
  /**
   * Answer the search UI from the index built with the site. Off when real
   * Algolia credentials are configured: the theme then talks to Algolia.
   */
  enabled: boolean;
  /** Folder of the built site (and URL path) that receives the index files. */
  indexDirectory: string;
  /** lvl0 of records, the group the modal lists them under, by path prefix (a page under none: its title). */
  sections: Section[];
  /**
   * A copy of the last build's index for `docusaurus start`, which serves
   * this folder as a static directory.
   */
  devIndexCacheDirectory: string;
  /**
   * Where "Let us know." points when a search finds nothing; `{query}` is
   * replaced by the URL-encoded query. Empty: the modal offers no link.
   */
  missingResultsUrl: string;
  /**
   * How much each kind of page weighs in the ranking, by content plugin id (`community`,
   * `changelog`), or by plugin name (`docs`, `blog`, `pages`) for a plugin's default instance.
   * A kind that is not listed weighs 1. Between equal matches, the heavier page ranks first.
   */
  contentWeights: Record<string, number>;
  /**
   * For a hash-router build, which renders no page HTML: the browser-router build whose pages it
   * indexes, relative to the site folder. That build must run first.
   */
  hashRouterPagesDirectory: string;
  /**
   * Path prefixes (such as `/tests/`) whose pages only a search made from a page under the same prefix
   * finds: every other search leaves them out, and never downloads their part of the index.
   */
  scopedPaths: string[];
  /**
   * Paths of pages that a plugin other than the pages plugin renders in React (a board, a dashboard),
   * each with the pages below it, indexed as the pages plugin's React pages are: their `<main>` cut
   * into sections like a doc. The other pages of such plugins are not indexed.
   */
  reactPagePaths: string[];
  /**
   * A folder, relative to the site, of JSON files, one per page: for each section of the page (by its
   * anchor), the searches that readers type when that section is their answer, in their words rather
   * than the page's. They are indexed with the section and never shown. Searches of a section that no
   * longer exists stop the build. Empty: none.
   */
  sectionSearches: string;
};

export type Options = Partial<PluginOptions>;

const DEFAULT_OPTIONS: PluginOptions = {
  enabled: true,
  indexDirectory: 'search-index',
  sections: [],
  devIndexCacheDirectory: 'node_modules/.cache/local-search',
  missingResultsUrl: '',
  // A docs site answers with its docs first, then its pages, then its blog.
  contentWeights: {docs: 1, pages: 0.9, blog: 0.8},
  hashRouterPagesDirectory: 'build',
  scopedPaths: [],
  reactPagePaths: [],
  sectionSearches: '',
};

/** One error message for each of Joi's error codes given: a value is wrong in one way for the reader. */
function sameMessage(codes: string[], message: string): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [code, message]));
}

/** A list of paths of the site, each starting and ending with "/"; `message` says what a wrong one must be. */
function sitePaths(message: string) {
  return Joi.array().items(
    Joi.string()
      .pattern(/^\/(.+\/)?$/)
      .messages(sameMessage(['string.base', 'string.empty', 'string.pattern.base'], message)),
  );
}

/** A relative path that stays inside the site folder. */
const folderInsideSite = /^(?!\/)(?!.*(^|\/)\.\.(\/|$)).+$/;

const optionsSchema = Joi.object<PluginOptions>({
  enabled: Joi.boolean().default(DEFAULT_OPTIONS.enabled),
  indexDirectory: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9-]*$/)
    .message('"indexDirectory" must be a single folder name of lower-case letters, digits and dashes')
    .default(DEFAULT_OPTIONS.indexDirectory),
  sections: Joi.array()
    .items(Joi.object({pathPrefix: Joi.string().pattern(/^\//).required(), lvl0: Joi.string().required()}))
    .default(DEFAULT_OPTIONS.sections),
  devIndexCacheDirectory: Joi.string().default(DEFAULT_OPTIONS.devIndexCacheDirectory),
  missingResultsUrl: Joi.string()
    .allow('')
    .pattern(/\{query\}/)
    // Joi reads braces in messages as templates, so the marker is spelled out.
    .message('"missingResultsUrl" must contain the marker "query" in curly braces, where the search query goes')
    .default(DEFAULT_OPTIONS.missingResultsUrl),
  // Listed kinds replace the defaults one by one; the others keep theirs.
  contentWeights: Joi.object()
    .pattern(
      Joi.string(),
      Joi.number()
        .min(0.1)
        .max(10)
        .messages(
          sameMessage(
            ['number.base', 'number.min', 'number.max'],
            '{{#label}} must be a number from 0.1 to 10 (the weight of that kind of page)',
          ),
        ),
    )
    .default(DEFAULT_OPTIONS.contentWeights),
  hashRouterPagesDirectory: Joi.string()
    .pattern(folderInsideSite)
    .message('"hashRouterPagesDirectory" must be a folder inside the site, as a relative path such as "build"')
    .default(DEFAULT_OPTIONS.hashRouterPagesDirectory),
  scopedPaths: sitePaths(
    'each of "scopedPaths" must be a path prefix that starts and ends with "/", such as "/tests/"',
  ).default(DEFAULT_OPTIONS.scopedPaths),
  reactPagePaths: sitePaths(
    'each of "reactPagePaths" must be the path of a page, starting and ending with "/", such as "/feature-requests/"',
  ).default(DEFAULT_OPTIONS.reactPagePaths),
  sectionSearches: Joi.string()
    .allow('')
    .pattern(folderInsideSite)
    .message(
      '"sectionSearches" must be a folder inside the site, as a relative path such as "src/data/section-searches", or ""',
    )
    .default(DEFAULT_OPTIONS.sectionSearches),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  const validated = validate(optionsSchema, options);
  return {...validated, contentWeights: {...DEFAULT_OPTIONS.contentWeights, ...options.contentWeights}};
}
