import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

/**
 * Logs route changes to the console, for deploy previews only (spec §4): on any other build
 * (DEPLOY_PREVIEW unset) the client module is not even bundled.
 */
export default function routeChangeLoggerPlugin(_context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'route-change-logger',
    getClientModules() {
      return options.enabled ? [path.resolve(__dirname, './client/logRouteChanges')] : [];
    },
  };
}
