import {escapeHtml} from './escapeHtml';
import {stopWords} from './matching';
import {normalizeWord} from './queryParser';
import type {HighlightResult, SnippetResult} from './types';

export type HighlightTags = {pre: string; post: string};

export type Token = {text: string; isWord: boolean; matchedTerm: string | null};

/**
 * Splits text into words and separators (the input of highlight and snippet).
 * `isMatch` maps a normalised word to the query word it matched, or null, so
 * that prefix and typo matches are highlighted too.
 */
export function splitText(text: string, isMatch: (word: string) => string | null): Token[] {
  const tokens: Token[] = [];
  const pattern = /[\p{L}\p{N}_]+/gu;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) {
      tokens.push({text: text.slice(last, match.index), isWord: false, matchedTerm: null});
    }
    tokens.push({text: match[0], isWord: true, matchedTerm: isMatch(normalizeWord(match[0]))});
    last = match.index + match[0].length;
  }
  if (last < text.length) {
    tokens.push({text: text.slice(last), isWord: false, matchedTerm: null});
  }
  return tokens;
}

function render(tokens: Token[], tags: HighlightTags): string {
  // Record text is plain text: it is escaped before any tag is added to it, each stretch between two
  // matched words at once.
  let html = '';
  let plain = '';
  for (const token of tokens) {
    if (token.matchedTerm) {
      html += `${escapeHtml(plain)}${tags.pre}${escapeHtml(token.text)}${tags.post}`;
      plain = '';
    } else {
      plain += token.text;
    }
  }
  return html + escapeHtml(plain);
}

function matchLevel(matched: Set<string>, queryWords: string[]): HighlightResult['matchLevel'] {
  if (matched.size === 0) {
    return 'none';
  }
  return queryWords.every((word) => matched.has(word)) ? 'full' : 'partial';
}

/** The query words that the tokens' words answer. */
function matchedTerms(tokens: Token[]): Set<string> {
  const matched = new Set<string>();
  for (const {matchedTerm} of tokens) {
    if (matchedTerm) {
      matched.add(matchedTerm);
    }
  }
  return matched;
}

/** The whole text with its matched words wrapped in the tags. */
export function highlight(tokens: Token[], queryWords: string[], tags: HighlightTags): HighlightResult {
  const matched = matchedTerms(tokens);
  const words = tokens.filter((token) => token.isWord);
  return {
    value: render(tokens, tags),
    matchLevel: matchLevel(matched, queryWords),
    matchedWords: [...matched],
    fullyHighlighted: words.length > 0 && words.every((token) => token.matchedTerm),
  };
}

/**
 * Where a window of `size` words starts: a little before a match, as Algolia keeps some context, at the
 * match whose window holds the most of the query's informative words (the first such), so that a long
 * text's snippet shows where the words meet, not only the first of them. Stop words do not count: a
 * window full of "the" and "of" says nothing of the text.
 */
function windowStart(tokens: Token[], wordIndexes: number[], size: number): number {
  const lastStart = wordIndexes.length - size;
  let best = 0;
  let bestWords = -1;
  wordIndexes.forEach((index, word) => {
    if (!tokens[index]!.matchedTerm) {
      return;
    }
    const start = Math.max(0, Math.min(word - 2, lastStart));
    const words = new Set(
      wordIndexes
        .slice(start, start + size)
        .flatMap((inWindow) => tokens[inWindow]!.matchedTerm ?? [])
        .filter((term) => !stopWords.has(term)),
    );
    if (words.size > bestWords) {
      best = start;
      bestWords = words.size;
    }
  });
  return best;
}

/** A window of `size` words around the matches (see `windowStart`), with ellipses where cut. */
export function snippet(
  tokens: Token[],
  queryWords: string[],
  size: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const wordIndexes: number[] = [];
  tokens.forEach((token, index) => {
    if (token.isWord) {
      wordIndexes.push(index);
    }
  });
  const matched = matchedTerms(tokens);
  if (wordIndexes.length <= size) {
    return {value: render(tokens, tags), matchLevel: matchLevel(matched, queryWords)};
  }
  const startWord = windowStart(tokens, wordIndexes, size);
  const endWord = startWord + size - 1;
  const from = startWord === 0 ? 0 : wordIndexes[startWord]!;
  const to = endWord >= wordIndexes.length - 1 ? tokens.length : wordIndexes[endWord]! + 1;
  const value =
    (startWord > 0 ? ellipsis : '') + render(tokens.slice(from, to), tags) + (to < tokens.length ? ellipsis : '');
  return {value, matchLevel: matchLevel(matched, queryWords)};
}
