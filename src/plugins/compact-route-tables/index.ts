import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {exactPathPattern} from '../../utils/exactPathPattern';
import {
  browserRegistry,
  browserRegistryLine,
  browserRouteChunkNames,
  browserRoutes,
  chunkNamesIn,
  parseRegistry,
  serverRegistry,
  shortChunkNames,
  shortName,
  vendorChunkName,
} from './compactTables';
import {routeOutline, sectionModule, splitRouteSections} from './lazyRoutes';
import type {RegistryEntry, RouteChunkNames} from './compactTables';
import {chunkUrlByNamePlugin, removeChunkAssetPlugin} from './chunkUrlPlugin';
import {pageScriptsPlugin} from './pageScriptsPlugin';

/** The module paths for the debug registry page, written where `@generated/` finds them. */
export const modulePathsFile = 'compact-route-tables/registry-module-paths.json';

/** The route tree for the debug routes page, written where `@generated/` finds it. */
export const routeOutlineFile = 'compact-route-tables/route-outline.json';

/**
 * Reads the generated registry and routes, and writes the registry's module paths and the route
 * tree for the debug pages, which both bundles render. Run once the routes are generated:
 * configureWebpack is.
 */
export function writeDebugCopies(generatedFilesDir: string): RegistryEntry[] {
  const entries = parseRegistry(readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8'));
  mkdirSync(path.join(generatedFilesDir, 'compact-route-tables'), {recursive: true});
  writeFileSync(path.join(generatedFilesDir, modulePathsFile), JSON.stringify(entries));
  const routes = readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8');
  writeFileSync(path.join(generatedFilesDir, routeOutlineFile), JSON.stringify(routeOutline(routes)));
  return entries;
}

/**
 * Writes the browser's route tables beside the generated ones, from the entries (and into the
 * folder) of writeDebugCopies, and returns the replacements (generated file, browser file) and
 * the section of each chunk that the routes of one section alone use (by browser chunk names).
 * Without `bySection`, every route stays in routes.js.
 */
export function writeBrowserTables(
  generatedFilesDir: string,
  entries: readonly RegistryEntry[],
  {bySection = true}: {bySection?: boolean} = {},
): {replacements: [string, string][]; sectionOfChunk: Map<string, string>} {
  const outDir = path.join(generatedFilesDir, 'compact-route-tables');
  const registryFile = path.join(generatedFilesDir, 'registry.js');
  const chunkNamesFile = path.join(generatedFilesDir, 'routesChunkNames.json');
  const routesFile = path.join(generatedFilesDir, 'routes.js');
  const relative = entries.find(({modulePath}) => modulePath.startsWith('.'));
  if (relative) {
    throw new Error(`compact-route-tables: registry.js loads "${relative.modulePath}", relative to its own folder.`);
  }
  const names = shortChunkNames(entries);
  const routes = browserRoutes(readFileSync(routesFile, 'utf8'));
  const routeChunkNames = browserRouteChunkNames(
    JSON.parse(readFileSync(chunkNamesFile, 'utf8')) as RouteChunkNames,
    routes.routeKeys,
    names,
  );
  const {source, sections} = bySection
    ? splitRouteSections(routes.source, (index) => `r-${shortName(index)}`)
    : {source: routes.source, sections: []};
  // A chunk that the routes of one section alone use is registered by that section.
  const sectionOfKey = new Map(sections.flatMap(({name, routeKeys}) => routeKeys.map((key) => [key, name])));
  const sectionsOfChunk = new Map<string, Set<string>>();
  for (const [key, chunks] of Object.entries(routeChunkNames)) {
    for (const chunk of chunkNamesIn(chunks)) {
      const users = sectionsOfChunk.get(chunk) ?? new Set<string>();
      users.add(sectionOfKey.get(key) ?? '');
      sectionsOfChunk.set(chunk, users);
    }
  }
  const sectionOfChunk = new Map(
    [...sectionsOfChunk].flatMap(([chunk, users]) => {
      const [only] = users;
      return users.size === 1 && only ? [[chunk, only] as const] : [];
    }),
  );
  const sectionOfEntry = (entry: RegistryEntry) => sectionOfChunk.get(names.get(entry.chunkName)!) ?? '';
  const pick = <T>(items: [string, T][], section: string) =>
    items.filter(([key]) => (sectionOfKey.get(key) ?? '') === section);
  // Sections of an earlier build would linger beside the new ones.
  for (const file of readdirSync(outDir).filter((name) => /^r-[a-z]+\.js$/.test(name))) {
    rmSync(path.join(outDir, file));
  }
  for (const {name, items} of sections) {
    writeFileSync(
      path.join(outDir, `${name}.js`),
      sectionModule(
        items,
        Object.fromEntries(pick(Object.entries(routeChunkNames), name)),
        entries.filter((entry) => sectionOfEntry(entry) === name).map((entry) => browserRegistryLine(entry, names)),
      ),
    );
  }
  writeFileSync(
    path.join(outDir, 'registry.js'),
    browserRegistry(
      entries.filter((entry) => sectionOfEntry(entry) === ''),
      names,
    ),
  );
  writeFileSync(path.join(outDir, 'routes.js'), source);
  writeFileSync(
    path.join(outDir, 'routesChunkNames.json'),
    JSON.stringify(Object.fromEntries(pick(Object.entries(routeChunkNames), ''))),
  );
  return {
    replacements: [registryFile, routesFile, chunkNamesFile].map((file) => [
      file,
      path.join(outDir, path.basename(file)),
    ]),
    sectionOfChunk,
  };
}

/**
 * Writes the server render's registry (serverRegistry) beside the generated one, and returns the
 * replacement (generated file, server file).
 */
export function writeServerRegistry(generatedFilesDir: string, entries: readonly RegistryEntry[]): [string, string] {
  const serverFile = path.join(generatedFilesDir, 'compact-route-tables', 'server-registry.js');
  writeFileSync(serverFile, serverRegistry(entries, shortChunkNames(entries)));
  return [path.join(generatedFilesDir, 'registry.js'), serverFile];
}

/**
 * Smaller route tables in main.js, which every page loads (facebook/docusaurus#7256). The browser
 * build gets a registry without the module paths and weak module ids that only the server render
 * uses, chunks named a, b, … instead of 8-digit hashes, and routes that write their path once and
 * tell apart the routes of one path by a counter instead of a hash; the server build keeps the
 * generated tables, with the browser's chunk names in its registry so that each page's HTML loads
 * the page's chunks and section beside main.js (serverRegistry, pageScriptsPlugin.ts). The
 * runtime chunk, which every page loads too, gets shorter chunk maps: each named chunk's id is its
 * name (so no name-to-id maps: chunkUrlPlugin.ts), and shared node_modules chunks get short names
 * (vendorChunkName). Most routes leave main.js for section chunks that the browser loads on demand
 * (lazyRoutes.ts). Production builds only: the dev server regenerates the tables on every edit,
 * after configureWebpack has run.
 */
export default function compactRouteTablesPlugin(context: LoadContext): Plugin {
  return {
    name: 'compact-route-tables',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const entries = writeDebugCopies(context.generatedFilesDir);
      if (config.mode !== 'production') {
        return {};
      }
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      if (isServer) {
        const [generated, server] = writeServerRegistry(context.generatedFilesDir, entries);
        return {plugins: [new NormalModuleReplacementPlugin(exactPathPattern(generated), server)]};
      }
      // The hash router's first render preloads the file's path, not the route in the hash, so
      // it would never load the section of the page it opens on: that copy keeps whole tables.
      const {replacements, sectionOfChunk} = writeBrowserTables(context.generatedFilesDir, entries, {
        bySection: context.siteConfig.future.experimental_router !== 'hash',
      });
      removeChunkAssetPlugin(config.plugins ?? []);
      return {
        optimization: {
          chunkIds: 'named',
          splitChunks: {
            cacheGroups: {
              defaultVendors: {
                test: /[\\/]node_modules[\\/]/,
                priority: -10,
                reuseExistingChunk: true,
                name: (_module: unknown, chunks: {name?: string | null}[]) => vendorChunkName(chunks),
              },
            },
          },
        },
        plugins: [
          ...replacements.map(
            ([generated, browser]) => new NormalModuleReplacementPlugin(exactPathPattern(generated), browser),
          ),
          chunkUrlByNamePlugin(currentBundler.instance),
          // Where @docusaurus/core writes it (lib/webpack/client.js).
          pageScriptsPlugin(path.join(context.generatedFilesDir, 'client-manifest.json'), sectionOfChunk),
        ],
      };
    },
  };
}
