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
  /** Neighbouring words the query joins with a dot, colon or slash, and words an at sign, two hyphens or a dot start (see `joinedPairs`). */
  joined: string[];
  /** The words the query writes as identifiers, lower-cased (see `queryIdentifiers`). */
  identifiers: string[];
  /** The `identifierParts` of each word the query writes as an identifier, keyed by the word lower-cased. */
  identifierParts: Record<string, string[]>;
};

const wordPattern = /[\p{L}\p{N}_]+/gu;
const contractionEndings = /(?<=\p{L})['’](?:s|t|d|ll|re|ve|m)(?![\p{L}\p{N}_])/gu;

const nonAscii = /[^\p{ASCII}]/u;

/** A text lower-cased, without contractions' endings, accents folded: what words are read from. */
function normalize(text: string): string {
  // A contraction's ending is dropped ("doesn't" gives doesn, "Docusaurus's" docusaurus): on its own, "t"
  // or "s" is a word that a question would then require.
  const lower = text.toLowerCase().replace(contractionEndings, '');
  // Accents are folded ("é" matches "e"); plain ASCII text skips that work.
  return nonAscii.test(lower) ? lower.normalize('NFKD').replace(/\p{M}/gu, '') : lower;
}

/** Lower-cased words of a text, the same way for queries and records. */
export function tokenize(text: string): string[] {
  return normalize(text).match(wordPattern) ?? [];
}

/**
 * One word of a text (a match of the word pattern) as `tokenize` reads it: a word of plain ASCII holds no
 * contraction and no accent, and is only lower-cased. The highlighter reads every word of the hits it shows.
 */
export function normalizeWord(word: string): string {
  return nonAscii.test(word) ? (tokenize(word)[0] ?? '') : word.toLowerCase();
}

const markedPattern =
  /(?<![\p{L}\p{N}_@.])@[\p{L}\p{N}_]+|(?<![\p{L}\p{N}_-])--[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*|(?<![\p{L}\p{N}_@./\\])\.[\p{L}\p{N}_]+/gu;
const joinedPattern = /[\p{L}\p{N}_]+(?:[.:/][\p{L}\p{N}_]+)+/gu;
const versionPattern = /^\d+(?:\.\d+)+$/;

/**
 * A version's leading parts, from its major and minor on: `3.2.1` gives 3.2 and 3.2.1. A version is read
 * from its start, so its inner pairs are not its own: 2.1 in `3.2.1` would find the 3.2.1 release for
 * "docusaurus 2.1".
 */
function versionPrefixes(version: string): string[] {
  const parts = version.split('.');
  return parts.slice(1).map((_, index) => parts.slice(0, index + 2).join('.'));
}

/**
 * Each two neighbouring words that a dot, a colon or a slash joins, with it: `docusaurus.config.js`
 * gives docusaurus.config and config.js, `docs:version` docs:version; a version gives its leading parts
 * (`versionPrefixes`: `3.8.1` gives 3.8 and 3.8.1). Such words are an identifier, a path or a version,
 * which a query that writes them so means as a whole: indexed as terms of their own, they tell the
 * records that hold it from those that hold its words apart.
 * A word that an at sign starts counts as such a pair, the sign with the word: `@site`, `@generated`
 * and the `@docusaurus` of `@docusaurus/core` name an alias or a package scope, which the word alone
 * ("site", found on most pages) does not tell apart. An at sign inside a word (an email address) does not.
 * So does a command-line flag or a CSS variable, which two hyphens start, with its hyphenated words:
 * `--config` and `--target-dir` name a flag of the CLI, where "config" is on most pages. And so does a
 * name that a dot starts, a file, a folder or an extension: `.docusaurus` is the generated folder,
 * "docusaurus" on every page; a dot inside a name, a path (`../setup.mdx`) or a number starts none.
 */
export function joinedPairs(text: string): string[] {
  const normalized = normalize(text);
  const pairs: string[] = normalized.match(markedPattern) ?? [];
  for (const joined of normalized.match(joinedPattern) ?? []) {
    if (versionPattern.test(joined)) {
      pairs.push(...versionPrefixes(joined));
      continue;
    }
    const parts = joined.split(/([.:/])/);
    for (let i = 0; i + 2 < parts.length; i += 2) {
      pairs.push(parts[i]! + parts[i + 1]! + parts[i + 2]!);
    }
  }
  return pairs;
}

const identifierPieces = /_+|(?<=\p{Ll})(?=\p{Lu})/u;
const identifierSplit = /[_\p{Lu}]/u;

/**
 * The parts of the identifiers in a text: `hide_table_of_contents` gives hide, table, of, contents;
 * `trailingSlash` gives trailing, slash. Indexed beside the whole words, so a reader who writes the
 * words finds the identifier, and one who writes the identifier still finds it whole.
 */
export function identifierParts(text: string): string[] {
  const parts: string[] = [];
  // Only an underscore or a capital splits a word: most texts, and every lower-cased word, have neither.
  if (!identifierSplit.test(text)) {
    return parts;
  }
  for (const word of text.match(wordPattern) ?? []) {
    const pieces = word.split(identifierPieces).filter(Boolean);
    if (pieces.length > 1) {
      parts.push(...tokenize(pieces.join(' ')));
    }
  }
  return parts;
}

/**
 * The words of a query written as identifiers, with an inner capital or an underscore (`postBuild`,
 * `sidebar_label`), lower-cased: a reader who writes a word so names an option or an API, the thing
 * the query is about, where a question's other words only describe it. With them, the parts of each,
 * split as the index splits a record's identifiers (`PluginContentLoadedActions` gives plugin, content,
 * loaded, actions): read from the query as typed, since its lower-cased words have lost their capitals.
 */
function queryIdentifiers(query: string): Pick<ParsedQuery, 'identifiers' | 'identifierParts'> {
  const identifiers: string[] = [];
  const parts: Record<string, string[]> = {};
  for (const word of query.match(wordPattern) ?? []) {
    if (!/\p{Ll}\p{Lu}|_/u.test(word)) {
      continue;
    }
    const lowered = tokenize(word);
    identifiers.push(...lowered);
    const pieces = identifierParts(word);
    if (pieces.length > 1) {
      parts[lowered.join('')] = pieces;
    }
  }
  return {identifiers, identifierParts: parts};
}

export function parseQuery(query: string, advancedSyntax: boolean): ParsedQuery {
  const {identifiers, identifierParts: pieces} = queryIdentifiers(query);
  if (!advancedSyntax) {
    const words = tokenize(query);
    return {
      words,
      phrases: [],
      excluded: [],
      lastWordIsPrefix: /[\p{L}\p{N}_]$/u.test(query),
      joined: joinedPairs(query),
      identifiers,
      identifierParts: pieces,
    };
  }
  const words: string[] = [];
  const phrases: string[][] = [];
  const excluded: string[] = [];
  const joined: string[] = [];
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
      joined.push(...joinedPairs(segment));
    }
  }
  // A closed quote or a trailing space means the last word is complete.
  const lastWordIsPrefix = /[\p{L}\p{N}_]$/u.test(query) && !/-\S*$/.test(query.trim().split(/\s+/).pop() ?? '');
  return {words, phrases, excluded, lastWordIsPrefix, joined, identifiers, identifierParts: pieces};
}
