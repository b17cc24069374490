import type {ParsedQuery} from './queryParser';

/** Algolia's typo tolerance: one typo from 4 letters, two from 8. */
export function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

// Two reusable rows: this runs for every term of a bucket on each new query word.
let previousRow = new Int32Array(32);
let currentRow = new Int32Array(32);

/** Whether the Levenshtein distance of a and b is at most `limit`, giving up as soon as a row exceeds it. */
function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) {
    return false;
  }
  if (previousRow.length <= b.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j += 1) {
    previousRow[j] = j;
  }
  for (let i = 1; i <= a.length; i += 1) {
    currentRow[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previousRow[j]! + 1, currentRow[j - 1]! + 1, previousRow[j - 1]! + cost);
      currentRow[j] = value;
      if (value < rowMin) {
        rowMin = value;
      }
    }
    if (rowMin > limit) {
      return false;
    }
    [previousRow, currentRow] = [currentRow, previousRow];
  }
  return previousRow[b.length]! <= limit;
}

/**
 * How well an indexed term answers a query word: 1 for the word itself, less
 * for a completion of a word still being typed or a word with typos, 0 for no
 * match. A typo is never forgiven in the first letter: the index is split by
 * first letter, so a query reads one part of it per word.
 */
export function matchQuality(term: string, word: string, isPrefix: boolean): number {
  if (term === word) {
    return 1;
  }
  if (isPrefix && term.startsWith(word)) {
    return 0.7;
  }
  const typos = allowedTypos(word);
  return typos > 0 && term[0] === word[0] && editDistanceWithin(term, word, typos) ? 0.4 : 0;
}

/** Whether the word at `index` of the query is matched as a prefix. */
export function isPrefixWord(parsed: ParsedQuery, index: number): boolean {
  return parsed.lastWordIsPrefix && index === parsed.words.length - 1;
}

/** Maps a word of a record to the query word it answers, or null: the highlighter's view of matchQuality. */
export function createWordMatcher(parsed: ParsedQuery): (word: string) => string | null {
  const cache = new Map<string, string | null>();
  return (word) => {
    if (!cache.has(word)) {
      const match = parsed.words.find((queryWord, index) => matchQuality(word, queryWord, isPrefixWord(parsed, index)) > 0);
      cache.set(word, match ?? null);
    }
    return cache.get(word)!;
  };
}
