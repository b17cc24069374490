/**
 * Splits a query into the words a record must contain, the exact phrases it
 * must contain and the words it must not contain, as Algolia's
 * `advancedSyntax` does: `"exact phrase"` and `-excluded`.
 */
export type ParsedQuery = {
  /** Every positive word, phrase words included, in query order. */
  words: string[];
  /** Phrases of two or more words, each as its list of words. */
  phrases: string[][];
  excluded: string[];
  /** Whether the query ends on a word still being typed (prefix match). */
  lastWordIsPrefix: boolean;
};

const wordPattern = /[\p{L}\p{N}_]+/gu;
const contractionEndings = /(?<=\p{L})['’](?:s|t|d|ll|re|ve|m)(?![\p{L}\p{N}_])/gu;

/** Lower-cased words of a text, the same way for queries and records. */
export function tokenize(text: string): string[] {
  // A contraction's ending is dropped ("doesn't" gives doesn, "Docusaurus's" docusaurus): on its own, "t"
  // or "s" is a word that a question would then require.
  const lower = text.toLowerCase().replace(contractionEndings, '');
  // Accents are folded ("é" matches "e"); plain ASCII text skips that work.
  const folded = /[^\p{ASCII}]/u.test(lower) ? lower.normalize('NFKD').replace(/\p{M}/gu, '') : lower;
  return folded.match(wordPattern) ?? [];
}

/**
 * The parts of the identifiers in a text: `hide_table_of_contents` gives hide, table, of, contents;
 * `trailingSlash` gives trailing, slash. Indexed beside the whole words, so a reader who writes the
 * words finds the identifier, and one who writes the identifier still finds it whole.
 */
export function identifierParts(text: string): string[] {
  const parts: string[] = [];
  for (const word of text.match(wordPattern) ?? []) {
    const pieces = word.split(/_+|(?<=\p{Ll})(?=\p{Lu})/u).filter(Boolean);
    if (pieces.length > 1) {
      parts.push(...tokenize(pieces.join(' ')));
    }
  }
  return parts;
}

export function parseQuery(query: string, advancedSyntax: boolean): ParsedQuery {
  if (!advancedSyntax) {
    const words = tokenize(query);
    return {words, phrases: [], excluded: [], lastWordIsPrefix: /[\p{L}\p{N}_]$/u.test(query)};
  }
  const words: string[] = [];
  const phrases: string[][] = [];
  const excluded: string[] = [];
  const segments = query.match(/-?"[^"]*"?|\S+/g) ?? [];
  for (const segment of segments) {
    if (segment.startsWith('"') || segment.startsWith('-"')) {
      const negated = segment.startsWith('-');
      const phraseWords = tokenize(segment);
      if (negated) {
        excluded.push(...phraseWords);
      } else {
        words.push(...phraseWords);
        if (phraseWords.length > 1) {
          phrases.push(phraseWords);
        }
      }
    } else if (segment.startsWith('-') && segment.length > 1) {
      excluded.push(...tokenize(segment));
    } else {
      words.push(...tokenize(segment));
    }
  }
  // A closed quote or a trailing space means the last word is complete.
  const lastWordIsPrefix = /[\p{L}\p{N}_]$/u.test(query) && !/-\S*$/.test(query.trim().split(/\s+/).pop() ?? '');
  return {words, phrases, excluded, lastWordIsPrefix};
}
