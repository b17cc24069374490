import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {browserRegistry, browserRouteChunkNames, parseRegistry, shortChunkNames, shortName} from './compactTables';
import {modulePathsFile, writeBrowserTables} from './index';

// Two lines in the format @docusaurus/core 3.8.1 writes (codegenRoutes.js), the last one closed on its line.
const generatedRegistry = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "8e9f0a8a": [() => import(/* webpackChunkName: "8e9f0a8a" */ "@site/docs/intro.md"), "@site/docs/intro.md", require.resolveWeak("@site/docs/intro.md")],};
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

  it('renames the chunks of every route, nested props included, and refuses an unknown chunk', () => {
    const names = new Map([
      ['17896441', 'a'],
      ['8e9f0a8a', 'b'],
    ]);
    const routes = {
      '/docs/intro-3f2': {__comp: '17896441', content: '8e9f0a8a'},
      '/blog-1a2': {__comp: '17896441', items: [{content: '8e9f0a8a'}], __props: {tags: ['8e9f0a8a']}},
    };
    expect(browserRouteChunkNames(routes, names)).toEqual({
      '/docs/intro-3f2': {__comp: 'a', content: 'b'},
      '/blog-1a2': {__comp: 'a', items: [{content: 'b'}], __props: {tags: ['b']}},
    });
    expect(() => browserRouteChunkNames({'/x-123': {__comp: 'ffffffff'}}, names)).toThrow(
      'routesChunkNames.json names chunk "ffffffff", which registry.js lacks.',
    );
  });

  it('writes the browser tables and the debug page list beside the generated files', () => {
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'route-tables-'));
    writeFileSync(path.join(generatedFilesDir, 'registry.js'), generatedRegistry);
    writeFileSync(
      path.join(generatedFilesDir, 'routesChunkNames.json'),
      JSON.stringify({'/docs/intro-3f2': {__comp: '17896441', content: '8e9f0a8a'}}),
    );
    const replacements = writeBrowserTables(generatedFilesDir);
    expect(replacements.map(([generated]) => path.basename(generated))).toEqual([
      'registry.js',
      'routesChunkNames.json',
    ]);
    const [registry, chunkNames] = replacements.map(([, browser]) => readFileSync(browser, 'utf8'));
    expect(registry).toContain('"b":[()=>import(/* webpackChunkName: "b" */ "@site/docs/intro.md")]');
    expect(JSON.parse(chunkNames!)).toEqual({'/docs/intro-3f2': {__comp: 'a', content: 'b'}});
    expect(JSON.parse(readFileSync(path.join(generatedFilesDir, modulePathsFile), 'utf8'))).toEqual(
      parseRegistry(generatedRegistry),
    );
  });
});
