import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The Rspack that Docusaurus builds the site with.
import {rspack} from '@docusaurus/faster';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {WebpackPluginInstance} from 'webpack';
import compileHintsPlugin, {compileHint, compileHintsWebpackPlugin} from './index';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(workDir, {recursive: true, force: true}));

/** Builds a tiny site with the plugin: an entry, a route chunk (named, as the registry names them) and a library loaded on demand. */
async function buildWithHints(): Promise<Map<string, string>> {
  const source = path.join(workDir, 'src');
  const out = path.join(workDir, 'out');
  const files = {
    'main.js': `
      /* Both chunks load on demand; only the named one is a route chunk. */
      export const page = () => import(/* webpackChunkName: "page" */ './page.js');
      export const library = () => import('./library.js');
      console.log(page, library);`,
    'page.js': 'export default function Page() { return "a page"; }',
    'library.js': 'export function draw() { return "a diagram"; }',
  };
  mkdirSync(source, {recursive: true});
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(source, name), content);
  }
  const compiler = rspack({
    mode: 'production',
    context: source,
    entry: {main: './main.js'},
    output: {path: out, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js'},
    optimization: {chunkIds: 'named'},
    devtool: 'source-map',
    plugins: [compileHintsWebpackPlugin() as never],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  return new Map(readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')]));
}

describe('compile-hints', () => {
  // One build serves every test that reads its output.
  let output: Map<string, string>;
  beforeAll(async () => {
    output = await buildWithHints();
  });
  /** The name and text of the built script whose name starts with `prefix` (not its source map). */
  const named = (prefix: string) => [...output].find(([file]) => file.startsWith(prefix) && file.endsWith('.js'))!;

  it('starts the entry and the route chunks with the hint, after minification, and leaves on-demand libraries alone', () => {
    const [mainFile, main] = named('main.');
    const [, page] = named('page.');
    const [libraryFile, library] = named('library_js.');
    expect(main.startsWith(compileHint)).toBe(true);
    expect(page.startsWith(compileHint)).toBe(true);
    expect(library).not.toContain('allFunctionsCalledOnLoad');
    // Minified: the source's own comment is gone and the hint is there once. The file names keep their hashes.
    expect(main).not.toContain('Both chunks load on demand');
    expect(main.split('allFunctionsCalledOnLoad')).toHaveLength(2);
    expect(mainFile).toMatch(/^main\.[0-9a-f]{8}\.js$/);
    expect(libraryFile).toMatch(/^library_js\.[0-9a-f]{8}\.js$/);
  });

  it('keeps the source maps right: the line the hint adds maps to no source', () => {
    const [pageFile, page] = named('page.');
    expect(pageFile).toMatch(/^page\.[0-9a-f]{8}\.js$/);
    expect(page.split('\n')[1]).toContain('"a page"');
    // A map's mappings list the generated lines separated by semicolons: the first, the hint, has none.
    const {mappings} = JSON.parse(output.get(`${pageFile}.map`)!) as {mappings: string};
    expect(mappings.split(';')[0]).toBe('');
    expect(mappings.split(';')[1]).not.toBe('');
  });

  it('hints the production browser bundle only', () => {
    const plugin = compileHintsPlugin({} as never);
    const configure = (mode: 'production' | 'development', isServer: boolean) =>
      plugin.configureWebpack!({mode}, isServer, {} as never, {} as never) as {plugins?: WebpackPluginInstance[]};
    expect(configure('production', false).plugins).toHaveLength(1);
    expect(configure('production', true).plugins).toBeUndefined();
    expect(configure('development', false).plugins).toBeUndefined();
  });
});
