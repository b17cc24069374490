/**
 * Static horizontal bar charts as SVG text, for blog figures that must load
 * without JavaScript and read the same in light and dark mode (white card).
 */
import {brandColor} from '../../config/site';
import {escapeHtml} from '../../src/plugins/local-search/engine/escapeHtml';

type Bar = {label: string; value: number};

export type BarChartOptions = {
  /** Shown above the bars and used as the SVG's accessible name. */
  title: string;
  bars: readonly Bar[];
  /** Fill of the bars; defaults to the site's primary green. */
  color?: string;
};

const width = 640;
const labelColumn = 190;
const valueColumn = 56;
const rowHeight = 30;
const barHeight = 18;
const top = 52;
const bottom = 16;

export function renderBarChartSvg({title, bars, color = brandColor}: BarChartOptions): string {
  if (bars.length === 0) {
    throw new Error(`Bar chart "${title}" has no bars`);
  }
  const height = top + bars.length * rowHeight + bottom;
  const maxValue = Math.max(...bars.map((bar) => bar.value), 1);
  const barSpace = width - labelColumn - valueColumn - 16;
  const rows = bars.map((bar, index) => {
    const y = top + index * rowHeight;
    const barWidth = Math.max(Math.round((bar.value / maxValue) * barSpace), bar.value > 0 ? 2 : 0);
    return [
      `<text x="${labelColumn - 10}" y="${y + 14}" text-anchor="end">${escapeHtml(bar.label)}</text>`,
      `<rect x="${labelColumn}" y="${y + 1}" width="${barWidth}" height="${barHeight}" rx="3" fill="${color}"/>`,
      `<text x="${labelColumn + barWidth + 8}" y="${y + 14}" font-weight="600">${bar.value}</text>`,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(title)}">`,
    `<title>${escapeHtml(title)}</title>`,
    `<rect width="${width}" height="${height}" rx="8" fill="#ffffff" stroke="#dadde1"/>`,
    `<text x="20" y="32" font-family="sans-serif" font-size="17" font-weight="700" fill="#1c1e21">${escapeHtml(title)}</text>`,
    `<g font-family="sans-serif" font-size="14" fill="#1c1e21">${rows.join('')}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
