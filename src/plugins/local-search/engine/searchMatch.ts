import {compoundPairs, isNumber} from './matching';
import {joinedPairs, tokenize, type ParsedQuery} from './queryParser';
import type {RankOrder, RankedCandidate} from './ranking';

/**
 * The order of the hits a query shows, once each is raised by how much of the query one of its phrasings
 * holds. A hit's phrasings say what it is about in a few words: the searches of its section (the plugin's
 * `sectionSearches`, each one question that the section answers), its headings (its page's title and the
 * headings above it), and at the top of a page, the page's first block of text (its description, where it
 * has one). The index holds a section's searches as its context, where the words of different searches
 * count alike; a section one of whose searches holds most of the query's words together answers that
 * question, as a phrase or proximity bonus rewards words found together. A hit's score is raised
 * ×(1 + `searchMatchWeight` × the largest share of the query that one phrasing holds). Only the hits of the
 * page shown move, among themselves and in the order they ranked by: a section never passes one that holds
 * more of the query's words, and a page shows the same hits.
 *
 * Headings and descriptions count as phrasings so that a page without searches (a changelog entry, a page
 * of the test area) is not passed by one with searches only for having them: "docusaurus 2.1 changelog"
 * still finds the changelog of 2.1.0, "freeze docs" the versioning guide by its description. For the same
 * reason a number counts only as part of the version the query writes (a joined pair, see `joinedPairs`):
 * "2.3.1" holds the digits of "2.1", not the version.
 *
 * Chosen on the tuned half and the judged sets up to the fourteenth (1,622 queries: MRR@10 +0.011, 75
 * better, 31 worse; a weight of 3 against 0.5 to 10, searches alone, with each hit's own text, the share
 * squared), then measured on the sets after them (1,505 queries: +0.008, 86 better, 48 worse). Reordering
 * the first 40 hits before showing 20 gained nothing more.
 */
const searchMatchWeight = 3;

/** Whether phrasings can reorder a query's hits: not for one required word, which is all of any phrasing that holds it. */
export function searchMatchApplies(required: number): boolean {
  return (required & (required - 1)) !== 0;
}

/**
 * For one query, a hit's best phrasing: the largest share of the query that one of its phrasings holds. Of
 * the query's required words (`required`, a mask of its words by index) that are not numbers, each held
 * when a word of the phrasing answers it as the highlighter reads it (`isMatch`, from `createWordMatcher`),
 * a compound of two of them holding both; and of its joined pairs, each held when the phrasing writes it.
 */
export function createPhrasingShare(
  parsed: ParsedQuery,
  required: number,
  isMatch: (word: string) => string | null,
): (phrasings: readonly string[]) => number {
  const words = parsed.words.flatMap((word, index) => (required & (1 << index) && !isNumber(word) ? [word] : []));
  // A word that answers a compound of the query ("sidebar" for "side bar") holds both its words.
  const compounds = new Map(
    compoundPairs(parsed).map(({first, compound}) => [compound, [parsed.words[first]!, parsed.words[first + 1]!]]),
  );
  const units = words.length + parsed.joined.length;
  const share = (phrasing: string): number => {
    const held = new Set<string>();
    for (const word of tokenize(phrasing)) {
      const answered = isMatch(word);
      for (const queryWord of answered === null ? [] : (compounds.get(answered) ?? [answered])) {
        if (words.includes(queryWord)) {
          held.add(queryWord);
        }
      }
    }
    const pairs = new Set(joinedPairs(phrasing));
    return (held.size + parsed.joined.filter((pair) => pairs.has(pair)).length) / units;
  };
  return (phrasings) => (units === 0 ? 0 : Math.max(0, ...phrasings.map(share)));
}

/** The hits of a page in their new order, as indexes into `hits`: each hit's ranked score raised by its best phrasing. */
export function orderBySearchMatch(
  hits: {ranked: RankedCandidate; phrasings: readonly string[]}[],
  parsed: ParsedQuery,
  required: number,
  order: RankOrder,
  isMatch: (word: string) => string | null,
): number[] {
  const bestShare = createPhrasingShare(parsed, required, isMatch);
  const raised = hits.map(({ranked, phrasings}) => ({
    ...ranked,
    score: ranked.score * (1 + searchMatchWeight * bestShare(phrasings)),
  }));
  return hits.map((_, index) => index).sort((a, b) => order(raised[a]!, raised[b]!) || a - b);
}
