import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  adjustLightness,
  computePalette,
  contrastRatio,
  hslToHex,
  isHexColor,
  normalizeHex,
  paletteToCss,
  paletteToCssRule,
  parseHex,
  primaryShades,
} from '../../src/utils/colors';

describe('primary colour shades', () => {
  it('has the seven adjustments of the spec, each with its input label and orders', () => {
    expect(primaryShades.map((shade) => shade.adjustment)).toEqual([0, 0.1, 0.15, 0.3, -0.1, -0.15, -0.3]);
    expect(new Set(primaryShades.map((shade) => shade.displayOrder)).size).toBe(7);
    expect(new Set(primaryShades.map((shade) => shade.codeOrder)).size).toBe(7);
    expect(primaryShades.every((shade) => shade.adjustmentInput.length > 0)).toBe(true);
  });

  it('darkens and lightens by scaling the HSL lightness', () => {
    expect(adjustLightness('#2e8555', 0)).toBe('#2e8555');
    expect(adjustLightness('#2e8555', 0.1)).toBe('#29784c');
    expect(adjustLightness('#2e8555', -0.3)).toBe('#3cad6f');
    expect(adjustLightness('#ffffff', -0.5)).toBe('#ffffff');
    expect(adjustLightness('#000000', 0.5)).toBe('#000000');
  });

  it('emits the CSS block in code order, with the background last', () => {
    const css = paletteToCss(computePalette('#25c2a0'), '#181920');
    expect(css.split('\n')).toEqual([
      '--ifm-color-primary: #25c2a0;',
      '--ifm-color-primary-dark: #21af90;',
      '--ifm-color-primary-darker: #1fa588;',
      '--ifm-color-primary-darkest: #1a8870;',
      '--ifm-color-primary-light: #29d5b0;',
      '--ifm-color-primary-lighter: #32d8b4;',
      '--ifm-color-primary-lightest: #4fddbf;',
      '--ifm-background-color: #181920;',
    ]);
  });

  it('accepts short and long hex colours and names what is wrong otherwise', () => {
    expect(parseHex('#abc')).toEqual([170, 187, 204]);
    expect(isHexColor('2e8555')).toBe(true);
    expect(isHexColor('green')).toBe(false);
    expect(() => parseHex('green')).toThrow('"green" is not a hex colour: use #rrggbb or #rgb.');
  });

  it('keeps src/css/custom.css in step with the computed palettes', () => {
    const css = readFileSync(new URL('../../src/css/custom.css', import.meta.url), 'utf8');
    const block = (selector: string) =>
      css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)));
    for (const [selector, base, background] of [
      [':root', '#2e8555', '#ffffff'],
      ["[data-theme='dark']", '#25c2a0', '#181920'],
    ] as const) {
      for (const line of paletteToCss(computePalette(base), background).split('\n')) {
        expect(block(selector), `${selector} should declare ${line}`).toContain(line);
      }
    }
  });

  it('spells every hex colour the same way', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex(' 2E8555 ')).toBe('#2e8555');
    expect(() => normalizeHex('#12345')).toThrow('is not a hex colour');
  });

  it('measures the WCAG contrast ratio, whichever colour is the lighter one', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2e8555', '#2e8555')).toBe(1);
    // The usual reference pair: #777 on white just misses the 4.5:1 threshold.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#2e8555', '#ffffff')).toBeGreaterThan(4.5);
  });

  it('wraps a palette in a rule with one indented declaration a line', () => {
    expect(paletteToCssRule(':root', computePalette('#2e8555'), '#ffffff').split('\n')).toEqual([
      ':root {',
      '  --ifm-color-primary: #2e8555;',
      '  --ifm-color-primary-dark: #29784c;',
      '  --ifm-color-primary-darker: #277148;',
      '  --ifm-color-primary-darkest: #205d3b;',
      '  --ifm-color-primary-light: #33925e;',
      '  --ifm-color-primary-lighter: #359962;',
      '  --ifm-color-primary-lightest: #3cad6f;',
      '  --ifm-background-color: #ffffff;',
      '}',
    ]);
  });
});

describe('HSL to hex', () => {
  it('converts primaries, greys and wraps the hue', () => {
    expect(hslToHex(0, 1, 0.5)).toBe('#ff0000');
    expect(hslToHex(120, 1, 0.25)).toBe('#008000');
    expect(hslToHex(0, 0, 0.5)).toBe('#808080');
    expect(hslToHex(480, 1, 0.5)).toBe(hslToHex(120, 1, 0.5));
    expect(hslToHex(-120, 1, 0.5)).toBe(hslToHex(240, 1, 0.5));
  });
});
