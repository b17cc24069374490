import {describe, expect, it} from 'vitest';
import {minPagesPerSection, routeOutline, sectionModule, splitRouteSections} from './lazyRoutes';

type Route = {path: string; exact?: boolean; routes?: Route[]; loadRoutes?: () => Promise<void>; component: unknown};

const page = (routePath: string, key = '0') => `  {\n    ...route('${routePath}', '${key}'),\n    exact: true\n  }`;
const blogPages = Array.from({length: minPagesPerSection}, (_, i) => page(`/blog/post-${i}/`));

/** A routes.js as browserRoutes writes it: pages, a docs plugin with two versions, the home page, the not-found route. */
function routesSource(pages: string[]): string {
  return `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
const route = (path, key) => ({path, component: ComponentCreator(path, key)});

export default [
${[
  ...pages,
  `  {
    ...route('/docs/', '0'),
    routes: [
      {
        ...route('/docs/2.0/', '0'),
        routes: [
          {
            ...route('/docs/2.0/intro/', '0'),
            exact: true,
            sidebar: "docs"
          }
        ]
      },
      {
        ...route('/docs/', '1'),
        routes: [
          {
            ...route('/docs/it\\'s/', '0'),
            exact: true
          }
        ]
      }
    ]
  }`,
  page('/'),
  `  {
    path: '*',
    component: ComponentCreator('*'),
  }`,
].join(',\n')}
];
`;
}

/** Runs a module of these tables: its imports become arguments, and `import()` of a section calls `load`. */
function run(source: string, imports: Record<string, unknown>, load?: (name: string) => Promise<unknown>): Route[] {
  const body = source
    .replace(/^import (\w+) from .*$/gm, '')
    .replace(
      /\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ '@generated\/compact-route-tables\/\1\.js'\)/g,
      "() => load('$1')",
    )
    .replace('export default [', 'return [');
  return new Function(...Object.keys(imports), 'load', body)(...Object.values(imports), load) as Route[];
}

/** The routes a path matches, level by level, as react-router-config's matchRoutes finds them. */
function matchBranch(routes: Route[], pathname: string): Route[] {
  const route = routes.find(
    ({path: routePath, exact}) =>
      routePath === '*' || (exact ? routePath === pathname : pathname.startsWith(routePath)),
  );
  return route ? [route, ...matchBranch(route.routes ?? [], pathname)] : [];
}

/** What patched preload does: load the sections on the path until none is left, then match. */
async function preload(routes: Route[], pathname: string): Promise<string[]> {
  for (let lazy = matchBranch(routes, pathname).filter((route) => route.loadRoutes); lazy.length > 0;) {
    await Promise.all(lazy.map((route) => route.loadRoutes!()));
    lazy = matchBranch(routes, pathname).filter((route) => route.loadRoutes);
  }
  return matchBranch(routes, pathname).map(({path: routePath}) => routePath);
}

/** The browser tables of `pages` plus the docs plugin, run, with their sections loaded on demand. */
function browserTables(pages: string[], failFirstLoads = 0) {
  const {source, sections} = splitRouteSections(routesSource(pages), (index) => `r-${index}`);
  const registry: Record<string, unknown> = {};
  const routesChunkNames: Record<string, unknown> = {};
  const created: string[] = [];
  const ComponentCreator = (routePath: string, key?: string) => {
    created.push(key === undefined ? routePath : `${routePath}-${key}`);
    return {routePath};
  };
  let failures = failFirstLoads;
  const load = async (name: string) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error(`offline: ${name}`);
    }
    const section = sections.find((item) => item.name === name)!;
    return {default: run(sectionModule(section.items, {}, []), {ComponentCreator, registry, routesChunkNames})};
  };
  const routes = run(source, {React: {}, ComponentCreator, renderRoutes: () => null}, load);
  return {source, sections, routes, created};
}

