import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {exactPathPattern} from '../../utils/exactPathPattern';
import {browserRegistry, browserRouteChunkNames, browserRoutes, parseRegistry, shortChunkNames} from './compactTables';
import type {RouteChunkNames} from './compactTables';

/** The module paths for the debug registry page, written where `@generated/` finds them. */
export const modulePathsFile = 'compact-route-tables/registry-module-paths.json';

/**
 * Writes the browser's route tables beside the generated ones and returns the replacements
 * (generated file, browser file). Run once the routes are generated: configureWebpack is.
 */
export function writeBrowserTables(generatedFilesDir: string): [string, string][] {
  const outDir = path.join(generatedFilesDir, 'compact-route-tables');
  mkdirSync(outDir, {recursive: true});
  const registryFile = path.join(generatedFilesDir, 'registry.js');
  const chunkNamesFile = path.join(generatedFilesDir, 'routesChunkNames.json');
  const routesFile = path.join(generatedFilesDir, 'routes.js');
  const entries = parseRegistry(readFileSync(registryFile, 'utf8'));
  const relative = entries.find(({modulePath}) => modulePath.startsWith('.'));
  if (relative) {
    throw new Error(`compact-route-tables: registry.js loads "${relative.modulePath}", relative to its own folder.`);
  }
  const names = shortChunkNames(entries);
  const routes = browserRoutes(readFileSync(routesFile, 'utf8'));
  const routeChunkNames = JSON.parse(readFileSync(chunkNamesFile, 'utf8')) as RouteChunkNames;
  writeFileSync(path.join(generatedFilesDir, modulePathsFile), JSON.stringify(entries));
  writeFileSync(path.join(outDir, 'registry.js'), browserRegistry(entries, names));
  writeFileSync(path.join(outDir, 'routes.js'), routes.source);
  writeFileSync(
    path.join(outDir, 'routesChunkNames.json'),
    JSON.stringify(browserRouteChunkNames(routeChunkNames, routes.routeKeys, names)),
  );
  return [registryFile, routesFile, chunkNamesFile].map((file) => [file, path.join(outDir, path.basename(file))]);
}

/**
 * Smaller route tables in main.js, which every page loads (facebook/docusaurus#7256). The browser
 * build gets a registry without the module paths and weak module ids that only the server render
 * uses, chunks named a, b, … instead of 8-digit hashes, and routes that write their path once and
 * tell apart the routes of one path by a counter instead of a hash; the server build keeps the
 * generated tables. Production builds only: the dev server regenerates the tables on every edit, after
 * configureWebpack has run.
 */
export default function compactRouteTablesPlugin(context: LoadContext): Plugin {
  return {
    name: 'compact-route-tables',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const replacements = writeBrowserTables(context.generatedFilesDir);
      if (isServer || config.mode !== 'production') {
        return {};
      }
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: replacements.map(
          ([generated, browser]) => new NormalModuleReplacementPlugin(exactPathPattern(generated), browser),
        ),
      };
    },
  };
}
