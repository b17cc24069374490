import {createHash} from 'crypto';
import {cpSync, mkdirSync, rmSync} from 'fs';
import {mkdir, readFile, rm, writeFile} from 'fs/promises';
import path from 'path';
import {extractPage, type ExtractedPage, type PageKinds, type Section} from './extractPage';
import {
  bucketFile,
  buildShard,
  chunkFile,
  encodeText,
  firstHitsFile,
  firstHitsPerBucket,
  indexFormatVersion,
  manifestFile,
  metaFile,
  type FirstHitsFile,
  type IndexManifest,
  type ShardFiles,
} from './engine/indexFormat';
import {parseQuery} from './engine/queryParser';
import {createShard, decodeBucket, rank, wordWeight} from './engine/ranking';
import type {SearchRecord} from './engine/types';
import {groupBy} from './engine/groupBy';
import {indexScriptSource, indexScriptUrl} from './indexScript';

async function readPage(outDir: string, routePath: string): Promise<string | null> {
  try {
    return await readFile(path.join(outDir, routePath, 'index.html'), 'utf8');
  } catch {
    return null; // routes without their own HTML file (redirects, catch-alls)
  }
}

/**
 * Extracts the records of every built page, in batches to bound memory. The pages that more pages'
 * text links to come first, then by path: records that rank the same keep this order, so of the
 * blog's, the docs' and the pages plugin's rows of `routeBasePath`, the docs' comes first.
 */
export async function collectRecords(
  outDir: string,
  routesPaths: string[],
  sections: Section[],
  pageKinds: PageKinds = {},
): Promise<{records: SearchRecord[]; pages: number}> {
  const extracted: (ExtractedPage & {routePath: string})[] = [];
  const uniquePaths = [...new Set(routesPaths)].sort();
  for (let start = 0; start < uniquePaths.length; start += 32) {
    const batch = uniquePaths.slice(start, start + 32);
    const htmls = await Promise.all(batch.map((routePath) => readPage(outDir, routePath)));
    batch.forEach((routePath, i) => {
      const html = htmls[i];
      if (html) {
        extracted.push({routePath, ...extractPage(html, routePath, sections, pageKinds)});
      }
    });
  }
  const linkedFrom = new Map<string, number>();
  for (const {links} of extracted) {
    for (const link of links) {
      linkedFrom.set(link, (linkedFrom.get(link) ?? 0) + 1);
    }
  }
  // A stable sort: pages linked from as many pages stay in path order.
  extracted.sort((a, b) => (linkedFrom.get(b.routePath) ?? 0) - (linkedFrom.get(a.routePath) ?? 0));
  const indexed = extracted.filter(({records}) => records.length > 0);
  return {records: indexed.flatMap(({records}) => records), pages: indexed.length};
}

/** Weights of content types (see the plugin's `contentWeights` option). */
export type ContentWeights = Record<string, number>;

/** The weight of a content type: its entry, or 1. */
function contentWeight(contentType: string | undefined, weights: ContentWeights): number {
  return contentType ? (weights[contentType] ?? 1) : 1;
}

/**
 * For each bucket, what its letter alone, as a reader's first keystroke, shows first: ranked here by
 * the same engine, in this shard alone. A query over several shards merges the first hits of each by
 * their scores, which leave out the word's weight: that weight is the same for every hit of a one-word
 * query over the same shards, and it depends on which shards those are.
 */
function bucketFirstHits(
  shard: ShardFiles,
  {language, tag}: {language: string; tag: string},
): Map<string, FirstHitsFile> {
  const records = shard.records.length;
  const ranking = createShard({language, tag, directory: '', records, buckets: ''}, shard.meta, 0);
  const firstHits = new Map<string, FirstHitsFile>();
  for (const [bucket, file] of shard.buckets) {
    const {candidates: shown, totals} = rank(
      [{shard: ranking, buckets: [decodeBucket(file)], joinedBuckets: []}],
      parseQuery(bucket, false),
      firstHitsPerBucket,
    );
    const weight = wordWeight(records, file.frequency);
    firstHits.set(bucket, {
      count: totals[0]!,
      positions: shown.map(({position}) => position),
      // Ten significant digits: the engine takes scores closer than that for equal.
      scores: shown.map(({score}) => Number((score / weight).toPrecision(10))),
      text: encodeText(shown.map(({position}) => shard.records[position]!)),
    });
  }
  return firstHits;
}

/** The first of `scopedPaths` that the record's page is under, or '' for the site-wide scope. */
function scopeOf(record: SearchRecord, scopedPaths: readonly string[]): string {
  return scopedPaths.find((prefix) => record.url.startsWith(prefix)) ?? '';
}

