import type {Plugin} from '@docusaurus/types';

type Rule = {test?: unknown; use?: unknown};
type LoaderUse = {loader?: string; options?: {limit?: number | boolean}};

const isFontRule = (rule: Rule) => rule.test instanceof RegExp && rule.test.test('font.woff2');

/**
 * Docusaurus inlines fonts under 10 KB into the CSS as base64. The site-wide
 * stylesheet imports KaTeX's, whose fourteen small fonts then weigh about 80 KB
 * (compressed) on every page before first paint. As separate files, a font is
 * downloaded only by the pages whose text uses it.
 */
export function keepFontsAsFiles(rules: readonly unknown[]): number {
  let changed = 0;
  for (const rule of rules) {
    if (rule && typeof rule === 'object' && isFontRule(rule as Rule) && Array.isArray((rule as Rule).use)) {
      for (const use of (rule as Rule).use as LoaderUse[]) {
        if (use.loader?.includes('url-loader') && use.options) {
          use.options.limit = false;
          changed += 1;
        }
      }
    }
  }
  return changed;
}

export default function fontFilesPlugin(): Plugin {
  return {
    name: 'font-files',
    configureWebpack(config) {
      if (keepFontsAsFiles(config.module?.rules ?? []) === 0) {
        throw new Error('font-files plugin: no url-loader rule for fonts found in the bundler config.');
      }
      return {};
    },
  };
}
