import {escapeHtml} from '../local-search/engine/escapeHtml';
import {fnv1a} from '../../utils/hash';
import {hslToHex} from '../../utils/colors';

export type CardSize = {width: number; height: number};

export type CardInput = {
  name: string;
  website: string;
};

/** Fonts installed on Linux build machines first, so cards look the same in CI. */
const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Bumped when the drawing changes, so cached cards are redrawn. */
export const cardRendererVersion = '2';

/** The host name a visitor would recognise: no scheme, no "www.", no trailing slash. */
export function displayDomain(website: string): string {
  const url = new URL(website);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return url.host.replace(/^www\./, '') + path;
}

/** File-name-safe form of a site name. */
export function cardSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The three colours of a card, all derived from the site name. */
export function cardPalette(name: string): {background: string; frame: string; accent: string} {
  const hue = fnv1a(name) % 360;
  return {
    background: hslToHex(hue, 0.5, 0.22),
    frame: hslToHex(hue, 0.35, 0.97),
    accent: hslToHex(hue + 150, 0.7, 0.62),
  };
}

/** Largest font size that fits the text on one line within `maxWidth`. */
function fittingFontSize(text: string, maxWidth: number, largest: number): number {
  // DejaVu Sans Bold averages about 0.68 em per character.
  return Math.min(largest, Math.floor(maxWidth / (Math.max(text.length, 1) * 0.68)));
}

/**
 * A preview card: a browser window drawn over a coloured backdrop, showing a
 * docs page skeleton whose shape, like the colours, comes from the name.
 */
export function renderCardSvg(site: CardInput, {width, height}: CardSize): string {
  const hash = fnv1a(site.name);
  const {background, frame, accent} = cardPalette(site.name);
  const margin = Math.round(width * 0.06);
  const windowWidth = width - margin * 2;
  const windowTop = Math.round(height * 0.1);
  const windowHeight = height - windowTop;
  const barHeight = Math.round(height * 0.07);
  const sidebarWidth = Math.round(windowWidth * 0.24);
  const contentLeft = margin + sidebarWidth + Math.round(width * 0.04);
  const contentWidth = windowWidth - sidebarWidth - Math.round(width * 0.08);
  const nameSize = fittingFontSize(site.name, contentWidth, Math.round(height * 0.14));
  const domain = displayDomain(site.website);
  const domainSize = fittingFontSize(domain, contentWidth, Math.round(height * 0.055));
  const nameBaseline = windowTop + barHeight + Math.round(height * 0.08) + nameSize;
  const domainBaseline = nameBaseline + Math.round(domainSize * 1.8);

  const sidebarInset = Math.round(width * 0.025);
  const sidebarLines: string[] = [];
  const sidebarCount = 5 + (hash % 4);
  for (let i = 0; i < sidebarCount; i += 1) {
    const lineWidth = Math.round((sidebarWidth - sidebarInset * 2) * (0.45 + ((hash >> (i * 3)) & 7) / 13));
    const y = windowTop + barHeight + Math.round(height * 0.06) + i * Math.round(height * 0.065);
    const fill = i === hash % sidebarCount ? accent : background;
    const opacity = i === hash % sidebarCount ? 1 : 0.22;
    sidebarLines.push(
      `<rect x="${margin + sidebarInset}" y="${y}" width="${lineWidth}" height="${Math.round(height * 0.025)}" rx="4" fill="${fill}" fill-opacity="${opacity}"/>`,
    );
  }

  const textLines: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const lineWidth = Math.round(contentWidth * (0.6 + ((hash >> (i * 4 + 8)) & 15) / 40));
    const y = domainBaseline + Math.round(height * 0.07) + i * Math.round(height * 0.055);
    if (y + 20 < height) {
      textLines.push(
        `<rect x="${contentLeft}" y="${y}" width="${lineWidth}" height="${Math.round(height * 0.022)}" rx="4" fill="${background}" fill-opacity="0.16"/>`,
      );
    }
  }

  const dots = ['#ff5f57', '#febc2e', '#28c840']
    .map((fill, i) => `<circle cx="${margin + 28 + i * 26}" cy="${windowTop + barHeight / 2}" r="8" fill="${fill}"/>`)
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<circle cx="${width - margin}" cy="${Math.round(height * 0.08)}" r="${Math.round(height * 0.28)}" fill="${accent}" fill-opacity="0.35"/>`,
    `<rect x="${margin}" y="${windowTop}" width="${windowWidth}" height="${windowHeight + 16}" rx="16" fill="${frame}"/>`,
    `<rect x="${margin}" y="${windowTop}" width="${windowWidth}" height="${barHeight}" rx="16" fill="${background}" fill-opacity="0.12"/>`,
    dots,
    `<rect x="${margin}" y="${windowTop + barHeight}" width="${sidebarWidth}" height="${windowHeight}" fill="${background}" fill-opacity="0.06"/>`,
    sidebarLines.join(''),
    `<text x="${contentLeft}" y="${nameBaseline}" font-family="${fontFamily}" font-size="${nameSize}" font-weight="700" fill="${background}">${escapeHtml(site.name)}</text>`,
    `<text x="${contentLeft}" y="${domainBaseline}" font-family="${fontFamily}" font-size="${domainSize}" fill="${background}" fill-opacity="0.75">${escapeHtml(domain)}</text>`,
    textLines.join(''),
    '</svg>',
  ].join('');
}
