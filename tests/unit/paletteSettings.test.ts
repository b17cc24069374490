import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {paletteToCssRule} from '../../src/utils/colors';
import {
  colorModeSelectors,
  computeAdjustedPalette,
  defaultPaletteSettings,
  paletteStorageKey,
  parsePaletteSettings,
  readStoredPaletteSettings,
  removeStoredPaletteSettings,
  serializePaletteSettings,
  writeStoredPaletteSettings,
  type PaletteSettings,
} from '../../src/utils/paletteSettings';

/** An in-memory Storage, enough for the helpers under test. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Storage that refuses every access, as some privacy settings do. */
const blockedStorage = new Proxy({} as Storage, {
  get() {
    throw new Error('The operation is insecure.');
  },
});

const customPalette: PaletteSettings = {
  base: '#1e6fd9',
  background: '#fafafa',
  adjustments: {...defaultPaletteSettings.light.adjustments, '--ifm-color-primary-darkest': 0.5},
};

describe('palette settings', () => {
  it('defaults to the colours of src/css/custom.css in each mode', () => {
    const css = readFileSync(new URL('../../src/css/custom.css', import.meta.url), 'utf8');
    for (const mode of ['light', 'dark'] as const) {
      const settings = defaultPaletteSettings[mode];
      const rule = paletteToCssRule(colorModeSelectors[mode], computeAdjustedPalette(settings), settings.background);
      const [selectorLine, ...declarations] = rule.split('\n').slice(0, -1);
      const block = css.slice(css.indexOf(selectorLine!), css.indexOf('}', css.indexOf(selectorLine!)));
      for (const declaration of declarations) {
        expect(block, `${mode} mode should declare ${declaration.trim()}`).toContain(declaration.trim());
      }
    }
  });

  it('applies each edited adjustment to its own shade only', () => {
    const palette = computeAdjustedPalette(customPalette);
    const byName = Object.fromEntries(palette.map((shade) => [shade.variableName, shade.value]));
    expect(byName['--ifm-color-primary']).toBe('#1e6fd9');
    expect(byName['--ifm-color-primary-darkest']).toBe('#0f376d');
    expect(byName['--ifm-color-primary-dark']).toBe('#1b64c3');
  });

  it('uses one storage key per colour mode', () => {
    expect(paletteStorageKey('light')).toBe('ifm-theme-colors-light');
    expect(paletteStorageKey('dark')).toBe('ifm-theme-colors-dark');
  });

  it('reads back what it stored', () => {
    expect(parsePaletteSettings(serializePaletteSettings(customPalette))).toEqual(customPalette);
  });

  it('gives null for anything that is not a stored palette, so the defaults apply', () => {
    for (const raw of [null, '', '{broken', 'null', '42', '"#2e8555"', '[]', '{}', '{"base":"#2e8555"}']) {
      expect(parsePaletteSettings(raw), String(raw)).toBeNull();
    }
    expect(parsePaletteSettings('{"base":"green","background":"#ffffff","adjustments":{}}')).toBeNull();
  });

  it('normalises stored colours and falls back to the default for each bad adjustment', () => {
    const parsed = parsePaletteSettings(
      JSON.stringify({
        base: '#ABC',
        background: 'FFFFFF',
        adjustments: {
          '--ifm-color-primary-dark': 0.2,
          '--ifm-color-primary-light': 'a lot',
          '--ifm-color-primary-lightest': 7,
        },
      }),
    );
    expect(parsed?.base).toBe('#aabbcc');
    expect(parsed?.background).toBe('#ffffff');
    expect(parsed?.adjustments).toEqual({...defaultPaletteSettings.light.adjustments, '--ifm-color-primary-dark': 0.2});
    expect(parsePaletteSettings('{"base":"#abc","background":"#fff","adjustments":null}')?.adjustments).toEqual(
      defaultPaletteSettings.light.adjustments,
    );
  });

  it('stores, reads and removes a palette per mode', () => {
    const storage = memoryStorage();
    writeStoredPaletteSettings(storage, 'dark', customPalette);
    expect(readStoredPaletteSettings(storage, 'dark')).toEqual(customPalette);
    expect(readStoredPaletteSettings(storage, 'light')).toBeNull();
    removeStoredPaletteSettings(storage, 'dark');
    expect(storage.getItem('ifm-theme-colors-dark')).toBeNull();
  });

  it('treats bad JSON in storage as nothing stored', () => {
    expect(readStoredPaletteSettings(memoryStorage({'ifm-theme-colors-light': '{not json'}), 'light')).toBeNull();
  });

  it('does not throw when storage is missing or blocked', () => {
    expect(readStoredPaletteSettings(undefined, 'light')).toBeNull();
    expect(readStoredPaletteSettings(blockedStorage, 'light')).toBeNull();
    expect(() => writeStoredPaletteSettings(blockedStorage, 'light', customPalette)).not.toThrow();
    expect(() => removeStoredPaletteSettings(blockedStorage, 'light')).not.toThrow();
  });
});
