/**
 * Route tables by section, for the browser. routes.js keeps the routes that any page may need; the
 * rest move to modules of their own, with their chunk names and the registry entries no other
 * route uses:
 * - the children of each second-level route (a docs version: its docs and tag pages);
 * - the top-level pages that share a first path segment (the blog's, the changelog's), gathered
 *   under one route of that segment, which ends on the not-found page as the whole table does.
 * The browser loads a section when a path below it is first preloaded or prefetched: @docusaurus/core
 * does so once patched (patches/@docusaurus+core+3.8.1+002+preload-lazy-routes.patch and
 * patches/@docusaurus+core+3.8.1+003+prefetch-lazy-routes.patch), through the route's `loadRoutes`.
 */

/** A section's routes: its chunk name, the source of its routes (array items) and their route keys. */
export type RouteSection = {name: string; items: string; routeKeys: string[]};

/** Top-level pages under one first path segment, from this many on, become a section. */
export const minPagesPerSection = 10;

type Bracket = {char: '[' | '{'; open: number; close: number; depth: number; parent: Bracket | null};

/**
 * Every array and object literal of the source (outside strings): where it opens and closes, how
 * many arrays enclose it, and the literal right around it. Stops the build on unbalanced brackets.
 */
function brackets(source: string): Bracket[] {
  const all: Bracket[] = [];
  const stack: Bracket[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (char === "'" || char === '"') {
      for (i += 1; i < source.length && source[i] !== char; i += source[i] === '\\' ? 2 : 1);
    } else if (char === '[' || char === '{') {
      const parent = stack.at(-1) ?? null;
      const bracket: Bracket = {
        char,
        open: i,
        close: -1,
        depth: stack.filter((item) => item.char === '[').length,
        parent,
      };
      all.push(bracket);
      stack.push(bracket);
    } else if (char === ']' || char === '}') {
      const bracket = stack.pop();
      if (!bracket || (bracket.char === '[') !== (char === ']')) {
        throw new Error(`compact-route-tables: unbalanced "${char}" at ${i} of routes.js.`);
      }
      bracket.close = i;
    }
  }
  if (stack.length > 0) {
    throw new Error('compact-route-tables: routes.js ends inside a bracket.');
  }
  return all;
}

/** The arrays right inside an object literal (a route's children). */
function arraysIn(object: Bracket, all: Bracket[]): Bracket[] {
  return all.filter(({char, parent}) => char === '[' && parent === object);
}

/** An object literal's own text: without the arrays right inside it (a route's children). */
function ownText(source: string, object: Bracket, all: Bracket[]): string {
  let text = '';
  let cursor = object.open;
  for (const {open, close} of arraysIn(object, all)) {
    text += source.slice(cursor, open);
    cursor = close + 1;
  }
  return text + source.slice(cursor, object.close + 1);
}

const routeCall = /\.\.\.route\('((?:[^'\\]|\\.)*)', '(\d+)'\)/g;

function routeKeysIn(items: string): string[] {
  return Array.from(items.matchAll(routeCall), ([, routePath, key]) => `${routePath!.replace(/\\'/g, "'")}-${key}`);
}

/**
 * Imported through `@generated/`, where index.ts writes the sections: webpack resolves a relative
 * import of the browser's routes.js from the folder of the generated file it replaces.
 */
function lazyRoute(properties: string, name: string): string {
  return `lazy({${properties}}, () => import(/* webpackChunkName: "${name}" */ '@generated/compact-route-tables/${name}.js'))`;
}

const routesProperty = 'routes: ';

/** Each second-level route with children becomes `lazy({…its other properties}, () => import(section))`. */
function splitChildren(
  source: string,
  sectionName: (index: number) => string,
): {source: string; sections: RouteSection[]} {
  const arrays = brackets(source).filter(
    ({char, open, depth, parent}) =>
      char === '[' &&
      depth === 2 &&
      parent?.char === '{' &&
      source.slice(open - routesProperty.length, open) === routesProperty,
  );
  const sections = arrays.map(({open, close}, index) => {
    const items = source.slice(open + 1, close);
    return {name: sectionName(index), items, routeKeys: routeKeysIn(items)};
  });
  let rewritten = source;
  // From the end, so that the offsets still to cut stay right.
  for (let index = arrays.length - 1; index >= 0; index -= 1) {
    const {open, close, parent} = arrays[index]!;
    const before = source.slice(parent!.open + 1, open - routesProperty.length);
    const after = source.slice(close + 1, parent!.close).replace(/^\s*,/, '');
    rewritten =
      rewritten.slice(0, parent!.open) +
      lazyRoute(before + after, sections[index]!.name) +
      rewritten.slice(parent!.close + 1);
  }
  return {source: rewritten, sections};
}

type TopRoute = {open: number; close: number; path: string | null; leaf: boolean; exact: boolean};

/**
 * The top-level pages (exact routes without children) that share a first path segment, at least
 * minPagesPerSection of them, gathered under one route of that segment placed before the final
 * catch-all: each becomes `lazy({path: '/segment/', component: RouteSection}, () => import(section))`.
 * A segment is left alone when moving its pages could change which route a path matches: when a
 * later route that is not exact would match one of them.
 */
