import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {codeContrastRatio, darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {contrastRatio} from '../../src/utils/colors';

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
