import type {Token} from 'prism-react-renderer';

/**
 * Code block tokens made at build time, so that the browser renders highlighted code without
 * Prism. A block's text is already in its page, so only the tokens' types and lengths travel:
 * `types` lists each distinct set of token types once, and each line of `lines` is a flat list of
 * [index into `types`, length] pairs, covering that line of the code as written in the Markdown.
 */
export type EncodedTokens = {
  types: string[];
  lines: number[][];
};

/** How Prism splits lines (prism-react-renderer's normalizeTokens). */
const prismLineBreak = /\r\n|\r|\n/;

/**
 * What prism-react-renderer does to empty lines, so that they keep their height: a line without
 * tokens gets a plain one, and a line whose only token is empty gets a line break as its content.
 */
function withEmptyLineMarkers(line: Token[]): Token[] {
  if (line.length === 0) {
    return [{types: ['plain'], content: '\n', empty: true}];
  }
  if (line.length === 1 && line[0]!.content === '') {
    return [{...line[0]!, content: '\n', empty: true}];
  }
  return line;
}

/** Tokens (as prism-react-renderer's normalizeTokens returns them) in the compact form above. */
export function encodeTokens(lines: Token[][]): EncodedTokens {
  const types: string[] = [];
  const typeIndex = new Map<string, number>();
  const indexOf = (token: Token) => {
    const key = token.types.join(' ');
    let index = typeIndex.get(key);
    if (index === undefined) {
      index = types.push(key) - 1;
      typeIndex.set(key, index);
    }
    return index;
  };
  return {
    types,
    lines: lines.map((line) => line.flatMap((token) => [indexOf(token), token.empty ? 0 : token.content.length])),
  };
}

/** The tokens of `code`, the text they were made from, or undefined if they do not fit it. */
export function decodeTokens(encoded: EncodedTokens, code: string): Token[][] | undefined {
  const texts = code.split(prismLineBreak);
  if (texts.length !== encoded.lines.length) {
    return undefined;
  }
  const lines: Token[][] = [];
  for (const [lineIndex, text] of texts.entries()) {
    const pairs = encoded.lines[lineIndex]!;
    const line: Token[] = [];
    let position = 0;
    for (let pair = 0; pair < pairs.length; pair += 2) {
      const types = encoded.types[pairs[pair]!];
      const length = pairs[pair + 1]!;
      if (types === undefined || position + length > text.length) {
        return undefined;
      }
      line.push({types: types.split(' '), content: text.slice(position, position + length)});
      position += length;
    }
    if (position !== text.length) {
      return undefined;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The lines of `written` (the code as written, tokenised at build time) that the reader sees:
 * `shown` is that code after the theme removed its magic comment lines (a subsequence of its
 * lines), so each shown line takes the next written line with the same text. Undefined if the
 * texts do not line up.
 */
export function shownLines(written: Token[][], shown: string): Token[][] | undefined {
  const lines: Token[][] = [];
  let next = 0;
  for (const text of shown.split(prismLineBreak)) {
    while (next < written.length && written[next]!.map((token) => token.content).join('') !== text) {
      next += 1;
    }
    if (next === written.length) {
      return undefined;
    }
    lines.push(withEmptyLineMarkers(written[next]!));
    next += 1;
  }
  return lines;
}

/** Code shown without highlighting: one plain token per line, as Prism gives for an unknown language. */
export function plainLines(code: string): Token[][] {
  return code.split(prismLineBreak).map((text) => withEmptyLineMarkers([{types: ['plain'], content: text}]));
}
