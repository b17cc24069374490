import {describe, expect, it} from 'vitest';
import {decodeTokens, encodeTokens, plainLines, shownLines} from './codeTokens';

const lines = [
  [
    {types: ['keyword'], content: 'let'},
    {types: ['plain'], content: ' a'},
  ],
  [{types: ['plain'], content: '\n', empty: true}],
  [
    {types: ['comment'], content: '// note'},
    {types: ['plain'], content: ''},
  ],
];

describe('code tokens', () => {
  it('keeps each distinct set of types once, and lengths instead of text', () => {
    expect(
      encodeTokens([
        ...lines,
        [
          {types: ['tag', 'punctuation'], content: '<'},
          {types: ['keyword'], content: 'b'},
        ],
      ]),
    ).toEqual({
      types: ['keyword', 'plain', 'comment', 'tag punctuation'],
      lines: [
        [0, 3, 1, 2],
        [1, 0],
        [2, 7, 1, 0],
        [3, 1, 0, 1],
      ],
    });
  });

  it('gives the tokens back from the text, and nothing for text they do not fit', () => {
    const encoded = encodeTokens(lines);
    const written = decodeTokens(encoded, 'let a\n\n// note')!;
    expect(shownLines(written, 'let a\n\n// note')).toEqual(lines);
    expect(decodeTokens(encoded, 'let ab\n\n// note')).toBeUndefined();
    expect(decodeTokens(encoded, 'let a\n\n// not')).toBeUndefined();
    expect(decodeTokens(encoded, 'let a\n// note')).toBeUndefined();
  });

  it('keeps the lines the theme shows, in order, after it removed its magic comment lines', () => {
    const written = decodeTokens(encodeTokens(lines), 'let a\n\n// note')!;
    expect(shownLines(written, 'let a\n// note')).toEqual([lines[0], lines[2]]);
    expect(shownLines(written, '// note\nlet a')).toBeUndefined();
  });

  it('shows code plain, empty lines holding their height', () => {
    expect(plainLines('a\n\nb')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });
});
