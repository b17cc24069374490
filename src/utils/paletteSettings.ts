import {siteColors} from '../../config/site';
import {computePalette, isHexColor, normalizeHex, primaryShades, type PaletteEntry} from './colors';

/**
 * What the colour generator lets a reader choose for one colour mode, and how
 * that choice is kept in session storage between page loads.
 */
export type ColorModeName = 'light' | 'dark';

export type PaletteSettings = {
  /** Base primary colour, `#rrggbb`. */
  base: string;
  /** Page background colour, `#rrggbb`. */
  background: string;
  /** Lightness adjustment of each shade, keyed by its CSS variable name. */
  adjustments: Record<string, number>;
};

/**
 * The stylesheet selector that holds each mode's palette. Infima sets its dark
 * background on `html[data-theme='dark']`, so a dark rule needs that much
 * specificity for its background to apply.
 */
export const colorModeSelectors: Record<ColorModeName, string> = {
  light: ':root',
  dark: "html[data-theme='dark']",
};

/** Adjustments are fractions of the lightness, so they stay within ±100 %. */
export const adjustmentRange = {min: -1, max: 1} as const;

const defaultAdjustments: Record<string, number> = Object.fromEntries(
  primaryShades.map((shade) => [shade.variableName, shade.adjustment]),
);

/** The site's own colours, as declared in src/css/custom.css. */
export const defaultPaletteSettings: Record<ColorModeName, PaletteSettings> = {
  light: {base: siteColors.light.primary, background: siteColors.light.background, adjustments: defaultAdjustments},
  dark: {base: siteColors.dark.primary, background: siteColors.dark.background, adjustments: defaultAdjustments},
};

export function paletteStorageKey(mode: ColorModeName): string {
  return `ifm-theme-colors-${mode}`;
}

export function isValidAdjustment(value: number): boolean {
  return Number.isFinite(value) && value >= adjustmentRange.min && value <= adjustmentRange.max;
}

/** The seven shades of a palette, each with the adjustment the reader chose. */
export function computeAdjustedPalette({base, adjustments}: PaletteSettings): PaletteEntry[] {
  return computePalette(
    base,
    primaryShades.map((shade) => ({...shade, adjustment: adjustments[shade.variableName] ?? shade.adjustment})),
  );
}

export function serializePaletteSettings(settings: PaletteSettings): string {
  return JSON.stringify(settings);
}

function readHex(value: unknown): string | null {
  return typeof value === 'string' && isHexColor(value) ? normalizeHex(value) : null;
}

/**
 * Reads a stored palette. Anything that is not a palette (bad JSON, a wrong
 * shape, an invalid colour) gives null, so the caller falls back to the
 * defaults; an adjustment that is missing or out of range keeps its default.
 */
export function parsePaletteSettings(raw: string | null): PaletteSettings | null {
  if (raw === null) {
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const {base, background, adjustments} = data as Record<string, unknown>;
  const baseHex = readHex(base);
  const backgroundHex = readHex(background);
  if (baseHex === null || backgroundHex === null) {
    return null;
  }
  const storedAdjustments =
    typeof adjustments === 'object' && adjustments !== null ? (adjustments as Record<string, unknown>) : {};
  return {
    base: baseHex,
    background: backgroundHex,
    adjustments: Object.fromEntries(
      primaryShades.map(({variableName, adjustment}) => {
        const stored = storedAdjustments[variableName];
        return [variableName, typeof stored === 'number' && isValidAdjustment(stored) ? stored : adjustment];
      }),
    ),
  };
}

/**
 * Storage can be missing or throw (private browsing, blocked cookies): the
 * generator then works for the current page view only.
 */
export function readStoredPaletteSettings(storage: Storage | undefined, mode: ColorModeName): PaletteSettings | null {
  try {
    return parsePaletteSettings(storage?.getItem(paletteStorageKey(mode)) ?? null);
  } catch {
    return null;
  }
}

export function writeStoredPaletteSettings(
  storage: Storage | undefined,
  mode: ColorModeName,
  settings: PaletteSettings,
): void {
  try {
    storage?.setItem(paletteStorageKey(mode), serializePaletteSettings(settings));
  } catch {
    // The palette still applies to this page view.
  }
}

export function removeStoredPaletteSettings(storage: Storage | undefined, mode: ColorModeName): void {
  try {
    storage?.removeItem(paletteStorageKey(mode));
  } catch {
    // Nothing was stored, or storage is unavailable: the defaults apply either way.
  }
}