/**
 * Lays out the index: one directory per language, docusaurus_tag and scope (see ShardEntry), named
 * after a hash of its content (a new build never reuses a cached file of an
 * old one), and a manifest listing them. Returns each file's JSON by path.
 */
export function indexFiles(
  records: SearchRecord[],
  contentWeights: ContentWeights = {},
  scopedPaths: readonly string[] = [],
): {manifest: IndexManifest; files: Map<string, string>} {
  const groups = groupBy(
    records,
    (record) => `${record.language}\n${record.docusaurus_tag}\n${scopeOf(record, scopedPaths)}`,
  );
  const manifest: IndexManifest = {version: indexFormatVersion, shards: []};
  const files = new Map<string, string>();
  for (const [key, shardRecords] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const [language, tag, scope] = key.split('\n') as [string, string, string];
    const shard = buildShard(shardRecords, (record) => contentWeight(record.contentType, contentWeights));
    const meta = JSON.stringify(shard.meta);
    const firstHits = [...bucketFirstHits(shard, {language, tag})].map(
      ([bucket, hits]) => [bucket, JSON.stringify(hits)] as const,
    );
    const buckets = [...shard.buckets].map(([bucket, file]) => [bucket, JSON.stringify(file)] as const);
    const chunks = shard.chunks.map((chunk) => JSON.stringify(chunk));
    const hash = createHash('sha256')
      .update([meta, ...buckets.flat(), ...firstHits.flat(), ...chunks].join('\n'))
      .digest('hex')
      .slice(0, 10);
    const directory = `${language}/${shardName(tag, scope)}.${hash}`;
    files.set(metaFile(directory), meta);
    for (const [bucket, json] of buckets) {
      files.set(bucketFile(directory, bucket), json);
    }
    for (const [bucket, json] of firstHits) {
      files.set(firstHitsFile(directory, bucket), json);
    }
    chunks.forEach((json, chunk) => files.set(chunkFile(directory, chunk), json));
    manifest.shards.push({
      language,
      tag,
      directory,
      records: shardRecords.length,
      buckets: [...shard.buckets.keys()].sort().join(''),
      ...(scope ? {scope} : {}),
    });
  }
  files.set(manifestFile, JSON.stringify(manifest));
  return {manifest, files};
}

/** A shard's folder name before its hash: the tag, then `@` and the scope when it has one (`default@_tests_`). */
function shardName(tag: string, scope: string): string {
  return (scope ? `${tag}@${scope}` : tag).replace(/[^a-zA-Z0-9.@-]/g, '_');
}

/**
 * A glob, from the build folder, of the index files that only a search from the pages under `scope` (one of
 * the `scopedPaths`) reads: what a reader's search never needs, such as a service worker's precache list.
 */
export function scopedShardsGlob(indexDirectory: string, scope: string): string {
  return `${indexDirectory}/*/*${shardName('', scope)}.*/**`;
}

/**
 * Writes the index (see indexFiles), so the browser fetches only the parts a query needs; with
 * `scriptTwins`, each JSON file also as a script (see indexScript.ts), for a copy opened from disk.
 */
export async function writeIndex(
  directory: string,
  records: SearchRecord[],
  {
    contentWeights = {},
    scopedPaths = [],
    scriptTwins = false,
  }: {contentWeights?: ContentWeights; scopedPaths?: readonly string[]; scriptTwins?: boolean} = {},
): Promise<{manifest: IndexManifest; files: number; bytes: number}> {
  await rm(directory, {recursive: true, force: true});
  const {manifest, files} = indexFiles(records, contentWeights, scopedPaths);
  for (const folder of new Set([...files.keys()].map((file) => path.dirname(path.join(directory, file))))) {
    await mkdir(folder, {recursive: true});
  }
  let bytes = 0;
  for (const [file, json] of files) {
    await writeFile(path.join(directory, file), json);
    if (scriptTwins) {
      await writeFile(path.join(directory, indexScriptUrl(file)), indexScriptSource(file, json));
    }
    bytes += Buffer.byteLength(json);
  }
  return {manifest, files: files.size, bytes};
}

/** Copies the index where the dev server finds it (`docusaurus start` serves the last build's index). */
export function copyForDevServer(directory: string, cacheDirectory: string, indexDirectory: string): void {
  const target = path.join(cacheDirectory, indexDirectory);
  rmSync(target, {recursive: true, force: true});
  mkdirSync(cacheDirectory, {recursive: true});
  cpSync(directory, target, {recursive: true});
}
