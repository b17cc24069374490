import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** KaTeX's font folder, where the stylesheet imported by config/plugins.ts finds its fonts. */
const katexFontsDir = path.join(path.dirname(require.resolve('katex/package.json')), 'dist', 'fonts');

type Rule = {test?: unknown; exclude?: unknown};

/**
 * Docusaurus inlines fonts under 10 KB into the CSS as base64. The site-wide stylesheet imports
 * KaTeX's, whose fourteen small fonts would then weigh about 80 KB (compressed) on every page before
 * first paint. This rule emits them as files instead, so a font is downloaded only by the pages whose
 * text uses it. Every other font keeps the stock rule.
 */
export function katexFontRule(isServer: boolean) {
  return {
    test: /\.(?:woff2?|ttf)$/i,
    include: katexFontsDir,
    type: 'asset/resource' as const,
    // The server bundle only needs the URL; the client build writes the file.
    generator: {filename: 'assets/fonts/[name]-[contenthash][ext]', emit: !isServer},
  };
}

/** The stock font rule: the one rule whose test accepts a .woff2 file. */
export function findStockFontRule(rules: readonly unknown[]): Rule | undefined {
  return rules.find(
    (rule): rule is Rule =>
      !!rule &&
      typeof rule === 'object' &&
      (rule as Rule).test instanceof RegExp &&
      ((rule as Rule).test as RegExp).test('font.woff2'),
  );
}

export default function katexFontsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'katex-fonts',
    configureWebpack(config, isServer) {
      const stockFontRule = findStockFontRule(config.module?.rules ?? []);
      if (!stockFontRule || stockFontRule.exclude !== undefined) {
        throw new Error(
          'katex-fonts plugin: expected one font rule without `exclude` in the bundler config ' +
            '(@docusaurus/utils, webpackUtils fonts()): the framework changed it.',
        );
      }
      // Two rules matching one file would chain their loaders: KaTeX's fonts leave the stock rule for ours.
      stockFontRule.exclude = katexFontsDir;
      return {module: {rules: [katexFontRule(isServer)]}};
    },
  };
}
