import {mkdtemp, writeFile} from 'fs/promises';
import os from 'os';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions} from './index';
import {waitForFiles} from './waitForFiles';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never});

describe('pwa-after-search options', () => {
  it('waits for nothing by default, and keeps the PWA defaults', () => {
    expect(validate({})).toMatchObject({waitForFiles: [], swRegister: expect.any(String)});
  });

  it('takes paths inside the build folder and names any other', () => {
    expect(validate({waitForFiles: ['search-index/manifest.json']}).waitForFiles).toEqual([
      'search-index/manifest.json',
    ]);
    expect(() => validate({waitForFiles: ['/tmp/manifest.json', '../manifest.json']})).toThrow(
      'PWA: "waitForFiles" must list paths inside the build folder, such as "search-index/manifest.json"; got ["/tmp/manifest.json","../manifest.json"].',
    );
    expect(() => validate({waitForFiles: 'search-index/manifest.json'})).toThrow('"waitForFiles" must list paths');
  });
});

describe('waitForFiles', () => {
  it('resolves once another hook has written every file', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'pwa-wait-'));
    let resolved = false;
    const waiting = waitForFiles(outDir, ['a.json', 'b.json'], {intervalMs: 5}).then(() => (resolved = true));
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
      waitForFiles(outDir, ['a.json', 'search-index/manifest.json'], {timeoutMs: 50, intervalMs: 5}),
    ).rejects.toThrow(
      `PWA: the precache list waits for search-index/manifest.json in ${outDir}, which no plugin wrote within 0.05 s.`,
    );
  });
});
