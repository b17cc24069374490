import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement as h, type ReactNode} from 'react';
import satori, {type SatoriOptions} from 'satori';
import sharp from 'sharp';
import {siteColors, siteTitle} from '../../../config/site';
import {cardSize} from './cardPath';

/** What a card shows: the page's title and where it sits on the site. */
export type CardText = {title: string; place: string};

/**
 * Inter from npm (@fontsource/inter), the neutral sans-serif that stands in for the system fonts the
 * site uses. Each script is a file of its own, under its own family name, so that satori falls back from
 * one to the next glyph by glyph. Satori reads WOFF, not WOFF2.
 */
const scripts = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];
const fontFiles = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');

let fonts: SatoriOptions['fonts'] | undefined;
function loadFonts(): SatoriOptions['fonts'] {
  fonts ??= scripts.flatMap((script) =>
    ([400, 700] as const).map((weight) => ({
      name: `Inter ${script}`,
      data: readFileSync(path.join(fontFiles, `inter-${script}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

const logoFile = path.join(__dirname, '../../../static/img/logo.svg');
const logoSize = 64;

/**
 * The site's logo, rasterised once and laid over each card by sharp: an image inside the card's SVG
 * (satori masks and clips it) would take half of the card's rasterising time.
 */
let logo: Promise<Buffer> | undefined;
function loadLogo(): Promise<Buffer> {
  logo ??= sharp(logoFile).resize(logoSize, logoSize).png().toBuffer();
  return logo;
}

/** The dark shade of the brand green behind the text, and a light one for the place: 4.5:1 and more. */
const colors = {background: '#1c4532', title: '#ffffff', place: '#b7e4c7', accent: siteColors.dark.primary};

/** Title lines at most; a longer title ends with an ellipsis. */
export const titleLines = 3;
const padding = {x: 80, y: 64};
const titleFont = {size: 66, lineHeight: 1.18};

/**
 * The card's layout: the logo and site name at the top, the title in the middle (three lines at most),
 * the place at the bottom over an accent bar. Sizes are chosen to stay readable at 600 px wide, half
 * size: 33 px title, 16 px place.
 */
function cardElement({title, place}: CardText): ReactNode {
  return h(
    'div',
    {
      style: {
        width: cardSize.width,
        height: cardSize.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        background: colors.background,
        borderBottom: `16px solid ${colors.accent}`,
        padding: `${padding.y}px ${padding.x}px ${padding.y - 16}px`,
        fontFamily: scripts.map((script) => `Inter ${script}`).join(', '),
      },
    },
    h(
      'div',
      {style: {display: 'flex', alignItems: 'center', height: 64, color: colors.title, fontSize: 36, fontWeight: 700}},
      // The logo's place: renderCard lays the logo over it.
      h('div', {style: {width: logoSize, height: logoSize, marginRight: 22}}),
      siteTitle,
    ),
    h(
      'div',
      {style: {display: 'flex', flexGrow: 1, alignItems: 'center'}},
      h(
        'div',
        {
          style: {
            display: 'block',
            width: cardSize.width - 2 * padding.x,
            color: colors.title,
            fontSize: titleFont.size,
            fontWeight: 700,
            lineHeight: titleFont.lineHeight,
            lineClamp: titleLines,
            // A word longer than a line (a package name, a long identifier) breaks rather than overflows.
            wordBreak: 'break-word',
          },
        },
        title,
      ),
    ),
    h(
      'div',
      {
        style: {
          display: 'block',
          width: cardSize.width - 2 * padding.x,
          color: colors.place,
          fontSize: 32,
          lineClamp: 1,
        },
      },
      place,
    ),
  );
}

/** The characters of a card's text that none of the fonts has: satori would draw a box for each. */
export class MissingGlyphsError extends Error {}

/** The card as SVG, without the logo, the text drawn as paths with the fonts above. */
async function renderCardSvg(text: CardText): Promise<string> {
  const missing: string[] = [];
  const svg = await satori(cardElement(text), {
    ...cardSize,
    fonts: loadFonts(),
    // Called with the text that no font covers.
    loadAdditionalAsset: async (_languageCode, segment) => {
      missing.push(segment);
      return [];
    },
  });
  if (missing.length > 0) {
    throw new MissingGlyphsError(
      `no font of the card has ${JSON.stringify(missing.join(''))}; add @fontsource files that cover it to src/plugins/social-cards/renderCard.ts`,
    );
  }
  return svg;
}

/**
 * The card as a PNG. zlib level 3: the cards are rendered on every cold build, and the levels above it
 * cost more time than the bytes they save are worth to an image fetched once per shared link.
 */
export async function renderCard(text: CardText): Promise<Buffer> {
  const [svg, logoPng] = await Promise.all([renderCardSvg(text), loadLogo()]);
  return sharp(Buffer.from(svg))
    .composite([{input: logoPng, left: padding.x, top: padding.y}])
    .png({compressionLevel: 3})
    .toBuffer();
}

/** What a card's look depends on besides its text: this file, the logo and the fonts' version. */
export function templateKey(): string {
  const fontsVersion = (JSON.parse(readFileSync(path.join(fontFiles, '../package.json'), 'utf8')) as {version: string})
    .version;
  return [readFileSync(__filename, 'utf8'), readFileSync(logoFile, 'utf8'), fontsVersion].join('\0');
}
