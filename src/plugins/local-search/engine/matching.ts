import {identifierParts, type ParsedQuery} from './queryParser';

/** Words that say little about what a reader looks for: optional in a query that has other words. */
export const stopWords = new Set(
  (
    'a an and are as at be by can could do does for from how i if in into is it its me my of on or should so ' +
    'that the their them then there these this to use using was we what when where which who why will with ' +
    'would you your ' +
    // What is left of "doesn't", "isn't" and the like (see tokenize).
    'aren couldn didn doesn don hasn haven isn shouldn wasn weren won wouldn'
  ).split(' '),
);

/** Algolia's typo tolerance: one typo from 4 letters, two from 8. */
function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** The three rows of `editDistanceWithin`'s table, kept between calls: it runs for many terms of a bucket per key. */
let rows = new Int32Array(3 * 32);

/**
 * Whether `a` is within `limit` edits of `b`, where an insertion, a deletion, a substitution and a
 * transposition of two neighbouring letters each count as one edit (optimal string alignment).
 */
export function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) {
    return false;
  }
  const width = b.length + 1;
  if (rows.length < 3 * width) {
    rows = new Int32Array(6 * width);
  }
  // Offsets of the rows before the previous one, the previous one and the current one.
  let beforePrevious = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j += 1) {
    rows[previous + j] = j;
  }
  for (let i = 1; i <= a.length; i += 1) {
    rows[current] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      let cost = Math.min(
        rows[previous + j]! + 1,
        rows[current + j - 1]! + 1,
        rows[previous + j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        cost = Math.min(cost, rows[beforePrevious + j - 2]! + 1);
      }
      rows[current + j] = cost;
      rowMinimum = Math.min(rowMinimum, cost);
    }
    // No later row goes below this row's minimum (a transposition costs at least the substitution before it).
    if (rowMinimum > limit) {
      return false;
    }
    const oldest = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = oldest;
  }
  return rows[previous + b.length]! <= limit;
}

/** English endings that inflect a word without changing what it is about, longest first. */
const inflections = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ies', 'es', 'ed', 'ly', 's', 'e'];

/**
 * The stem of a word: its longest inflection removed when four letters remain, so that "swizzle",
 * "swizzling" and "swizzled" share "swizzl", and "deploy", "deploying" and "deployment" share "deploy".
 */
export function stem(word: string): string {
  for (const ending of inflections) {
    if (word.length - ending.length >= 4 && word.endsWith(ending)) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/** Match qualities, strongest first. At least `exactQuality` counts as the word itself. */
export const exactQuality = 0.9;
export const prefixQuality = 0.7;
/** The quality of a match through typos, below every match without one. */
export const typoQuality = 0.4;

/**
 * Whether matching a query word (or compound) reads the terms' stems: from four letters on, where another
 * form of the word or a typo (see allowedTypos) can answer it. Shorter, it is answered by itself or its
 * completions, and the terms of a bucket need not be stemmed.
 */
export function comparesStems(word: string): boolean {
  return word.length >= 4;
}

/** How well each term answers one query word or compound: `termStem`, when given, is `stem(term)`. */
export type TermQuality = (term: string, termStem?: string) => number;

/**
 * How well each indexed term answers a query word: 1 for the word itself, 0.9 for another form of it
 * (same stem), less for a completion of a word still being typed or a word with typos, 0 for no match.
 * A typo is never forgiven in the first letter: the index is split by first letter, so a query reads
 * one part of it per word. Made once for the many terms a search compares the word with (a bucket's, a
 * hit's words): the word's stem and typo allowance are worked out once, a term's stem only when it is
 * needed and not given (a bucket keeps its terms' stems, see ranking).
 */
export function wordMatcher(word: string, isPrefix: boolean): TermQuality {
  const wordStem = stem(word);
  const typos = allowedTypos(word);
  return (term, termStem) => {
    if (term === word) {
      return 1;
    }
    if (term[0] !== word[0]) {
      return 0;
    }
    let ownStem = termStem;
    if (comparesStems(word) && (ownStem ??= stem(term)) === wordStem) {
      return exactQuality;
    }
    if (isPrefix && term.startsWith(word)) {
      return prefixQuality;
    }
    if (typos === 0) {
      return 0;
    }
    // A typo in another form of the word counts too: "swizle" answers "swizzling" (swizl, swizzl).
    return editDistanceWithin(term, word, typos) || editDistanceWithin((ownStem ??= stem(term)), wordStem, typos)
      ? typoQuality
      : 0;
  };
}

/** Whether the word at `index` of the query is matched as a prefix. */
export function isPrefixWord(parsed: ParsedQuery, index: number): boolean {
  return parsed.lastWordIsPrefix && index === parsed.words.length - 1;
}

/** Whether a word is all digits: a number, which joins no compound and counts only within the version it is part of. */
export const isNumber = (word: string): boolean => /^\d+$/.test(word);

/**
 * Neighbouring words of the query and the compound they make together, as Algolia's concatenation
 * reads "nav bar" as navbar too: words of two characters or more, not numbers ("3 8" is no 38), not
 * stop words (optional, they would join into anything).
 */
export function compoundPairs(parsed: ParsedQuery): {first: number; compound: string}[] {
  const joinable = (word: string) => word.length >= 2 && !isNumber(word) && !stopWords.has(word);
  return parsed.words.flatMap((word, first) => {
    const next = parsed.words[first + 1];
    return next !== undefined && joinable(word) && joinable(next) ? [{first, compound: word + next}] : [];
  });
}

/**
 * How well each term answers a compound of the query (see compoundPairs): the compound itself, another
 * form of it, or its completion when its second word is being typed, each as a completion counts;
 * never through typos, which would join two words into unrelated ones. Made once per compound, as
 * `wordMatcher` is per word.
 */
export function compoundMatcher(compound: string, isPrefix: boolean): TermQuality {
  const compoundStem = stem(compound);
  return (term, termStem) => {
    const answers =
      term === compound ||
      (comparesStems(compound) && (termStem ?? stem(term)) === compoundStem) ||
      (isPrefix && term.startsWith(compound));
    return answers ? prefixQuality : 0;
  };
}

/**
 * Maps a word of a record to the query word it answers, or null: the highlighter's view of
 * `wordMatcher`. A snake_case word answers through any of its parts, as the index lists them.
 */
export function createWordMatcher(parsed: ParsedQuery): (word: string) => string | null {
  const cache = new Map<string, string | null>();
  const words = parsed.words.map((queryWord, index) => ({
    queryWord,
    quality: wordMatcher(queryWord, isPrefixWord(parsed, index)),
  }));
  const pairs = compoundPairs(parsed).map(({first, compound}) => ({
    compound,
    quality: compoundMatcher(compound, isPrefixWord(parsed, first + 1)),
  }));
  return (word) => {
    let match = cache.get(word);
    if (match === undefined) {
      const candidates = [word, ...identifierParts(word)];
      match =
        words.find(({quality}) => candidates.some((candidate) => quality(candidate) > 0))?.queryWord ??
        pairs.find(({quality}) => quality(word) > 0)?.compound ??
        null;
      cache.set(word, match);
    }
    return match;
  };
}
