import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {exactPathPattern} from '../../utils/exactPathPattern';

/**
 * theme-classic's client module that registers the site's extra Prism languages. Client modules
 * run on every page, so it put Prism into main.js, which every page loads, code or not
 * (bench/ablation.md, prism-client-module).
 */
export const themeClassicPrismClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages.js',
);

/** Does nothing in place of that client module: client/browserTokenizer registers the languages. */
const emptyClientModule = path.join(__dirname, 'client/emptyClientModule.ts');

/** Stops the build when an upgrade of the theme moves what this plugin replaces. */
export function assertPrismClientModule(file = themeClassicPrismClientModule): void {
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (!source.includes('prismIncludeLanguages(Prism)')) {
    throw new Error(
      `code-highlighting: ${file} should be theme-classic's client module that calls prismIncludeLanguages(Prism). ` +
        'Check src/plugins/code-highlighting against the installed @docusaurus/theme-classic.',
    );
  }
}

/** Matches the absolute path of theme-classic's Prism client module, on any platform. */
export function prismClientModulePattern(file = themeClassicPrismClientModule): RegExp {
  return exactPathPattern(file);
}

/**
 * Code blocks highlighted at build time, so that no page loads Prism for its fenced blocks:
 * - remarkCodeBlocks.ts (a remark step of every content plugin, config/markdown.ts) tokenises each
 *   fenced block in Node and makes it a CodeBlock element that its page imports;
 * - the theme components of ./theme, given to Docusaurus through getThemePath, render those tokens
 *   (CodeBlock, CodeBlock/Content) and leave fenced blocks out of the MDX `code` component
 *   (MDXComponents/Code), which would bring CodeBlock and Prism to every Markdown page;
 * - theme-classic's client module that registers the extra Prism languages, which put Prism into
 *   main.js, is replaced by an empty one. A block that a component fills at run time loads Prism, with
 *   those languages, on its own (client/browserTokenizer.ts); live code blocks bring their editor's copy.
 * A theme (config/plugins.ts `themes`), listed after theme-live-codeblock, so that its CodeBlock is the
 * one pages get: it hands `live` blocks to the live editor itself.
 */
export default function codeHighlightingPlugin(_context: LoadContext): Plugin {
  assertPrismClientModule();
  return {
    name: 'code-highlighting',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(prismClientModulePattern(), emptyClientModule)]};
    },
  };
}
