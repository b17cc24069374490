import {mkdtemp, writeFile} from 'fs/promises';
import os from 'os';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {pathsOutsideBuild, waitForFiles} from '../../src/utils/waitForFiles';

describe('pathsOutsideBuild', () => {
  it('accepts paths inside the build folder', () => {
    expect(pathsOutsideBuild(['search-index/manifest.json', './sitemap.xml'])).toEqual([]);
  });

  it('returns absolute paths, paths leading out, empty entries and entries that are not strings', () => {
    expect(pathsOutsideBuild(['/tmp/a.json', '../a.json', 'docs/../../a.json', '', 3, 'ok.json'])).toEqual([
      '/tmp/a.json',
      '../a.json',
      'docs/../../a.json',
      '',
      3,
    ]);
  });

  it('returns a value that is not a list whole', () => {
    expect(pathsOutsideBuild('search-index/manifest.json')).toEqual(['search-index/manifest.json']);
  });
});

describe('waitForFiles', () => {
  it('resolves once another hook has written every file', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'pwa-wait-'));
    let resolved = false;
    const waiting = waitForFiles(outDir, ['a.json', 'b.json'], {waiter: 'PWA: the precache list', intervalMs: 5}).then(
      () => (resolved = true),
    );
    await writeFile(path.join(outDir, 'a.json'), '{}');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(resolved).toBe(false);
    await writeFile(path.join(outDir, 'b.json'), '{}');
    await waiting;
    expect(resolved).toBe(true);
  });

  it('gives up after the timeout, naming the missing file', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'pwa-wait-'));
    await writeFile(path.join(outDir, 'a.json'), '{}');
    await expect(
      waitForFiles(outDir, ['a.json', 'search-index/manifest.json'], {
        waiter: 'PWA: the precache list',
        timeoutMs: 50,
        intervalMs: 5,
      }),
    ).rejects.toThrow(
      `PWA: the precache list waits for search-index/manifest.json in ${outDir}, which no plugin wrote within 0.05 s.`,
    );
  });
});
