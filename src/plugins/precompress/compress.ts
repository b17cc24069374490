import {promises as fs} from 'fs';
import path from 'path';
import {promisify} from 'util';
import zlib from 'zlib';
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

async function compressFile(filePath: string, options: PluginOptions, summary: CompressionSummary) {
  const content = await fs.readFile(filePath);
  if (!shouldCompress(filePath, content.length, options)) {
    return;
  }
  summary.files += 1;
  summary.bytes += content.length;
  if (options.brotli) {
    const compressed = await brotliCompress(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: isBundle(filePath) ? options.bundleBrotliQuality : options.brotliQuality,
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
}

/**
 * Writes `.br` and `.gz` copies next to every compressible file under `dir`
 * last modified before `writtenBefore` (epoch ms): a file changed later may
 * still be being written, and a copy of it could be stale.
 */
export async function precompressDirectory(
  dir: string,
  options: PluginOptions,
  writtenBefore: number,
): Promise<CompressionSummary> {
  const summary: CompressionSummary = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  const files: string[] = [];
  for await (const file of walk(dir)) {
    if ((await fs.stat(file)).mtimeMs < writtenBefore) {
      files.push(file);
    }
  }
  // zlib runs on the libuv thread pool: a few files in flight keep both cores busy.
  const concurrency = 8;
  let next = 0;
  await Promise.all(
    Array.from({length: concurrency}, async () => {
      while (next < files.length) {
        const file = files[next++]!;
        await compressFile(file, options, summary);
      }
    }),
  );
  return summary;
}
