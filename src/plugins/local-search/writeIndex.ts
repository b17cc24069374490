import {createHash} from 'crypto';
import {cp, mkdir, readFile, rm, writeFile} from 'fs/promises';
import path from 'path';
import {extractRecords, type Section} from './extractRecords';
import {encodeShard} from './engine/shardFormat';
import type {IndexManifest, SearchRecord} from './engine/types';
import {indexScriptSource, indexScriptUrl} from './indexScript';

export type IndexStats = {pages: number; records: number; shards: number; bytes: number; milliseconds: number};

async function readPage(outDir: string, routePath: string): Promise<string | null> {
  try {
    return await readFile(path.join(outDir, routePath, 'index.html'), 'utf8');
  } catch {
    return null; // routes without their own HTML file (redirects, catch-alls)
  }
}

/** Extracts the records of every built page, in batches to bound memory. */
export async function collectRecords(outDir: string, routesPaths: string[], sections: Section[]): Promise<{records: SearchRecord[]; pages: number}> {
  const records: SearchRecord[] = [];
  let pages = 0;
  const uniquePaths = [...new Set(routesPaths)].sort();
  for (let start = 0; start < uniquePaths.length; start += 32) {
    const batch = uniquePaths.slice(start, start + 32);
    const htmls = await Promise.all(batch.map((routePath) => readPage(outDir, routePath)));
    batch.forEach((routePath, i) => {
      const html = htmls[i];
      if (html) {
        const pageRecords = extractRecords(html, routePath, sections);
        pages += pageRecords.length > 0 ? 1 : 0;
        records.push(...pageRecords);
      }
    });
  }
  return {records, pages};
}

function shardFileName(tag: string, json: string): string {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return `${tag.replace(/[^a-zA-Z0-9.-]/g, '_')}.${hash}.json`;
}

type Signal = {promise: Promise<void>; resolve: () => void};
// Other plugins are loaded as separate module instances: the signals live on the process.
const signalsKey = Symbol.for('docusaurus-site.local-search.index-written');
const signals = ((globalThis as Record<symbol, Map<string, Signal>>)[signalsKey] ??= new Map<string, Signal>());

function signalFor(outDir: string): Signal {
  let signal = signals.get(outDir);
  if (!signal) {
    let resolve = () => {};
    const promise = new Promise<void>((resolvePromise) => (resolve = resolvePromise));
    signal = {promise, resolve};
    signals.set(outDir, signal);
  }
  return signal;
}

/** Resolves once the index of the build in `outDir` is on disk (for plugins that list the build's files). */
export function searchIndexWritten(outDir: string): Promise<void> {
  return signalFor(path.resolve(outDir)).promise;
}

/** Writes a JSON file and its script twin (see indexScript.ts); returns the JSON's size. */
async function writeIndexFile(directory: string, file: string, json: string): Promise<number> {
  await writeFile(path.join(directory, file), json);
  await writeFile(path.join(directory, indexScriptUrl(file)), indexScriptSource(file, json));
  return Buffer.byteLength(json);
}

/**
 * Writes one JSON file per language and docusaurus_tag, so the browser only
 * fetches the shards a query can match, plus a manifest listing them.
 */
export async function writeIndex(directory: string, records: SearchRecord[]): Promise<{manifest: IndexManifest; bytes: number}> {
  await rm(directory, {recursive: true, force: true});
  const groups = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const key = `${record.language}\n${record.docusaurus_tag}`;
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  const manifest: IndexManifest = {version: 1, shards: []};
  let bytes = 0;
  for (const [key, shardRecords] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const [language, tag] = key.split('\n') as [string, string];
    const json = JSON.stringify(encodeShard(language, tag, shardRecords));
    const file = `${language}/${shardFileName(tag, json)}`;
    await mkdir(path.join(directory, language), {recursive: true});
    bytes += await writeIndexFile(directory, file, json);
    manifest.shards.push({language, tag, file, records: shardRecords.length});
  }
  await writeIndexFile(directory, 'manifest.json', JSON.stringify(manifest));
  signalFor(path.resolve(directory, '..')).resolve();
  return {manifest, bytes};
}

export async function copyForDevServer(directory: string, cacheDirectory: string, indexDirectory: string): Promise<void> {
  const target = path.join(cacheDirectory, indexDirectory);
  await rm(target, {recursive: true, force: true});
  await mkdir(cacheDirectory, {recursive: true});
  await cp(directory, target, {recursive: true});
}
