import {themes, type PrismTheme} from 'prism-react-renderer';
import {toHex, withContrast} from '../src/utils/colors';

/**
 * Token colours need 4.5:1 against the code background (WCAG AA). Highlighted
 * lines darken that background (src/css/custom.css), which costs GitHub's light
 * theme about a fifth of its contrast, hence the margin.
 */
export const codeContrastRatio = 6;

/** `#rrggbb` or `rgb(r, g, b)`, as prism-react-renderer's themes write colours. */
function toHexColor(color: string): string {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  return rgb ? toHex([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]) : color;
}

/** The theme with every token colour moved just far enough from the background to be readable. */
function withReadableTokens(theme: PrismTheme): PrismTheme {
  const background = toHexColor(theme.plain.backgroundColor!);
  return {
    ...theme,
    styles: theme.styles.map((style) => ({
      ...style,
      style: style.style.color
        ? {...style.style, color: withContrast(toHexColor(style.style.color), background, codeContrastRatio)}
        : style.style,
    })),
  };
}

export const lightCodeTheme = withReadableTokens(themes.github);
export const darkCodeTheme = withReadableTokens(themes.dracula);

/**
 * Prism languages beyond prism-react-renderer's own. The theme registers them in the browser and
 * the build tokenises fenced code blocks with them (config/markdown.ts).
 */
export const additionalPrismLanguages = ['bash', 'diff', 'toml', 'powershell', 'nginx'];
