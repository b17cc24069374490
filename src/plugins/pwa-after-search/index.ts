import path from 'path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
// The package's types only declare the options; the plugin function is in lib/.
import pluginPwa, {validateOptions as validatePwaOptions} from '@docusaurus/plugin-pwa/lib/index';
import {pathsOutsideBuild, waitForFiles} from '../../utils/waitForFiles';

export type Options = Partial<PwaOptions> & {
  /**
   * Files (relative to the build folder) that other plugins write in their postBuild, and that the
   * precache list must take: it is made once they all exist. Each must be the last file its plugin writes.
   */
  waitForFiles?: string[];
};

type ValidatedOptions = PwaOptions & {waitForFiles: string[]};

/**
 * The PWA plugin, whose precache list also takes files written after the build, such as the search
 * index: postBuild hooks run in parallel, so its own one would list the build before they exist.
 * Its service worker registers once the first page has hydrated (client/registerWhenIdle.ts).
 */
export default function pwaAfterSearchPlugin(context: LoadContext, options: ValidatedOptions): Plugin<void> | null {
  const {waitForFiles: filesToWaitFor, ...pwaOptions} = options;
  const plugin = pluginPwa(context, pwaOptions);
  if (!plugin) {
    return null;
  }
  const {postBuild} = plugin;
  // The plugin names its theme and client module relative to its own file; Docusaurus would resolve them from this one.
  const pwaLib = path.dirname(require.resolve('@docusaurus/plugin-pwa'));
  const registerWhenIdle = path.join(__dirname, 'client/registerWhenIdle.ts');
  return {
    ...plugin,
    getThemePath: () => path.join(pwaLib, 'theme'),
    getTypeScriptThemePath: () => path.join(pwaLib, '../src/theme'),
    getClientModules() {
      if (!pwaOptions.swRegister) {
        return [];
      }
      const registration = path.resolve(pwaLib, pwaOptions.swRegister);
      // The stock registration waits for the page to hydrate; a module of the site's own runs as the plugin runs it.
      return [registration === path.join(pwaLib, 'registerSw.js') ? registerWhenIdle : registration];
    },
    async postBuild(props) {
      await waitForFiles(props.outDir, filesToWaitFor, {waiter: 'PWA: the precache list'});
      await postBuild?.(props);
    },
  };
}

export function validateOptions({validate, options}: OptionValidationContext<Options, PwaOptions>): ValidatedOptions {
  const {waitForFiles: files = [], ...pwaOptions} = options;
  const outside = pathsOutsideBuild(files);
  if (outside.length > 0) {
    throw new Error(
      `PWA: "waitForFiles" must list paths inside the build folder, such as "search-index/manifest.json"; got ${JSON.stringify(
        outside,
      )}.`,
    );
  }
  // The PWA schema fills in every default, which its input type does not express.
  return {...validatePwaOptions({validate, options: pwaOptions as PwaOptions}), waitForFiles: files};
}