describe('route tables by section', () => {
  it("moves each docs version's pages to a section that preload loads before matching", async () => {
    const {source, sections, routes, created} = browserTables([]);
    expect(sections.map(({name, routeKeys}) => [name, routeKeys])).toEqual([
      ['r-0', ['/docs/2.0/intro/-0']],
      ['r-1', ["/docs/it's/-0"]],
    ]);
    expect(source).not.toContain('/docs/2.0/intro/');
    expect(created).not.toContain('/docs/2.0/intro/-0');
    expect(matchBranch(routes, '/docs/2.0/intro/').map(({path: routePath}) => routePath)).toEqual([
      '/docs/',
      '/docs/2.0/',
    ]);
    expect(await preload(routes, '/docs/2.0/intro/')).toEqual(['/docs/', '/docs/2.0/', '/docs/2.0/intro/']);
    expect(created).toContain('/docs/2.0/intro/-0');
    // Loaded once: the route no longer asks for it, and the other version is still to load.
    expect(
      routes.find(({path: routePath}) => routePath === '/docs/')!.routes!.map((route) => !!route.loadRoutes),
    ).toEqual([false, true]);
    expect(await preload(routes, "/docs/it's/")).toEqual(['/docs/', '/docs/', "/docs/it's/"]);
  });

  it('gathers the pages of a path segment under one route before the not-found route, which they end on', async () => {
    const {source, sections, routes} = browserTables([...blogPages, page('/about/')]);
    expect(sections.map(({name}) => name)).toEqual(['r-0', 'r-1', 'r-2']);
    expect(sections[2]!.routeKeys).toHaveLength(minPagesPerSection);
    expect(source).not.toContain("'/blog/post-0/'");
    expect(source).toContain("...route('/about/', '0')");
    expect(source.indexOf("lazy({path: '/blog/', component: RouteSection}")).toBeLessThan(source.indexOf("path: '*'"));
    expect(source.indexOf("...route('/', '0')")).toBeLessThan(source.indexOf("lazy({path: '/blog/'"));
    expect(await preload(routes, '/blog/post-3/')).toEqual(['/blog/', '/blog/post-3/']);
    expect(await preload(routes, '/blog/no-such-post/')).toEqual(['/blog/', '*']);
    expect(await preload(routes, '/about/')).toEqual(['/about/']);
    expect(await preload(routes, '/nowhere/')).toEqual(['*']);
  });

  it('leaves pages in place when there are too few, or when a later route could take one of them', () => {
    expect(browserTables(blogPages.slice(1)).sections).toHaveLength(2);
    // A later route that is not exact (though its child is) would take the pages moved after it.
    const laterParent = `  {\n    ...route('/blog/', '1'),\n    routes: [\n${page('/blog/feed/')}\n    ]\n  }`;
    const {source, sections} = browserTables([...blogPages, laterParent]);
    expect(sections).toHaveLength(2);
    expect(source).toContain("...route('/blog/post-0/', '0')");
  });

  it('loads a section again after a failed attempt', async () => {
    const {routes} = browserTables([], 1);
    await expect(preload(routes, '/docs/2.0/intro/')).rejects.toThrow('offline: r-0');
    expect(await preload(routes, '/docs/2.0/intro/')).toEqual(['/docs/', '/docs/2.0/', '/docs/2.0/intro/']);
  });

  it("gives each section's chunk names and registry entries to the tables before creating its routes", () => {
    const registry: Record<string, unknown> = {a: 'kept'};
    const routesChunkNames: Record<string, unknown> = {};
    const seen: unknown[] = [];
    const ComponentCreator = (routePath: string, key: string) => seen.push(routesChunkNames[`${routePath}-${key}`]);
    const module = sectionModule(page('/docs/intro/'), {'/docs/intro/-0': {__comp: 'b'}}, [
      '"b":[()=>import(/* webpackChunkName: "b" */ "@site/docs/intro.md")]',
    ]);
    run(module.replace(/\(\) ?=> ?import\([^)]*\)/g, '() => null'), {ComponentCreator, registry, routesChunkNames});
    expect(seen).toEqual([{__comp: 'b'}]);
    expect(Object.keys(registry)).toEqual(['a', 'b']);
  });

  it('outlines the whole route tree for the debug routes page', () => {
    expect(routeOutline(routesSource([page('/about/')]))).toEqual([
      {path: '/about/', exact: true},
      {
        path: '/docs/',
        exact: false,
        routes: [
          {path: '/docs/2.0/', exact: false, routes: [{path: '/docs/2.0/intro/', exact: true}]},
          {path: '/docs/', exact: false, routes: [{path: "/docs/it's/", exact: true}]},
        ],
      },
      {path: '/', exact: true},
      {path: '*', exact: false},
    ]);
  });
});
