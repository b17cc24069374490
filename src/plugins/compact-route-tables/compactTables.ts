import {createHash} from 'node:crypto';

/** One line of the registry that Docusaurus generates: a chunk name and the module it loads. */
export type RegistryEntry = {chunkName: string; modulePath: string};

/** Route key (path and hash) to the chunk names of its component, context and props, possibly nested. */
export type RouteChunkNames = {[routeKey: string]: ChunkNames};
type ChunkNames = {[key: string]: string | ChunkNames | ChunkNames[] | string[]};

// The line written by @docusaurus/core's codegenRoutes.js for each chunk, paths already escaped.
const registryLine =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)*)"\), "\2", require\.resolveWeak\("\2"\)\],$/;

/**
 * Reads the generated registry.js. It stops the build, naming the line, when an upgrade of
 * Docusaurus changes the format, instead of shipping a registry that loads nothing.
 */
export function parseRegistry(source: string): RegistryEntry[] {
  const head = 'export default {\n';
  const tail = '};\n';
  if (!source.startsWith(head) || !source.endsWith(tail)) {
    throw new Error(
      'compact-route-tables: registry.js should be "export default {" and one line per chunk, closed by "};". ' +
        'Check src/plugins/compact-route-tables against the installed @docusaurus/core.',
    );
  }
  const body = source.slice(head.length, -tail.length);
  return body === ''
    ? []
    : body.split('\n').map((line) => {
        const match = registryLine.exec(line);
        if (!match) {
          throw new Error(
            `compact-route-tables: unexpected registry.js line ${JSON.stringify(line.slice(0, 200))}. ` +
              'Check src/plugins/compact-route-tables against the installed @docusaurus/core.',
          );
        }
        return {chunkName: match[1]!, modulePath: match[2]!};
      });
}

/** a, b, … z, aa, ab, …: lowercase letters only, so no name reads as a numeric chunk id or differs by case alone. */
export function shortName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(97 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/**
 * A short name for a chunk of node_modules code shared by `chunks`, from their names: the same
 * chunks, the same name, so modules are grouped as without names. With named chunk ids, an
 * unnamed chunk's id is made of its module paths (over 100 characters), and every page's runtime
 * lists every chunk's id. Undefined (the long id) when one of the chunks has no name. The hyphen
 * keeps it apart from shortName's.
 */
export function vendorChunkName(chunks: readonly {name?: string | null}[]): string | undefined {
  const names = chunks.map((chunk) => chunk.name);
  if (names.some((name) => !name)) {
    return undefined;
  }
  return `v-${createHash('sha256').update(names.sort().join(',')).digest('hex').slice(0, 6)}`;
}

/** Each chunk's short name, in the registry's order. */
export function shortChunkNames(entries: readonly RegistryEntry[]): Map<string, string> {
  return new Map(entries.map(({chunkName}, index) => [chunkName, shortName(index)]));
}

/**
 * The registry for the browser. Each entry keeps only its loader: the module path (second item)
 * serves the server render, which reports the modules a page used, and the weak module id
 * (third item) serves react-loadable's preloadReady, which Docusaurus never calls. The chunk
 * takes its short name, so the runtime's chunk maps shrink too.
 */
export function browserRegistry(entries: readonly RegistryEntry[], names: ReadonlyMap<string, string>): string {
  return `export default {\n${entries.map((entry) => browserRegistryLine(entry, names)).join(',\n')}\n};\n`;
}

/** One entry of the browser's registry: the chunk's short name and its loader. */
export function browserRegistryLine(
  {chunkName, modulePath}: RegistryEntry,
  names: ReadonlyMap<string, string>,
): string {
  const name = names.get(chunkName)!;
  return `"${name}":[()=>import(/* webpackChunkName: "${name}" */ "${modulePath}")]`;
}

/**
 * The registry for the server render. @docusaurus/core reports the second item of each entry
 * for every chunk a page renders, and looks the reports up in the client manifest, which knows
 * chunks by name only (react-loadable-ssr-addon on webpack 5): with module paths there, a page's
 * HTML loaded main.js alone, which then asked for the page's chunks. With each chunk's browser
 * name there, the HTML loads them beside main.js.
 */
export function serverRegistry(entries: readonly RegistryEntry[], names: ReadonlyMap<string, string>): string {
  const lines = entries.map(
    ({chunkName, modulePath}) =>
      `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), ` +
      `"${names.get(chunkName)!}", require.resolveWeak("${modulePath}")],`,
  );
  return `export default {\n${lines.join('\n')}\n};\n`;
}

/** Every chunk name in a route's chunk names (its component, context and props, possibly nested). */
export function chunkNamesIn(value: ChunkNames[string]): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  return (Array.isArray(value) ? value : Object.values(value)).flatMap((item) => chunkNamesIn(item));
}

function renameChunks(value: ChunkNames[string], names: ReadonlyMap<string, string>): ChunkNames[string] {
  if (typeof value === 'string') {
    const name = names.get(value);
    if (name === undefined) {
      throw new Error(`compact-route-tables: routesChunkNames.json names chunk "${value}", which registry.js lacks.`);
    }
    return name;
  }
  if (Array.isArray(value)) {
    return value.map((item) => renameChunks(item, names)) as ChunkNames[];
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renameChunks(item, names)]));
}

/** routesChunkNames.json with the browser's route keys and the registry's short chunk names. */
export function browserRouteChunkNames(
  routeChunkNames: RouteChunkNames,
  routeKeys: ReadonlyMap<string, string>,
  names: ReadonlyMap<string, string>,
): RouteChunkNames {
  return Object.fromEntries(
    Object.entries(routeChunkNames).map(([routeKey, chunks]) => {
      const browserKey = routeKeys.get(routeKey);
      if (browserKey === undefined) {
        throw new Error(`compact-route-tables: routesChunkNames.json has route "${routeKey}", which routes.js lacks.`);
      }
      return [browserKey, renameChunks(chunks, names) as ChunkNames];
    }),
  );
}

// A route as @docusaurus/core's codegenRoutes.js writes it: its path, then its component under the same path.
const routeHead = /path: '((?:[^'\\]|\\.)*)',\n\s*component: ComponentCreator\('\1', '([0-9a-f]+)'\)/g;
const componentCreatorImport = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";

/**
 * routes.js for the browser. Each route's path is written once, through a helper, instead of
 * twice; and its key, which only has to tell apart the routes of one path, becomes a counter
 * (0, then 1 for a second route on that path) instead of a hash. Returns the new source and
 * each old route key ("path-hash") with its new one.
 */
export function browserRoutes(source: string): {source: string; routeKeys: Map<string, string>} {
  if (!source.includes(componentCreatorImport)) {
    throw new Error(
      'compact-route-tables: routes.js no longer imports ComponentCreator. ' +
        'Check src/plugins/compact-route-tables against the installed @docusaurus/core.',
    );
  }
  const routeKeys = new Map<string, string>();
  const routesOnPath = new Map<string, number>();
  const routes = source.replace(routeHead, (_match, routePath: string, hash: string) => {
    const count = routesOnPath.get(routePath) ?? 0;
    routesOnPath.set(routePath, count + 1);
    routeKeys.set(`${routePath.replace(/\\'/g, "'")}-${hash}`, `${routePath.replace(/\\'/g, "'")}-${count}`);
    return `...route('${routePath}', '${count}')`;
  });
  const helper = 'const route = (path, key) => ({path, component: ComponentCreator(path, key)});\n';
  return {source: routes.replace(componentCreatorImport, componentCreatorImport + helper), routeKeys};
}
