import {describe, expect, it} from 'vitest';
import {definitionBoost, type Shard} from './ranking';

/**
 * A shard's layout of one page: its title (level 1) and the text that opens the page, in the title's run;
 * a block of text under a section heading (in a run of its own, not a row); and the cell of an option's
 * table row (level 7, in a run marked as a row). Each record's own text is two words.
 */
const layout = {
  levels: Uint8Array.from([1, 7, 2, 7, 7]),
  ownWords: Uint8Array.from([2, 2, 2, 2, 2]),
  runs: Int32Array.from([0, 0, 1, 1, 2]),
  rows: Uint8Array.from([0, 0, 1]),
  pageTitles: Int32Array.from([-1, 0, 0, 0, 0]),
} as Shard['layout'];
const [pageTitle, openingText, sectionText, rowCell] = [0, 1, 3, 4];
const bothWords = 0b11;
const boost = (position: number, namesOneThing: boolean, exactMask = bothWords) =>
  definitionBoost(layout, position, exactMask, 0, 2, namesOneThing);

describe('definitionBoost', () => {
  it("lifts a block of text that is a query of plain words only in an option's row or as its page's opening", () => {
    expect(boost(sectionText, false)).toBe(1);
    expect(boost(rowCell, false)).toBeGreaterThan(1);
    expect(boost(openingText, false)).toBeGreaterThan(1);
    expect(boost(pageTitle, false)).toBeGreaterThan(1);
  });

  it('lifts any block of text that is a query naming one thing, each alike', () => {
    expect(boost(sectionText, true)).toBeGreaterThan(1);
    expect(boost(sectionText, true)).toBe(boost(rowCell, true));
  });

  it('lifts no record that lacks one of the words', () => {
    expect(boost(rowCell, true, 0b01)).toBe(1);
    expect(boost(pageTitle, false, 0b01)).toBe(1);
  });
});
