import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Compiler} from 'webpack';
import {pageScriptsPlugin, withPageScripts, type ClientManifest} from './pageScriptsPlugin';

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['runtime~main', 'styles', 'main'], a: ['styles', 'a'], b: ['styles', 'v-123', 'b'], 'r-a': ['r-a']},
  assets: {a: {js: [{file: 'assets/js/a.1.js'}]}},
};

describe('page scripts', () => {
  it("adds a chunk's section to the chunks that the server render looks up for it", () => {
    const result = withPageScripts(manifest, new Map(), new Map([['b', 'r-a']]));
    expect(result.origins.b).toEqual(['styles', 'v-123', 'b', 'r-a']);
    expect(result.origins.a).toEqual(['styles', 'a']);
    expect(result.assets).toBe(manifest.assets);
    // The input stays as it was.
    expect(manifest.origins.b).toEqual(['styles', 'v-123', 'b']);
  });

  it('gives a chunk that went whole into a shared chunk the chunks of its group, and keeps the others', () => {
    const chunkGroups = new Map([
      ['c', ['v-456']],
      ['a', ['a']],
    ]);
    const result = withPageScripts(manifest, chunkGroups, new Map());
    expect(result.origins.c).toEqual(['v-456']);
    expect(result.origins.a).toEqual(['styles', 'a']);
  });

  it('stops the build when a section chunk is missing from the manifest', () => {
    expect(() => withPageScripts(manifest, new Map(), new Map([['b', 'r-z']]))).toThrow(
      'compact-route-tables: the client manifest has no chunk "r-z" for the section of "b".',
    );
  });

  it('rewrites the manifest file after the client build has emitted it', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'manifest-')), 'client-manifest.json');
    writeFileSync(file, JSON.stringify(manifest));
    let afterEmit: ((compilation: unknown) => void) | undefined;
    const compiler = {hooks: {afterEmit: {tap: (_name: string, hook: typeof afterEmit) => (afterEmit = hook)}}};
    pageScriptsPlugin(file, new Map([['a', 'r-a']])).apply(compiler as unknown as Compiler);
    expect(JSON.parse(readFileSync(file, 'utf8')).origins.a).toEqual(['styles', 'a']);
    afterEmit!({namedChunkGroups: new Map([['d', {chunks: [{id: 'v-789'}]}]])});
    const {origins} = JSON.parse(readFileSync(file, 'utf8')) as ClientManifest;
    expect([origins.a, origins.d]).toEqual([['styles', 'a', 'r-a'], ['v-789']]);
  });
});