function groupPages(
  source: string,
  sectionName: (index: number) => string,
): {source: string; sections: RouteSection[]} {
  const all = brackets(source);
  const table = all.find(
    ({char, depth, open}) => char === '[' && depth === 0 && source.slice(0, open).endsWith('export default '),
  );
  if (!table) {
    throw new Error('compact-route-tables: routes.js has no "export default [".');
  }
  const routes: TopRoute[] = all
    .filter(({char, parent}) => char === '{' && parent === table)
    .map((object) => {
      const text = ownText(source, object, all);
      const [, routePath] = /^\{\s*\.\.\.route\('((?:[^'\\]|\\.)*)'/.exec(text) ?? [];
      const exact = /\bexact: true\b/.test(text);
      return {
        open: object.open,
        close: object.close,
        path: routePath ?? null,
        exact,
        leaf: exact && arraysIn(object, all).length === 0,
      };
    });
  const segmentOf = (route: TopRoute) => (route.leaf ? /^\/([^/]+)\//.exec(route.path ?? '')?.[1] : undefined);
  const bySegment = new Map<string, TopRoute[]>();
  for (const route of routes) {
    const segment = segmentOf(route);
    if (segment) {
      bySegment.set(segment, [...(bySegment.get(segment) ?? []), route]);
    }
  }
  const groups = [...bySegment].filter(
    ([, pages]) =>
      pages.length >= minPagesPerSection &&
      pages.every((page) =>
        routes.every(
          (other) =>
            other.open <= page.open || other.exact || other.path === null || !page.path!.startsWith(other.path),
        ),
      ),
  );
  const moved = new Set(groups.flatMap(([, pages]) => pages));
  const sections = groups.map(([, pages], index) => {
    const items = `${pages.map(({open, close}) => source.slice(open, close + 1)).join(',\n')},\n{path: '*', component: ComponentCreator('*')}`;
    return {name: sectionName(index), items, routeKeys: routeKeysIn(items)};
  });
  // The table ends on the not-found route (path '*'); the gathered pages go right before it.
  const catchAll = routes.find(({open, close}) => /^\{\s*path: '\*'/.test(source.slice(open, close + 1)));
  if (!catchAll || groups.length === 0) {
    return {source, sections: []};
  }
  const edits = [...moved].map(({open, close}) => ({
    start: open,
    // The page and the comma after it.
    end: close + 1 + (/^\s*,\s*/.exec(source.slice(close + 1))?.[0].length ?? 0),
    text: '',
  }));
  edits.push({
    start: catchAll.open,
    end: catchAll.open,
    text: groups
      .map(
        ([segment], index) =>
          `${lazyRoute(`path: '/${segment}/', component: RouteSection`, sections[index]!.name)},\n  `,
      )
      .join(''),
  });
  let rewritten = source;
  for (const {start, end, text} of edits.sort((a, b) => b.start - a.start)) {
    rewritten = rewritten.slice(0, start) + text + rewritten.slice(end);
  }
  return {source: rewritten, sections};
}

const helpers = `import renderRoutes from '@docusaurus/renderRoutes';
// A route whose children are in another chunk: core loads them before matching below it (patches/).
const lazy = (parent, load) => Object.assign(parent, {
  routes: [],
  loadRoutes: () => (parent.routesLoading ??= load().then(
    ({default: routes}) => { parent.routes.push(...routes); delete parent.loadRoutes; },
    (error) => { delete parent.routesLoading; throw error; },
  )),
});
// The route that gathers the pages of a path segment renders them as the table would.
const RouteSection = ({route}) => renderRoutes(route.routes);
`;

/**
 * Splits the browser's routes.js (browserRoutes' output) into the table every page loads and
 * sections, named by `sectionName` ("r-" and letters, apart from the route chunks and vendors).
 */
export function splitRouteSections(
  source: string,
  sectionName: (index: number) => string,
): {source: string; sections: RouteSection[]} {
  const children = splitChildren(source, sectionName);
  const pages = groupPages(children.source, (index) => sectionName(children.sections.length + index));
  const sections = [...children.sections, ...pages.sections];
  const marker = '\nexport default [';
  if (sections.length === 0) {
    return {source, sections};
  }
  return {source: pages.source.replace(marker, `\n${helpers}${marker}`), sections};
}

/**
 * A section's module: it adds its routes' chunk names and its own registry entries to the
 * browser's tables, then creates its routes, whose components read those tables.
 */
export function sectionModule(items: string, chunkNames: object, registryLines: string[]): string {
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    "import registry from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    `Object.assign(registry, {\n${registryLines.join(',\n')}\n});`,
    `Object.assign(routesChunkNames, ${JSON.stringify(chunkNames)});`,
    'const route = (path, key) => ({path, component: ComponentCreator(path, key)});',
    `export default [${items}];`,
    '',
  ].join('\n');
}

/** A route as the debug routes page lists it. */
export type RouteOutline = {path: string; exact: boolean; routes?: RouteOutline[]};

/**
 * The whole route tree of a routes.js, for the debug routes page: the browser's tables lack the
 * sections not loaded yet, so the page reads this copy, the same for the server render and the browser.
 */
export function routeOutline(source: string): RouteOutline[] {
  const all = brackets(source);
  const outline = (array: Bracket): RouteOutline[] =>
    all
      .filter(({char, parent}) => char === '{' && parent === array)
      .map((object) => {
        const text = ownText(source, object, all);
        const [, quotedPath = '*'] = /^\{\s*(?:\.\.\.route\(|path: )'((?:[^'\\]|\\.)*)'/.exec(text) ?? [];
        const [childArray] = arraysIn(object, all);
        return {
          path: quotedPath.replace(/\\'/g, "'"),
          exact: /\bexact: true\b/.test(text),
          ...(childArray && {routes: outline(childArray)}),
        };
      });
  const table = all.find(({char, depth}) => char === '[' && depth === 0);
  return table ? outline(table) : [];
}
