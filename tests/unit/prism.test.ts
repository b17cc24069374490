import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {codeContrastRatio, darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {contrastRatio, parseHex, toHex} from '../../src/utils/colors';

/** The highlighted-line backgrounds of src/css/custom.css (light rule first), as black overlays. */
const highlightOverlays = [
  ...readFileSync('src/css/custom.css', 'utf8').matchAll(
    /--docusaurus-highlighted-code-line-bg: rgba\(0, 0, 0, ([\d.]+)\)/g,
  ),
].map((match) => Number(match[1]));

/** The colour of a black overlay of the given opacity over a background. */
function darkened(background: string, opacity: number): string {
  const [r, g, b] = parseHex(background);
  return toHex([r, g, b].map((channel) => Math.round(channel * (1 - opacity))) as [number, number, number]);
}

describe('code block themes', () => {
  for (const [name, theme] of [
    ['light (GitHub)', lightCodeTheme],
    ['dark (Dracula)', darkCodeTheme],
  ] as const) {
    it(`every ${name} token colour reaches ${codeContrastRatio}:1 against the code background`, () => {
      for (const {types, style} of theme.styles) {
        if (style.color) {
          expect(contrastRatio(style.color, theme.plain.backgroundColor!), types.join(', ')).toBeGreaterThanOrEqual(
            codeContrastRatio,
          );
        }
      }
    });
  }

  it('every token colour stays at 4.5:1 or more on a highlighted line, in both modes', () => {
    expect(highlightOverlays).toHaveLength(2);
    [lightCodeTheme, darkCodeTheme].forEach((theme, mode) => {
      const background = darkened(theme.plain.backgroundColor!, highlightOverlays[mode]!);
      for (const {types, style} of theme.styles) {
        if (style.color) {
          expect(contrastRatio(style.color, background), types.join(', ')).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  });

  it('keeps the colours that were already readable', () => {
    const functionVariable = (theme: typeof lightCodeTheme) =>
      theme.styles.find((s) => s.types.includes('function-variable'))?.style.color;
    expect(functionVariable(themes.github)).toBe('#6f42c1');
    expect(functionVariable(lightCodeTheme)).toBe('#6f42c1');
  });

  it('darkens the low-contrast GitHub comment colour', () => {
    const comment = lightCodeTheme.styles.find((s) => s.types.includes('comment'))!.style.color!;
    expect(contrastRatio('#999988', '#f6f8fa')).toBeLessThan(codeContrastRatio);
    expect(comment).not.toBe('#999988');
  });
});
