import {describe, expect, it} from 'vitest';
import sharp from 'sharp';
import {cardSize} from './cardPath';
import {MissingGlyphsError, renderCard, titleLines} from './renderCard';

/** The card's pixels, and which of them are the title's white (the place is a light green, the logo's page a shade). */
async function pixelsOf(png: Buffer) {
  const {data, info} = await sharp(png).raw().toBuffer({resolveWithObject: true});
  const white = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return data[at]! > 235 && data[at + 1]! > 235 && data[at + 2]! > 235;
  };
  return {info, white};
}

/** Whether the band under the title holds the place's light green: the place is drawn, inside the card. */
async function placeDrawn(png: Buffer): Promise<boolean> {
  const {data, info} = await sharp(png).raw().toBuffer({resolveWithObject: true});
  for (let y = 500; y < 600; y += 1) {
    for (let x = 60; x < cardSize.width - 60; x += 1) {
      const at = (y * info.width + x) * info.channels;
      if (
        Math.abs(data[at]! - 0xb7) < 12 &&
        Math.abs(data[at + 1]! - 0xe4) < 12 &&
        Math.abs(data[at + 2]! - 0xc7) < 12
      ) {
        return true;
      }
    }
  }
  return false;
}

/** The bands of rows below the site name that hold title text: one per line. */
function titleLineBands(white: (x: number, y: number) => boolean): number {
  let bands = 0;
  let inBand = false;
  for (let y = 150; y < cardSize.height; y += 1) {
    let any = false;
    for (let x = 0; x < cardSize.width && !any; x += 1) {
      any = white(x, y);
    }
    if (any && !inBand) {
      bands += 1;
    }
    inBand = any;
  }
  return bands;
}

/** Whether any title pixel lies outside the text box: the side margins and the band above the place. */
function whiteOutsideTextBox(white: (x: number, y: number) => boolean): boolean {
  for (let y = 0; y < cardSize.height; y += 1) {
    for (const x of [...Array(60).keys(), ...Array.from({length: 60}, (_, i) => cardSize.width - 60 + i)]) {
      if (white(x, y)) {
        return true;
      }
    }
  }
  for (let y = 520; y < cardSize.height; y += 1) {
    for (let x = 0; x < cardSize.width; x += 1) {
      if (white(x, y)) {
        return true;
      }
    }
  }
  return false;
}

describe('renderCard', () => {
  it('makes a 1200×630 PNG', async () => {
    const {info} = await pixelsOf(await renderCard({title: 'Installation', place: 'Docs · Canary · Getting started'}));
    expect([info.format, info.width, info.height]).toEqual(['raw', 1200, 630]);
    expect((await sharp(await renderCard({title: 'A', place: 'B'})).metadata()).format).toBe('png');
  });

  it('shows the place under the title, whatever the title', async () => {
    const place = 'Docs · 3.8.1 · Guides › Markdown features';
    expect(await placeDrawn(await renderCard({title: 'Installation', place}))).toBe(true);
    expect(await placeDrawn(await renderCard({title: 'A very long title '.repeat(12).trim(), place}))).toBe(true);
    expect(await placeDrawn(await renderCard({title: 'Installation', place: ''}))).toBe(false);
  });

  it('keeps a very long title to three lines inside the card', async () => {
    const title = 'A very long title '.repeat(12).trim();
    const {white} = await pixelsOf(await renderCard({title, place: 'Docs · Canary · Guides › Markdown features'}));
    expect(titleLineBands(white)).toBe(titleLines);
    expect(whiteOutsideTextBox(white)).toBe(false);
  });

  it('keeps a one-word title that is wider than the card inside it', async () => {
    const {white} = await pixelsOf(await renderCard({title: 'W'.repeat(80), place: 'Blog'}));
    expect(whiteOutsideTextBox(white)).toBe(false);
  });

  it('draws non-ASCII titles, such as the test area names and Greek and Cyrillic, with glyphs inside the card', async () => {
    const title = 'ünïcödé dörf, Ωμέγα, кириллица, Tiếng Việt';
    const {white} = await pixelsOf(await renderCard({title, place: 'Docs · Test area › ünïcödé'}));
    expect(titleLineBands(white)).toBeGreaterThanOrEqual(1);
    expect(whiteOutsideTextBox(white)).toBe(false);
  });

  it('refuses text that no font of the card has, naming it, rather than drawing boxes', async () => {
    const rendering = renderCard({title: '文档', place: 'Docs'});
    await expect(rendering).rejects.toThrow(MissingGlyphsError);
    await expect(rendering).rejects.toThrow(/no font of the card has "文档"/);
  });
});
