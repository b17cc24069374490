// What a reader typing into the search modal costs, measured on an index in memory: the bytes and files
// the first keystroke reads before its results, what typing a whole query reads, and the time of each
// keystroke after the first; and the build's routes and records, which the search benchmarks index. Shared by
// `npm run bench:search`, `npm run bench:search-rules` and `npm run bench:scale`.
import {readFile, readdir} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const jiti = createRequire(import.meta.url)('jiti')(import.meta.url);
const {LocalSearchIndex} = jiti('../src/plugins/local-search/engine/searchIndex.ts');
const {collectRecords} = jiti('../src/plugins/local-search/writeIndex.ts');
const {localSearchOptions} = jiti('../config/search.ts');

/** The typed queries: what readers of these docs search for. */
export const queries = [
  'sidebar',
  'swizzle',
  'plugin options',
  'versioning',
  'markdown tabs',
  'deploy github pages',
  'i18n',
  'mermaid',
  'blog authors',
  'trailing slash',
];
export const currentDocsTags = ['default', 'docs-default-current', 'docs-community-current'];

export function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {median: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)), samples: sorted.length};
}
export const round = (n) => Math.round(n * 100) / 100;

/** The parameters the DocSearch modal sends for one keystroke. */
export function modalParams(query) {
  return {
    query,
    hitsPerPage: 20,
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
    facetFilters: ['language:en', currentDocsTags.map((tag) => `docusaurus_tag:${tag}`)],
  };
}

/** The gzip size of each file of an index, computed once for all the searches that read it. */
const gzipSizes = new WeakMap();
function gzipSizeOf(files, file) {
  let sizes = gzipSizes.get(files);
  if (!sizes) {
    sizes = new Map();
    gzipSizes.set(files, sizes);
  }
  if (!sizes.has(file)) sizes.set(file, gzipSync(files.get(file), {level: 9}).length);
  return sizes.get(file);
}

/** The kinds of the index's files (see engine/indexFormat.ts), by which a whole query's bytes are told apart, and their names. */
export const fileKindNames = {
  manifest: 'manifest',
  first: 'first hits',
  meta: 'meta',
  terms: 'term buckets',
  text: 'text chunks',
};
const fileKinds = Object.keys(fileKindNames);

function kindOfFile(file) {
  const kind = /(?:^|\/)(manifest|meta)\.json$|\/(first|terms|text)\//.exec(file);
  if (!kind) {
    throw new Error(`searchTyping: ${file} is none of the index's kinds of file (${fileKinds.join(', ')}).`);
  }
  return kind[1] ?? kind[2];
}

/**
 * An index reading its files from memory, which counts what it read: the
 * gzip size of a file is what a static host sends for it. Compressing a file to
 * count its bytes is the benchmark's work, not the reader's: `countingMilliseconds`
 * is its time, which a search's time leaves out.
 */
export function memoryIndex(files) {
  const read = {files: 0, gzipBytes: 0, countingMilliseconds: 0, gzipBytesByKind: {}};
  const index = new LocalSearchIndex(async (file) => {
    const counting = performance.now();
    const bytes = gzipSizeOf(files, file);
    read.gzipBytes += bytes;
    const kind = kindOfFile(file);
    read.gzipBytesByKind[kind] = (read.gzipBytesByKind[kind] ?? 0) + bytes;
    read.countingMilliseconds += performance.now() - counting;
    read.files += 1;
    return JSON.parse(files.get(file));
  });
  return {index, read};
}

/** The time of `work`, less the benchmark's own counting of bytes during it. */
async function timed(read, work) {
  const started = performance.now();
  const counted = read.countingMilliseconds;
  await work();
  return performance.now() - started - (read.countingMilliseconds - counted);
}

/**
 * For each query of the list, on a fresh index: what the first keystroke
 * reads and costs before its results (the first result a reader sees), what
 * typing the whole query reads, and the time of every keystroke after the first.
 * Between two keys the engine gets a turn of the event loop, as it does before a
 * reader's next key: what it reads ahead then (after a first keystroke) is timed
 * and counted apart (`readAhead`), in no keystroke's time. `keystrokeBackToBack`
 * times the same keys with no turn between them, as for a reader who types faster
 * than the engine reads ahead.
 */
export async function measureTyping(files) {
  const first = {gzipBytes: [], files: [], milliseconds: []};
  const ahead = {gzipBytes: [], milliseconds: []};
  const whole = {gzipBytes: [], files: [], byKind: Object.fromEntries(fileKinds.map((kind) => [kind, []]))};
  const keystrokes = [];
  for (const query of queries) {
    const {index, read} = memoryIndex(files);
    for (let length = 1; length <= query.length; length += 1) {
      const milliseconds = await timed(read, () => index.search(modalParams(query.slice(0, length))));
      const [bytesBefore, filesBefore] = [read.gzipBytes, read.files];
      const betweenKeys = await timed(read, () => new Promise((resolve) => setTimeout(resolve, 0)));
      if (length === 1) {
        first.gzipBytes.push(bytesBefore);
        first.files.push(filesBefore);
        first.milliseconds.push(milliseconds);
        ahead.gzipBytes.push(read.gzipBytes - bytesBefore);
        ahead.milliseconds.push(betweenKeys);
      } else {
        keystrokes.push(milliseconds);
      }
    }
    whole.gzipBytes.push(read.gzipBytes);
    whole.files.push(read.files);
    for (const kind of fileKinds) whole.byKind[kind].push(read.gzipBytesByKind[kind] ?? 0);
  }
  const backToBack = [];
  for (const query of queries) {
    const {index, read} = memoryIndex(files);
    for (let length = 1; length <= query.length; length += 1) {
      const milliseconds = await timed(read, () => index.search(modalParams(query.slice(0, length))));
      if (length > 1) backToBack.push(milliseconds);
    }
  }
  return {
    firstKeystroke: {
      gzipBytes: stats(first.gzipBytes),
      files: stats(first.files),
      milliseconds: stats(first.milliseconds),
    },
    readAhead: {gzipBytes: stats(ahead.gzipBytes), milliseconds: stats(ahead.milliseconds)},
    wholeQuery: {
      gzipBytes: stats(whole.gzipBytes),
      files: stats(whole.files),
      gzipBytesByKind: Object.fromEntries(fileKinds.map((kind) => [kind, stats(whole.byKind[kind])])),
    },
    keystroke: stats(keystrokes),
    keystrokeBackToBack: stats(backToBack),
  };
}

/** The index as the build wrote it: every JSON file by its path in the index directory. */
export async function readIndexDirectory(indexDir) {
  const files = new Map();
  for (const file of await readdir(indexDir, {recursive: true})) {
    if (file.endsWith('.json'))
      files.set(file.split(path.sep).join('/'), await readFile(path.join(indexDir, file), 'utf8'));
  }
  return files;
}

/** The routes of a production build: the path of every folder that holds an `index.html`, from `/`. */
export async function builtRoutePaths(buildDir) {
  const routesPaths = [];
  const walk = async (dir, prefix) => {
    for (const entry of await readdir(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name === 'index.html') routesPaths.push(prefix);
    }
  };
  await walk(buildDir, '/');
  return routesPaths;
}

/** The search records of a production build's pages (`routesPaths`), as the site's search-index step collects them. */
export function builtSiteRecords(buildDir, routesPaths) {
  return collectRecords(buildDir, routesPaths, localSearchOptions.sections, {
    reactPagePaths: localSearchOptions.reactPagePaths,
    // The landing page is the site's root: its baseUrl is / (docusaurus.config.ts).
    landingPagePath: '/',
  });
}
