import {existsSync, readFileSync} from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';
import {resolveSeams, verifySeams} from './verifySeams';
import {routeModalState} from './docSearchBundle';
import {createSearchShortcutScript} from './searchShortcut';

export {validateOptions} from './options';
export {searchIndexStep} from './searchIndexStep';
export {scopedShardsGlob} from './writeIndex';

export type LocalSearchGlobalData = {indexDirectory: string; missingResultsUrl: string};

const clientDir = path.join(__dirname, 'client');
const themeDir = path.join(__dirname, 'theme');

/**
 * Answers the stock DocSearch modal and /search page from an index built with
 * the site: the UI stays the theme's own; only its search client is local.
 * The index itself is written after the build, by the pipeline's search-index step (./searchIndexStep.ts).
 */
export default function localSearchPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {enabled, indexDirectory, devIndexCacheDirectory, missingResultsUrl} = options;
  if (!enabled) {
    return {name: 'local-search'};
  }
  const {seams, stockLiteClient, docSearchBundle} = resolveSeams();
  verifySeams(seams);
  // DocSearch's modal, its state changes routed through client/modalState.ts: written by contentLoaded.
  let modalBundle = docSearchBundle;

  return {
    name: 'local-search',

    // Its SearchBar shadows the search theme's: same button and modal, answered by the local client.
    getThemePath() {
      return themeDir;
    },

    getClientModules() {
      // searchHighlight marks a search's words on the page a hit opens.
      return [path.join(clientDir, 'localSearch.css'), path.join(clientDir, 'searchHighlight.ts')];
    },

    // Keeps a search shortcut pressed before the app has hydrated, and names the modifier key for the
    // button's key caps before the first paint (./searchShortcut.ts).
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: createSearchShortcutScript()}]};
    },

    async contentLoaded({actions}) {
      actions.setGlobalData({indexDirectory, missingResultsUrl} satisfies LocalSearchGlobalData);
      modalBundle = await actions.createData(
        'docsearch-react.js',
        routeModalState(readFileSync(docSearchBundle, 'utf8'), path.join(clientDir, 'modalState.ts')),
      );
    },

    configureWebpack() {
      const devIndexDirectory = path.resolve(context.siteDir, devIndexCacheDirectory);
      return {
        // `docusaurus start` serves the index of the last production build.
        ...(existsSync(devIndexDirectory) && {
          devServer: {static: [{directory: devIndexDirectory, publicPath: context.baseUrl, watch: false}]},
        }),
        resolve: {
          alias: {
            // The stock /search page creates its own Algolia client, with no way to pass another in.
            'algoliasearch/lite$': path.join(clientDir, 'liteClient.ts'),
            // The local client wraps the stock one, which the alias above hides.
            '@local-search/stock-lite-client$': stockLiteClient,
            // A search's answers render as transitions in the modal (./docSearchBundle.ts).
            '@docsearch/react$': modalBundle,
          },
        },
      };
    },
  };
}
