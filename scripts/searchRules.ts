/**
 * The ranking rules that `npm run bench:search-rules` turns off one at a time (scripts/bench-search-rules.mjs),
 * to show what each buys.
 */

/** A rule of the engine, by the constant that weighs it (in `file` of `src/plugins/local-search/engine/`), or an option of the plugin that feeds the ranking. */
export type RankingRule =
  | {constant: string; file: string; off: string; what: string}
  | {option: 'sectionSearches' | 'contentWeights'; value: unknown; what: string};

/** The rules, in the benchmark table's order: the options first, then the engine's constants. */
export const rankingRules: RankingRule[] = [
  {option: 'sectionSearches', value: '', what: "each section's searches, in readers' words"},
  // Every kind of page the modal searches at 1: the option's defaults (pages 0.9, blog 0.8) stay unless named.
  {
    option: 'contentWeights',
    value: {docs: 1, pages: 1, blog: 1, community: 1, 'feature-requests': 1, changelog: 1},
    what: 'content weights (the blog 0.6, the changelog 0.5, …)',
  },
  {
    constant: 'coverageExponent',
    file: 'ranking.ts',
    off: '0',
    what: "a question's sections ordered by score times words held, cubed",
  },
  {constant: 'questionWords', file: 'ranking.ts', off: '99', what: 'queries of four words or more read as questions'},
  {
    constant: 'searchMatchWeight',
    file: 'searchMatch.ts',
    off: '0',
    what: 'the hits shown reordered by their phrasings',
  },
  {
    constant: 'headingWordPenalty',
    file: 'ranking.ts',
    off: '0',
    what: "a heading's words beyond the query's weigh it down",
  },
  {
    constant: 'pageTitleShare',
    file: 'ranking.ts',
    off: '0',
    what: "a block of text inherits a share of its page title's score",
  },
  {constant: 'joinedWeight', file: 'ranking.ts', off: '0', what: 'joined pairs (`docs:version`) score'},
  {constant: 'pageTitleBoost', file: 'ranking.ts', off: '1', what: "a page title's words count more than a heading's"},
  {constant: 'frequencyWeight', file: 'ranking.ts', off: '0', what: "a section's frequency of the words (BM25)"},
  {
    constant: 'pageFrequencyWeight',
    file: 'ranking.ts',
    off: '0',
    what: "its page's frequency of the words (BM25), for several words",
  },
  {
    constant: 'definitionBoosts',
    file: 'ranking.ts',
    off: '{title: 1, text: 1, heading: 1}',
    what: 'a record whose own text is the query',
  },
  {
    constant: 'pageBreadthWeights',
    file: 'ranking.ts',
    off: '{words: 0, sections: 0}',
    what: "a page's other sections that hold the words",
  },
];

/**
 * An engine file's source with the rule's constant set to its `off` value. The source must declare the
 * constant once, as `const name = …;` on a line of its own: otherwise this throws, naming it, so that a
 * renamed or reshaped constant stops the benchmark instead of leaving the rule on.
 */
export function withRuleOff(
  source: string,
  {constant, file, off}: {constant: string; file: string; off: string},
): string {
  const declaration = new RegExp(`^const ${constant} = [^;]+;$`, 'gm');
  const found = source.match(declaration)?.length ?? 0;
  if (found !== 1) {
    throw new Error(`bench:search-rules: ${file} declares "const ${constant} = …;" ${found} times, not once.`);
  }
  return source.replace(declaration, `const ${constant} = ${off};`);
}
