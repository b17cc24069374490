import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  browserRegistry,
  browserRouteChunkNames,
  browserRoutes,
  parseRegistry,
  shortChunkNames,
  shortName,
  vendorChunkName,
} from './compactTables';
import {modulePathsFile, routeOutlineFile, writeBrowserTables, writeDebugCopies, writeServerRegistry} from './index';

// Two lines in the format @docusaurus/core 3.8.1 writes (codegenRoutes.js), the last one closed on its line.
const generatedRegistry = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "8e9f0a8a": [() => import(/* webpackChunkName: "8e9f0a8a" */ "@site/docs/intro.md"), "@site/docs/intro.md", require.resolveWeak("@site/docs/intro.md")],};
`;

// Routes in the format @docusaurus/core 3.8.1 writes: two routes on one path, a quote in a path, the 404 route.
const generatedRoutes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', '5e9'),
    routes: [
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', 'a1b2'),
        exact: true,
        sidebar: "docs"
      },
      {
        path: '/docs/it\\'s/',
        component: ComponentCreator('/docs/it\\'s/', '0c4'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('compact-route-tables', () => {
  it('reads every chunk of the generated registry', () => {
    expect(parseRegistry(generatedRegistry)).toEqual([
      {chunkName: '17896441', modulePath: '@theme/DocItem'},
      {chunkName: '8e9f0a8a', modulePath: '@site/docs/intro.md'},
    ]);
    expect(parseRegistry('export default {\n};\n')).toEqual([]);
  });

  it('stops, naming the line, when the registry format changes', () => {
    const changed = generatedRegistry.replace('require.resolveWeak', 'resolveWeak');
    expect(() => parseRegistry(changed)).toThrow(/unexpected registry\.js line ".*17896441/);
    expect(() => parseRegistry('module.exports = {};\n')).toThrow('registry.js should be "export default {"');
  });

  it('names chunks with lowercase letters only, each name once', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(shortName)).toEqual(['a', 'b', 'z', 'aa', 'ab', 'zz', 'aaa']);
    const names = Array.from({length: 20_000}, (_, index) => shortName(index));
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^[a-z]+$/.test(name))).toBe(true);
  });

  it('gives the browser a loader per chunk under its short name, without module paths or weak ids', () => {
    const entries = parseRegistry(generatedRegistry);
    const source = browserRegistry(entries, shortChunkNames(entries));
    expect(source).toBe(
      'export default {\n' +
        '"a":[()=>import(/* webpackChunkName: "a" */ "@theme/DocItem")],\n' +
        '"b":[()=>import(/* webpackChunkName: "b" */ "@site/docs/intro.md")]\n' +
        '};\n',
    );
  });

  it('writes each path once and keys the routes of one path 0, 1, …', () => {
    const {source, routeKeys} = browserRoutes(generatedRoutes);
    expect(source).toContain('const route = (path, key) => ({path, component: ComponentCreator(path, key)});');
    expect(source).toContain("...route('/docs/', '0'),\n    routes: [");
    expect(source).toContain("...route('/docs/', '1'),\n        exact: true,\n        sidebar: \"docs\"");
    expect(source).toContain("...route('/docs/it\\'s/', '0'),");
    expect(source).toContain("component: ComponentCreator('*'),");
    expect(source).not.toMatch(/5e9|a1b2|0c4/);
    expect([...routeKeys]).toEqual([
      ['/docs/-5e9', '/docs/-0'],
      ['/docs/-a1b2', '/docs/-1'],
      ["/docs/it's/-0c4", "/docs/it's/-0"],
    ]);
    expect(() => browserRoutes('export default [];\n')).toThrow('routes.js no longer imports ComponentCreator');
  });

  it('renames the chunks of every route, nested props included, and refuses an unknown chunk', () => {
    const names = new Map([
      ['17896441', 'a'],
      ['8e9f0a8a', 'b'],
    ]);
    const routeKeys = new Map([
      ['/docs/intro-3f2', '/docs/intro-0'],
      ['/blog-1a2', '/blog-0'],
      ['/x-123', '/x-0'],
    ]);
    const routes = {
      '/docs/intro-3f2': {__comp: '17896441', content: '8e9f0a8a'},
      '/blog-1a2': {__comp: '17896441', items: [{content: '8e9f0a8a'}], __props: {tags: ['8e9f0a8a']}},
    };
    expect(browserRouteChunkNames(routes, routeKeys, names)).toEqual({
      '/docs/intro-0': {__comp: 'a', content: 'b'},
      '/blog-0': {__comp: 'a', items: [{content: 'b'}], __props: {tags: ['b']}},
    });
    expect(() => browserRouteChunkNames({'/x-123': {__comp: 'ffffffff'}}, routeKeys, names)).toThrow(
      'routesChunkNames.json names chunk "ffffffff", which registry.js lacks.',
    );
    expect(() => browserRouteChunkNames({'/y-456': {__comp: '17896441'}}, routeKeys, names)).toThrow(
      'routesChunkNames.json has route "/y-456", which routes.js lacks.',
    );
  });

  it('writes the browser tables and the debug page list beside the generated files', () => {
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'route-tables-'));
    writeFileSync(path.join(generatedFilesDir, 'registry.js'), generatedRegistry);
    writeFileSync(path.join(generatedFilesDir, 'routes.js'), generatedRoutes);
    writeFileSync(
      path.join(generatedFilesDir, 'routesChunkNames.json'),
      JSON.stringify({
        '/docs/-5e9': {__comp: '17896441'},
        '/docs/-a1b2': {__comp: '17896441', content: '8e9f0a8a'},
        "/docs/it's/-0c4": {__comp: '17896441'},
      }),
    );
    const {replacements} = writeBrowserTables(generatedFilesDir, writeDebugCopies(generatedFilesDir));
    expect(replacements.map(([generated]) => path.basename(generated))).toEqual([
      'registry.js',
      'routes.js',
      'routesChunkNames.json',
    ]);
    const [registry, routes, chunkNames] = replacements.map(([, browser]) => readFileSync(browser, 'utf8'));
    expect(registry).toContain('"b":[()=>import(/* webpackChunkName: "b" */ "@site/docs/intro.md")]');
    expect(routes).toContain("...route('/docs/', '1'),");
    expect(JSON.parse(chunkNames!)).toEqual({
      '/docs/-0': {__comp: 'a'},
      '/docs/-1': {__comp: 'a', content: 'b'},
      "/docs/it's/-0": {__comp: 'a'},
    });
    expect(JSON.parse(readFileSync(path.join(generatedFilesDir, modulePathsFile), 'utf8'))).toEqual(
      parseRegistry(generatedRegistry),
    );
    expect(JSON.parse(readFileSync(path.join(generatedFilesDir, routeOutlineFile), 'utf8'))).toEqual([
      {
        path: '/docs/',
        exact: false,
        routes: [
          {path: '/docs/', exact: true},
          {path: "/docs/it's/", exact: true},
        ],
      },
      {path: '*', exact: false},
    ]);
  });

  it("moves a docs version's pages and the chunks only they use to a section, unless asked not to", () => {
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'route-tables-'));
    writeFileSync(path.join(generatedFilesDir, 'registry.js'), generatedRegistry);
    writeFileSync(
      path.join(generatedFilesDir, 'routes.js'),
      generatedRoutes.replace(
        "        path: '/docs/',\n        component: ComponentCreator('/docs/', 'a1b2'),\n        exact: true,\n        sidebar: \"docs\"",
        "        path: '/docs/',\n        component: ComponentCreator('/docs/', 'a1b2'),\n        routes: [\n          {\n" +
          "            path: '/docs/intro/',\n            component: ComponentCreator('/docs/intro/', 'c3d'),\n" +
          '            exact: true\n          }\n        ]',
      ),
    );
    writeFileSync(
      path.join(generatedFilesDir, 'routesChunkNames.json'),
      JSON.stringify({
        '/docs/-5e9': {__comp: '17896441'},
        '/docs/-a1b2': {__comp: '17896441'},
        '/docs/intro/-c3d': {__comp: '17896441', content: '8e9f0a8a'},
        "/docs/it's/-0c4": {__comp: '17896441'},
      }),
    );
    const read = (file: string) => readFileSync(path.join(generatedFilesDir, 'compact-route-tables', file), 'utf8');
    const {sectionOfChunk} = writeBrowserTables(generatedFilesDir, writeDebugCopies(generatedFilesDir));
    // The doc's content chunk is the section's alone; the component chunk is shared.
    expect([...sectionOfChunk]).toEqual([['b', 'r-a']]);
    expect(read('routes.js')).toContain(
      'import(/* webpackChunkName: "r-a" */ \'@generated/compact-route-tables/r-a.js\')',
    );
    expect(read('routes.js')).not.toContain('/docs/intro/');
    expect(read('r-a.js')).toContain('"b":[()=>import(/* webpackChunkName: "b" */ "@site/docs/intro.md")]');
    expect(read('r-a.js')).toContain('{"/docs/intro/-0":{"__comp":"a","content":"b"}}');
    expect(read('registry.js')).not.toContain('@site/docs/intro.md');
    expect(Object.keys(JSON.parse(read('routesChunkNames.json')))).toEqual(['/docs/-0', '/docs/-1', "/docs/it's/-0"]);

    expect(
      writeBrowserTables(generatedFilesDir, writeDebugCopies(generatedFilesDir), {bySection: false}).sectionOfChunk
        .size,
    ).toBe(0);
    expect(read('routes.js')).toContain("...route('/docs/intro/', '0')");
    expect(read('registry.js')).toContain('@site/docs/intro.md');
    expect(existsSync(path.join(generatedFilesDir, 'compact-route-tables', 'r-a.js'))).toBe(false);
  });

  it("writes a registry for the server render that reports each chunk by the browser's name", () => {
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'route-tables-'));
    writeFileSync(path.join(generatedFilesDir, 'registry.js'), generatedRegistry);
    writeFileSync(path.join(generatedFilesDir, 'routes.js'), generatedRoutes);
    const [generated, server] = writeServerRegistry(generatedFilesDir, writeDebugCopies(generatedFilesDir));
    expect(generated).toBe(path.join(generatedFilesDir, 'registry.js'));
    expect(readFileSync(server, 'utf8')).toBe(
      generatedRegistry
        .replace('"@theme/DocItem", require', '"a", require')
        .replace('"@site/docs/intro.md", require', '"b", require')
        .replace('],};', '],\n};'),
    );
  });

  it('names a shared node_modules chunk after the chunks that share it, in any order', () => {
    const name = vendorChunkName([{name: 'b'}, {name: 'a'}]);
    expect(name).toMatch(/^v-[0-9a-f]{6}$/);
    expect(vendorChunkName([{name: 'a'}, {name: 'b'}])).toBe(name);
    expect(vendorChunkName([{name: 'a'}, {name: 'c'}])).not.toBe(name);
    // A chunk without a name leaves the bundler's own.
    expect(vendorChunkName([{name: 'a'}, {name: null}])).toBeUndefined();
  });
});
