import {promises as fs} from 'fs';
import path from 'path';
import {promisify} from 'util';
import zlib from 'zlib';
import {eachLimited} from '../../utils/eachLimited';
import type {PluginOptions} from './options';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type CompressionSummary = {files: number; bytes: number; brotliBytes: number; gzipBytes: number};

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const fullPath = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* walk(fullPath);
    } else if (entry.isFile()) {
      yield fullPath;
    }
  }
}

/** Whether a file of this name and size gets compressed copies. */
export function shouldCompress(filePath: string, size: number, options: PluginOptions): boolean {
  const extension = path.extname(filePath).slice(1).toLowerCase();
  return size >= options.minSize && options.extensions.includes(extension);
}

const isBundle = (filePath: string) => /\.(js|css)$/i.test(filePath);

/**
 * The scripts and stylesheets that every page links to: those of the 404 page, which Docusaurus
 * always builds and which holds nothing but the site's shell. Absolute paths.
 */
export async function entryBundles(dir: string, baseUrl: string): Promise<Set<string>> {
  const notFoundPage = await fs.readFile(path.join(dir, '404.html'), 'utf8').catch(() => '');
  const links = notFoundPage.matchAll(/(?:src|href)=["']?([^"'\s>]+\.(?:js|css))(?=["'\s>])/gi);
  return new Set(
    Array.from(links, ([, link]) => {
      const pathname = new URL(link!, `http://site${baseUrl}`).pathname;
      return path.join(dir, pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname);
    }),
  );
}

/**
 * Relative time per byte of brotli at each quality (0-11), measured on this site's build (6 is 1,
 * lower ones count as 6): 10 is 16 times as slow as 6, and 11 three times as slow as 10.
 */
const compressionCost = [1, 1, 1, 1, 1, 1, 1, 1.5, 3, 14, 16, 47];

function brotliQuality(filePath: string, options: PluginOptions, entries: ReadonlySet<string>): number {
  if (entries.has(filePath)) {
    return options.entryBrotliQuality;
  }
  return isBundle(filePath) ? options.bundleBrotliQuality : options.brotliQuality;
}

/** The files in the order to compress them: the longest jobs first, so that the last one in flight is short. */
export function longestJobsFirst(
  files: {file: string; size: number}[],
  options: PluginOptions,
  entries: ReadonlySet<string>,
): string[] {
  const cost = ({file, size}: {file: string; size: number}) =>
    size * compressionCost[brotliQuality(file, options, entries)]!;
  return [...files].sort((a, b) => cost(b) - cost(a)).map(({file}) => file);
}

async function compressFile(
  filePath: string,
  options: PluginOptions,
  entries: ReadonlySet<string>,
  summary: CompressionSummary,
) {
  const {mtimeMs} = await fs.stat(filePath);
  const content = await fs.readFile(filePath);
  if (!shouldCompress(filePath, content.length, options)) {
    return;
  }
  summary.files += 1;
  summary.bytes += content.length;
  if (options.brotli) {
    const compressed = await brotliCompress(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(filePath, options, entries),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    await fs.writeFile(`${filePath}.br`, compressed);
    summary.brotliBytes += compressed.length;
  }
  if (options.gzip) {
    const compressed = await gzip(content, {level: zlib.constants.Z_BEST_COMPRESSION});
    await fs.writeFile(`${filePath}.gz`, compressed);
    summary.gzipBytes += compressed.length;
  }
  // Official plugins' postBuild hooks (sitemap, client redirects) run beside the after-build pipeline:
  // a file they rewrote while it was being compressed would leave stale copies.
  if ((await fs.stat(filePath)).mtimeMs !== mtimeMs) {
    throw new Error(`${filePath} changed while it was compressed; another postBuild hook writes it.`);
  }
}

/**
 * Writes `.br` and `.gz` copies next to every compressible file under `dir`. `baseUrl` is the
 * site's, under which the pages link to the bundles.
 */
export async function precompressDirectory(
  dir: string,
  options: PluginOptions,
  baseUrl = '/',
): Promise<CompressionSummary> {
  const summary: CompressionSummary = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  const entries = await entryBundles(dir, baseUrl);
  const found: {file: string; size: number}[] = [];
  for await (const file of walk(dir)) {
    found.push({file, size: (await fs.stat(file)).size});
  }
  const files = longestJobsFirst(found, options, entries);
  // zlib runs on the libuv thread pool: a few files in flight keep both cores busy.
  await eachLimited(files, 8, (file) => compressFile(file, options, entries, summary));
  return summary;
}
