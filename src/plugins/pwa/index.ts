import path from 'path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
// The package's types only declare the options; the plugin function is in lib/.
import pluginPwa, {validateOptions as validatePwaOptions} from '@docusaurus/plugin-pwa/lib/index';
import {validateStepOptions, type AfterBuildStep} from '../after-build';

export type Options = Partial<PwaOptions>;

export function validateOptions({validate, options}: OptionValidationContext<Options, PwaOptions>): PwaOptions {
  // The PWA schema fills in every default, which its input type does not express.
  return validatePwaOptions({validate, options: options as PwaOptions});
}

/**
 * The stock PWA plugin, with two changes: its service worker registers once the first page has
 * hydrated (client/registerWhenIdle.ts), and its postBuild (the worker and its precache list) runs as
 * the after-build pipeline's pwa-precache step (precacheStep below), after the search index exists.
 */
export default function pwaPlugin(context: LoadContext, options: PwaOptions): Plugin<void> | null {
  const plugin = pluginPwa(context, options);
  if (!plugin) {
    return null;
  }
  const {postBuild: _runByThePipeline, ...lifecycle} = plugin;
  // The plugin names its theme and client module relative to its own file; Docusaurus would resolve them from this one.
  const pwaLib = path.dirname(require.resolve('@docusaurus/plugin-pwa'));
  const registerWhenIdle = path.join(__dirname, 'client/registerWhenIdle.ts');
  return {
    ...lifecycle,
    getThemePath: () => path.join(pwaLib, 'theme'),
    getTypeScriptThemePath: () => path.join(pwaLib, '../src/theme'),
    getClientModules() {
      if (!options.swRegister) {
        return [];
      }
      const registration = path.resolve(pwaLib, options.swRegister);
      // The stock registration module is loaded once the page has hydrated; one of the site's own runs as the plugin runs it.
      return [registration === path.join(pwaLib, 'registerSw.js') ? registerWhenIdle : registration];
    },
  };
}

/**
 * The after-build step that compiles the service worker and writes its precache list: the stock
 * plugin's own postBuild, run after every step whose files the list must take (the search index).
 * It takes the same options as the plugin.
 */
export function precacheStep(options: Options): AfterBuildStep {
  const validated = validateStepOptions(validateOptions, options);
  return {
    name: 'pwa-precache',
    async run(props) {
      // The build's props carry everything the plugin reads of its context (outDir, baseUrl, siteConfig, i18n).
      await pluginPwa(props, validated)?.postBuild?.({...props, content: undefined});
    },
  };
}
