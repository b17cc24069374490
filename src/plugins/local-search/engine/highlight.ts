import {escapeHtml} from './escapeHtml';
import {tokenize} from './queryParser';
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
    const normalized = tokenize(match[0])[0] ?? '';
    tokens.push({text: match[0], isWord: true, matchedTerm: isMatch(normalized)});
    last = match.index + match[0].length;
  }
  if (last < text.length) {
    tokens.push({text: text.slice(last), isWord: false, matchedTerm: null});
  }
  return tokens;
}

function render(tokens: Token[], tags: HighlightTags): string {
  return (
    tokens
      // Record text is plain text: it is escaped before any tag is added to it.
      .map((token) => (token.matchedTerm ? `${tags.pre}${escapeHtml(token.text)}${tags.post}` : escapeHtml(token.text)))
      .join('')
  );
}

function matchLevel(matched: Set<string>, queryWords: string[]): HighlightResult['matchLevel'] {
  if (matched.size === 0) {
    return 'none';
  }
  return queryWords.every((word) => matched.has(word)) ? 'full' : 'partial';
}

/** The whole text with its matched words wrapped in the tags. */
export function highlight(tokens: Token[], queryWords: string[], tags: HighlightTags): HighlightResult {
  const matched = new Set(tokens.flatMap((token) => (token.matchedTerm ? [token.matchedTerm] : [])));
  const words = tokens.filter((token) => token.isWord);
  return {
    value: render(tokens, tags),
    matchLevel: matchLevel(matched, queryWords),
    matchedWords: [...matched],
    fullyHighlighted: words.length > 0 && words.every((token) => token.matchedTerm),
  };
}

/** A window of `size` words around the first match, with ellipses where cut. */
export function snippet(
  tokens: Token[],
  queryWords: string[],
  size: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const wordIndexes = tokens.flatMap((token, index) => (token.isWord ? [index] : []));
  const matched = new Set(tokens.flatMap((token) => (token.matchedTerm ? [token.matchedTerm] : [])));
  if (wordIndexes.length <= size) {
    return {value: render(tokens, tags), matchLevel: matchLevel(matched, queryWords)};
  }
  const firstMatch = wordIndexes.findIndex((index) => tokens[index]!.matchedTerm);
  // Keep a little context before the match, as Algolia does.
  const startWord = Math.max(0, Math.min(firstMatch < 0 ? 0 : firstMatch - 2, wordIndexes.length - size));
  const endWord = startWord + size - 1;
  const from = startWord === 0 ? 0 : wordIndexes[startWord]!;
  const to = endWord >= wordIndexes.length - 1 ? tokens.length : wordIndexes[endWord]! + 1;
  const value =
    (startWord > 0 ? ellipsis : '') + render(tokens.slice(from, to), tags) + (to < tokens.length ? ellipsis : '');
  return {value, matchLevel: matchLevel(matched, queryWords)};
}
