import type {ParsedQuery} from './queryParser';

/** Algolia's typo tolerance: one typo from 4 letters, two from 8. */
function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) {
    return false;
  }
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...current) > limit) {
      return false;
    }
    previous = current;
  }
  return previous[b.length]! <= limit;
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
      const match = parsed.words.find(
        (queryWord, index) => matchQuality(word, queryWord, isPrefixWord(parsed, index)) > 0,
      );
      cache.set(word, match ?? null);
    }
    return cache.get(word)!;
  };
}
