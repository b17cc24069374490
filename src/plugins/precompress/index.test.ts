import {promises as fs} from 'fs';
import {mkdtemp, readFile, readdir, rm, utimes, writeFile, mkdir} from 'fs/promises';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {precompressStep, validateOptions} from './index';
import {DEFAULT_OPTIONS} from './options';
import {entryBundles, longestJobsFirst, precompressDirectory, shouldCompress} from './compress';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never});

describe('precompress options', () => {
  it('defaults to brotli and gzip copies of text files of 1 KiB or more', () => {
    const {id: _id, ...options} = validate({}) as typeof DEFAULT_OPTIONS & {id: string};
    expect(options).toEqual(DEFAULT_OPTIONS);
  });

  it('rejects an extension written with its dot', () => {
    expect(() => validate({extensions: ['.js']})).toThrow(/extension without a dot/);
  });

  it('rejects a brotli quality above 11', () => {
    expect(() => validate({brotliQuality: 12})).toThrow(/"brotliQuality" must be less than or equal to 11/);
  });

  it('rejects a negative size threshold', () => {
    expect(() => validate({minSize: -1})).toThrow(/"minSize" must be greater than or equal to 0/);
  });
});

describe('longestJobsFirst', () => {
  it('orders files by size times the cost of their brotli quality', () => {
    const entries = new Set(['assets/js/main.js']);
    const order = longestJobsFirst(
      [
        {file: 'docs/index.html', size: 300_000},
        {file: 'assets/js/chunk.js', size: 40_000},
        {file: 'assets/js/main.js', size: 100_000},
        {file: 'blog/index.html', size: 20_000},
      ],
      DEFAULT_OPTIONS,
      entries,
    );
    // main.js at quality 11 costs more than a page three times its size at quality 6.
    expect(order).toEqual(['assets/js/main.js', 'assets/js/chunk.js', 'docs/index.html', 'blog/index.html']);
  });
});

describe('shouldCompress', () => {
  it('takes text files at or above the threshold, whatever the case of the extension', () => {
    expect(shouldCompress('assets/js/main.1a2b.js', 1024, DEFAULT_OPTIONS)).toBe(true);
    expect(shouldCompress('INDEX.HTML', 5000, DEFAULT_OPTIONS)).toBe(true);
  });

  it('skips small files and binary formats', () => {
    expect(shouldCompress('assets/js/tiny.js', 1023, DEFAULT_OPTIONS)).toBe(false);
    expect(shouldCompress('img/photo.png', 50_000, DEFAULT_OPTIONS)).toBe(false);
    expect(shouldCompress('assets/js/main.js.br', 50_000, DEFAULT_OPTIONS)).toBe(false);
  });
});

describe('precompress step', () => {
  let outDir: string;
  const bigHtml = `<!doctype html><html><body>${'<p>Compressible paragraph.</p>'.repeat(200)}</body></html>`;

  beforeEach(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await mkdir(path.join(outDir, 'docs'));
    await writeFile(path.join(outDir, 'docs', 'index.html'), bigHtml);
    await writeFile(path.join(outDir, 'small.css'), 'a{color:red}');
    await writeFile(path.join(outDir, 'logo.png'), Buffer.alloc(4096, 1));
  });

  afterEach(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  const runStep = (options: object) => precompressStep(options).run({outDir, baseUrl: '/'} as never);

  it('writes .br and .gz copies that decompress to the original', async () => {
    await runStep({});
    const htmlPath = path.join(outDir, 'docs', 'index.html');
    expect(zlib.brotliDecompressSync(await readFile(`${htmlPath}.br`)).toString()).toBe(bigHtml);
    expect(zlib.gunzipSync(await readFile(`${htmlPath}.gz`)).toString()).toBe(bigHtml);
    expect((await readFile(`${htmlPath}.br`)).length).toBeLessThan(bigHtml.length / 10);
  });

  it('leaves small and binary files without copies', async () => {
    await runStep({});
    expect((await readdir(outDir)).sort()).toEqual(['docs', 'logo.png', 'small.css']);
  });

  it('finds the bundles every page links to in the 404 page, under the base URL', async () => {
    await writeFile(
      path.join(outDir, '404.html'),
      '<link rel=stylesheet href=/site/assets/css/styles.1a.css><script src="/site/assets/js/main.2b.js" defer></script>' +
        '<script src=/site/assets/js/runtime~main.3c.js defer></script><a href=/site/docs/>Docs</a>',
    );
    expect([...(await entryBundles(outDir, '/site/'))].sort()).toEqual(
      ['assets/css/styles.1a.css', 'assets/js/main.2b.js', 'assets/js/runtime~main.3c.js'].map((file) =>
        path.join(outDir, file),
      ),
    );
    await rm(path.join(outDir, '404.html'));
    expect((await entryBundles(outDir, '/')).size).toBe(0);
  });

  it('compresses the entry bundles at their own quality', async () => {
    const script = `${Array.from({length: 400}, (_, i) => `export const value${i} = ${i * 7919} % 97;`).join('\n')}`;
    await mkdir(path.join(outDir, 'assets/js'), {recursive: true});
    await writeFile(path.join(outDir, 'assets/js/main.js'), script);
    await writeFile(path.join(outDir, 'assets/js/chunk.js'), script);
    await writeFile(path.join(outDir, '404.html'), `<script src=/assets/js/main.js></script>${bigHtml}`);
    await precompressDirectory(outDir, {...DEFAULT_OPTIONS, entryBrotliQuality: 11, bundleBrotliQuality: 1});
    const size = async (file: string) => (await readFile(path.join(outDir, 'assets/js', file))).length;
    expect(await size('main.js.br')).toBeLessThan(await size('chunk.js.br'));
    expect(zlib.brotliDecompressSync(await readFile(path.join(outDir, 'assets/js/main.js.br'))).toString()).toBe(
      script,
    );
  });

  it('stops, naming the file, when another hook rewrites a file while it is compressed', async () => {
    const htmlPath = path.join(outDir, 'docs', 'index.html');
    const writeFile = fs.writeFile.bind(fs);
    // The sitemap plugin's postBuild, say, writes the page again while its copies are being written.
    const spy = vi.spyOn(fs, 'writeFile').mockImplementation(async (file, data) => {
      await writeFile(file, data);
      if (file === `${htmlPath}.br`) {
        await utimes(htmlPath, new Date(), new Date(Date.now() + 60_000));
      }
    });
    try {
      await expect(runStep({})).rejects.toThrow(`${htmlPath} changed while it was compressed`);
    } finally {
      spy.mockRestore();
    }
  });

  it('names a wrong option when the step is declared, before any build', () => {
    expect(() => precompressStep({brotliQuality: 12})).toThrow(/"brotliQuality" must be less than or equal to 11/);
  });

  it('writes only the formats turned on', async () => {
    await runStep({gzip: false});
    expect((await readdir(path.join(outDir, 'docs'))).sort()).toEqual(['index.html', 'index.html.br']);
  });
});
