/**
 * The Infima primary palette: seven shades derived from one base colour by
 * scaling its HSL lightness (spec §3). Positive adjustments darken, negative
 * ones lighten, as in Infima's own naming (`-dark`, `-light`, ...).
 */
export type Shade = {
  /** CSS variable that receives the shade. */
  variableName: string;
  /** Fraction of the lightness removed (positive) or added (negative). */
  adjustment: number;
  /** Label shown next to the adjustment input. */
  adjustmentInput: string;
  /** Position in the table shown to the reader, lightest first. */
  displayOrder: number;
  /** Position in the emitted CSS block, the order Infima declares them. */
  codeOrder: number;
};

export const primaryShades: readonly Shade[] = [
  {variableName: '--ifm-color-primary', adjustment: 0, adjustmentInput: 'base', displayOrder: 3, codeOrder: 0},
  {
    variableName: '--ifm-color-primary-dark',
    adjustment: 0.1,
    adjustmentInput: 'darken 10%',
    displayOrder: 4,
    codeOrder: 1,
  },
  {
    variableName: '--ifm-color-primary-darker',
    adjustment: 0.15,
    adjustmentInput: 'darken 15%',
    displayOrder: 5,
    codeOrder: 2,
  },
  {
    variableName: '--ifm-color-primary-darkest',
    adjustment: 0.3,
    adjustmentInput: 'darken 30%',
    displayOrder: 6,
    codeOrder: 3,
  },
  {
    variableName: '--ifm-color-primary-light',
    adjustment: -0.1,
    adjustmentInput: 'lighten 10%',
    displayOrder: 2,
    codeOrder: 4,
  },
  {
    variableName: '--ifm-color-primary-lighter',
    adjustment: -0.15,
    adjustmentInput: 'lighten 15%',
    displayOrder: 1,
    codeOrder: 5,
  },
  {
    variableName: '--ifm-color-primary-lightest',
    adjustment: -0.3,
    adjustmentInput: 'lighten 30%',
    displayOrder: 0,
    codeOrder: 6,
  },
];

type Rgb = [number, number, number];
type Hsl = [number, number, number];

const hexPattern = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

export function isHexColor(value: string): boolean {
  return hexPattern.test(value.trim());
}

export function parseHex(value: string): Rgb {
  const match = hexPattern.exec(value.trim());
  if (!match) {
    throw new Error(`"${value}" is not a hex colour: use #rrggbb or #rgb.`);
  }
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function rgbToHsl([r, g, b]: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) {
    return [0, 0, l];
  }
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb([h, s, l]: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const sector = Math.floor(h / 60) % 6;
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector]!;
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** An HSL colour (hue in degrees, saturation and lightness from 0 to 1) as #rrggbb. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  return toHex(hslToRgb([((hue % 360) + 360) % 360, saturation, lightness]));
}

/** Scales the lightness: 0.1 darkens by 10 %, -0.1 lightens by 10 %. */
export function adjustLightness(hex: string, adjustment: number): string {
  const [h, s, l] = rgbToHsl(parseHex(hex));
  const lightness = Math.min(1, Math.max(0, l * (1 - adjustment)));
  return toHex(hslToRgb([h, s, lightness]));
}

export type PaletteEntry = Shade & {value: string};

export function computePalette(baseColor: string, shades: readonly Shade[] = primaryShades): PaletteEntry[] {
  return shades.map((shade) => ({...shade, value: adjustLightness(baseColor, shade.adjustment)}));
}

/** The CSS declarations for a palette, in code order. */
export function paletteToCss(palette: readonly PaletteEntry[], background?: string): string {
  const lines = [...palette]
    .sort((a, b) => a.codeOrder - b.codeOrder)
    .map(({variableName, value}) => `${variableName}: ${value};`);
  if (background) {
    lines.push(`--ifm-background-color: ${background};`);
  }
  return lines.join('\n');
}

/** The canonical spelling of a hex colour: `#rrggbb`, lower case. */
export function normalizeHex(value: string): string {
  return toHex(parseHex(value));
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours, from 1 (none) to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** A complete CSS rule, ready to paste into a stylesheet. */
export function paletteToCssRule(selector: string, palette: readonly PaletteEntry[], background?: string): string {
  const declarations = paletteToCss(palette, background)
    .split('\n')
    .map((line) => `  ${line}`);
  return [`${selector} {`, ...declarations, '}'].join('\n');
}

/**
 * The colour nearest to `foreground` (same hue, lightness moved away from the
 * background) whose contrast against `background` reaches `minimumRatio`.
 */
export function withContrast(foreground: string, background: string, minimumRatio: number): string {
  const darken = relativeLuminance(background) > 0.5;
  let color = normalizeHex(foreground);
  for (let step = 0; step < 100 && contrastRatio(color, background) < minimumRatio; step++) {
    color = adjustLightness(color, darken ? 0.03 : -0.03);
  }
  return color;
}
