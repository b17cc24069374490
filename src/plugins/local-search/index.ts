import {existsSync} from 'fs';
import path from 'path';
import {readdir, readFile} from 'fs/promises';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';
import {resolveSeams, verifySeams} from './verifySeams';
import {collectRecords, copyForDevServer, writeIndex} from './writeIndex';
import {requesterMarker} from './client/requesterMarker';
import {manifestFile} from './engine/indexFormat';

export {validateOptions} from './options';

/** The index file written last, for plugins that must wait for the whole index (the PWA's precache). */
export function indexCompleteFile(indexDirectory: string): string {
  return `${indexDirectory}/${manifestFile}`;
}

export type LocalSearchGlobalData = {indexDirectory: string; missingResultsUrl: string};

const clientDir = path.join(__dirname, 'client');
const themeDir = path.join(__dirname, 'theme');

/** The build must contain the local requester: else search would call Algolia. */
async function assertBundleUsesLocalRequester(outDir: string): Promise<void> {
  const jsDir = path.join(outDir, 'assets/js');
  const files = (await readdir(jsDir)).filter((file) => file.endsWith('.js'));
  for (const file of files) {
    if ((await readFile(path.join(jsDir, file), 'utf8')).includes(requesterMarker)) {
      return;
    }
  }
  throw new Error(
    'Local search: no browser bundle contains the local search requester, so the module aliases did not apply. ' +
      'Check configureWebpack in src/plugins/local-search against the installed bundler.',
  );
}

/**
 * Answers the stock DocSearch modal and /search page from an index built with
 * the site: the UI stays the theme's own; only its search client is local.
 */
export default function localSearchPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {enabled, indexDirectory, sections, devIndexCacheDirectory, missingResultsUrl, contentWeights} = options;
  const {hashRouterPagesDirectory} = options;
  if (!enabled) {
    return {name: 'local-search'};
  }
  const {seams, stockLiteClient} = resolveSeams();
  verifySeams(seams);

  return {
    name: 'local-search',

    // Its SearchBar shadows the search theme's: same button and modal, answered by the local client.
    getThemePath() {
      return themeDir;
    },

    getClientModules() {
      return [path.join(clientDir, 'localSearch.css')];
    },

    async contentLoaded({actions}) {
      actions.setGlobalData({indexDirectory, missingResultsUrl} satisfies LocalSearchGlobalData);
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
          },
        },
      };
    },

    async postBuild({outDir, routesPaths}) {
      await assertBundleUsesLocalRequester(outDir);
      const started = performance.now();
      // The hash router renders one HTML entry and no pages: its index comes from the browser-router build.
      const hashRouter = context.siteConfig.future.experimental_router === 'hash';
      const pagesDir = hashRouter ? path.resolve(context.siteDir, hashRouterPagesDirectory) : outDir;
      const {records, pages} = await collectRecords(pagesDir, routesPaths, sections);
      if (hashRouter && records.length === 0) {
        throw new Error(
          `Local search: the hash-router build indexes the pages of ${pagesDir} (option "hashRouterPagesDirectory"), ` +
            'which has none: run `docusaurus build` there first.',
        );
      }
      const directory = path.join(outDir, indexDirectory);
      const {manifest, files, bytes} = await writeIndex(directory, records, {contentWeights, scriptTwins: hashRouter});
      if (!hashRouter) {
        copyForDevServer(directory, path.resolve(context.siteDir, devIndexCacheDirectory), indexDirectory);
      }
      logger.info`Local search: indexed number=${records.length} records from number=${pages} pages into number=${manifest.shards.length} shards of number=${files} files (number=${Math.round(bytes / 1024)} KiB) in number=${Math.round(performance.now() - started)} ms.`;
    },
  };
}
