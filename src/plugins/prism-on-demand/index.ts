import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {exactPathPattern} from '../../utils/exactPathPattern';

/**
 * theme-classic's client module that registers the site's extra Prism languages. Client modules
 * run on every page, so it put Prism (about 23 KiB compressed) into main.js, which every page
 * loads, code or not.
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
      `prism-on-demand: ${file} should be theme-classic's client module that calls prismIncludeLanguages(Prism). ` +
        'Check src/plugins/prism-on-demand against the installed @docusaurus/theme-classic.',
    );
  }
}

/** Matches the absolute path of theme-classic's Prism client module, on any platform. */
export function prismClientModulePattern(file = themeClassicPrismClientModule): RegExp {
  return exactPathPattern(file);
}

/**
 * Moves code highlighting out of main.js: theme-classic's Prism client module is replaced by an
 * empty one. Fenced blocks come tokenised from the build (src/markdown/remarkCodeBlocks.ts, with
 * this folder's tokenize and buildPrism), and src/theme/CodeBlock/Content renders those tokens; it
 * loads Prism, with the extra languages (client/browserTokenizer), only for a block filled at run
 * time. Live code blocks bring their editor's own copy.
 */
export default function prismOnDemandPlugin(_context: LoadContext): Plugin {
  assertPrismClientModule();
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(prismClientModulePattern(), emptyClientModule)]};
    },
  };
}
