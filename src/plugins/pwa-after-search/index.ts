import path from 'path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
// The package's types only declare the options; the plugin function is in lib/.
import pluginPwa, {validateOptions as validatePwaOptions} from '@docusaurus/plugin-pwa/lib/index';
import {searchIndexWritten} from '../local-search/writeIndex';

export type Options = Partial<PwaOptions> & {
  /** Whether the local search plugin writes an index this build must precache. */
  waitForSearchIndex?: boolean;
};

/**
 * The PWA plugin, whose precache list also takes the search index: postBuild
 * hooks run in parallel, so its own one would list the build before the local
 * search plugin has written the index.
 */
export default function pwaAfterSearchPlugin(
  context: LoadContext,
  options: PwaOptions & {waitForSearchIndex: boolean},
): Plugin<void> | null {
  const {waitForSearchIndex, ...pwaOptions} = options;
  const plugin = pluginPwa(context, pwaOptions);
  if (!plugin) {
    return null;
  }
  const {postBuild} = plugin;
  // The plugin names its theme and client module relative to its own file; Docusaurus would resolve them from this one.
  const pwaLib = path.dirname(require.resolve('@docusaurus/plugin-pwa'));
  return {
    ...plugin,
    getThemePath: () => path.join(pwaLib, 'theme'),
    getTypeScriptThemePath: () => path.join(pwaLib, '../src/theme'),
    getClientModules: () => (pwaOptions.swRegister ? [path.resolve(pwaLib, pwaOptions.swRegister)] : []),
    async postBuild(props) {
      if (waitForSearchIndex) {
        await searchIndexWritten(props.outDir);
      }
      await postBuild?.(props);
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PwaOptions>): PwaOptions & {waitForSearchIndex: boolean} {
  const {waitForSearchIndex = false, ...pwaOptions} = options;
  // The PWA schema fills in every default, which its input type does not express.
  return {...validatePwaOptions({validate, options: pwaOptions as PwaOptions}), waitForSearchIndex};
}
