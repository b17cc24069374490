import path from 'path';
import {readdir, readFile} from 'fs/promises';
import logger from '@docusaurus/logger';
import {validateStepOptions, type AfterBuildStep} from '../after-build';
import {validateOptions, type Options} from './options';
import {collectRecords, copyForDevServer, writeIndex} from './writeIndex';
import {readSectionSearches, withSectionSearches} from './sectionSearches';
import {requesterMarker} from './client/requesterMarker';

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
 * The after-build step that extracts the search records from the rendered pages and writes the index
 * the local-search plugin's client reads. It takes the plugin's own options.
 */
export function searchIndexStep(options: Options): AfterBuildStep {
  const {
    indexDirectory,
    sections,
    devIndexCacheDirectory,
    contentWeights,
    hashRouterPagesDirectory,
    scopedPaths,
    reactPagePaths,
    sectionSearches,
  } = validateStepOptions(validateOptions, options);
  return {
    name: 'search-index',
    async run({outDir, routesPaths, siteDir, siteConfig}) {
      await assertBundleUsesLocalRequester(outDir);
      const started = performance.now();
      // The hash router renders one HTML entry and no pages: its index comes from the browser-router build.
      const hashRouter = siteConfig.future.experimental_router === 'hash';
      const pagesDir = hashRouter ? path.resolve(siteDir, hashRouterPagesDirectory) : outDir;
      const {records: pageRecords, pages} = await collectRecords(pagesDir, routesPaths, sections, {
        reactPagePaths,
        landingPagePath: siteConfig.baseUrl,
      });
      const searches = sectionSearches ? await readSectionSearches(path.resolve(siteDir, sectionSearches)) : new Map();
      const {records, unknown} = withSectionSearches(pageRecords, searches);
      if (unknown.length > 0) {
        throw new Error(
          `Local search: ${sectionSearches} has searches for sections that are not on the site (renamed or removed?): ` +
            `${unknown.join(', ')}. Move them to the section's new anchor, or remove them.`,
        );
      }
      if (hashRouter && records.length === 0) {
        throw new Error(
          `Local search: the hash-router build indexes the pages of ${pagesDir} (option "hashRouterPagesDirectory"), ` +
            'which has none: run `docusaurus build` there first.',
        );
      }
      const directory = path.join(outDir, indexDirectory);
      const {manifest, files, bytes} = await writeIndex(directory, records, {
        contentWeights,
        scopedPaths,
        scriptTwins: hashRouter,
      });
      if (!hashRouter) {
        copyForDevServer(directory, path.resolve(siteDir, devIndexCacheDirectory), indexDirectory);
      }
      logger.info`Local search: indexed number=${records.length} records from number=${pages} pages into number=${manifest.shards.length} shards of number=${files} files (number=${Math.round(bytes / 1024)} KiB) in number=${Math.round(performance.now() - started)} ms.`;
    },
  };
}
