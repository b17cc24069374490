// `npm run bench:search`: measures the local search index of an existing
// production build (run `npm run build` first): relevance on the judged queries of
// bench/search-queries.json, bytes and files read, keystroke time. Writes bench/search.json.
// Timings are measurements, not assertions: nothing here fails on a number.
import {readFile, writeFile, mkdir, readdir} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {LocalSearchIndex} = jiti('../src/plugins/local-search/engine/searchIndex.ts');
const {collectRecords, indexFiles} = jiti('../src/plugins/local-search/writeIndex.ts');
const {localSearchOptions} = jiti('../config/search.ts');
const {chromiumArgs, chromiumPath} = jiti('./chromium.ts');
const {displayOrder, firstRelevantRank, summarizeRelevance} = jiti('./searchRelevance.ts');
const {validateOptions} = jiti('../src/plugins/local-search/options.ts');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildDir = path.join(root, 'build');
const indexDir = path.join(buildDir, 'search-index');
const queries = [
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
const currentDocsTags = ['default', 'docs-default-current', 'docs-community-current'];

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {median: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)), samples: sorted.length};
}
const round = (n) => Math.round(n * 100) / 100;

/** The parameters the DocSearch modal sends for one keystroke. */
function modalParams(query) {
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

/**
 * An index reading its files from memory, which counts what it read: the
 * gzip size of a file is what a static host sends for it.
 */
function memoryIndex(files) {
  const gzipSizes = new Map();
  const read = {files: 0, gzipBytes: 0};
  const index = new LocalSearchIndex(async (file) => {
    const json = files.get(file);
    if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(json, {level: 9}).length);
    read.files += 1;
    read.gzipBytes += gzipSizes.get(file);
    return JSON.parse(json);
  });
  return {index, read};
}

/**
 * For each query of the list, on a fresh index: what the first keystroke
 * reads and costs before its results (the first result a reader sees), what
 * typing the whole query reads, and the time of every keystroke after the first.
 */
async function measureTyping(files) {
  const first = {gzipBytes: [], files: [], milliseconds: []};
  const whole = {gzipBytes: [], files: []};
  const keystrokes = [];
  for (const query of queries) {
    const {index, read} = memoryIndex(files);
    for (let length = 1; length <= query.length; length += 1) {
      const started = performance.now();
      await index.search(modalParams(query.slice(0, length)));
      const milliseconds = performance.now() - started;
      if (length === 1) {
        first.gzipBytes.push(read.gzipBytes);
        first.files.push(read.files);
        first.milliseconds.push(milliseconds);
      } else {
        keystrokes.push(milliseconds);
      }
    }
    whole.gzipBytes.push(read.gzipBytes);
    whole.files.push(read.files);
  }
  return {
    firstKeystroke: {
      gzipBytes: stats(first.gzipBytes),
      files: stats(first.files),
      milliseconds: stats(first.milliseconds),
    },
    wholeQuery: {gzipBytes: stats(whole.gzipBytes), files: stats(whole.files)},
    keystroke: stats(keystrokes),
  };
}

/**
 * The judged query set of bench/search-queries.json, asked as whole queries of the modal on the
 * current docs: where the first page that answers each query shows, and the set's MRR@10 and recall.
 */
async function measureRelevance(files) {
  const {queries: judged} = JSON.parse(await readFile(path.join(root, 'bench/search-queries.json'), 'utf8'));
  const {index} = memoryIndex(files);
  const ranks = [];
  const hitCounts = [];
  const misses = [];
  for (const {query, relevant, kind} of judged) {
    const {hits, nbHits} = await index.search(modalParams(query));
    const rank = firstRelevantRank(displayOrder(hits), relevant);
    ranks.push(rank);
    hitCounts.push(nbHits);
    if (rank !== 1) misses.push({query, kind, rank});
  }
  const byKind = Object.fromEntries(
    [...new Set(judged.map(({kind}) => kind))].map((kind) => {
      const indexes = judged.flatMap((entry, i) => (entry.kind === kind ? [i] : []));
      return [
        kind,
        summarizeRelevance(
          indexes.map((i) => ranks[i]),
          indexes.map((i) => hitCounts[i]),
        ),
      ];
    }),
  );
  return {...summarizeRelevance(ranks, hitCounts), byKind, notFirst: misses};
}

function shardSizes(files, manifest) {
  return manifest.shards.map(({tag, records, directory}) => {
    const own = [...files].filter(([file]) => file.startsWith(`${directory}/`));
    const gzip = (kind) =>
      own.filter(([file]) => file.includes(`/${kind}/`)).map(([, json]) => gzipSync(json, {level: 9}).length);
    const terms = gzip('terms');
    const text = gzip('text');
    const sum = (sizes) => sizes.reduce((total, size) => total + size, 0);
    return {
      tag,
      records,
      files: own.length,
      rawBytes: sum(own.map(([, json]) => Buffer.byteLength(json))),
      gzipBytes: sum(terms) + sum(text) + gzipSync(files.get(`${directory}/meta.json`), {level: 9}).length,
      largestTermBucketGzip: Math.max(...terms),
      largestTextChunkGzip: Math.max(...text),
    };
  });
}

async function firstQueryInBrowser() {
  const port = 4390;
  const server = spawn(
    'node',
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {cwd: root, stdio: 'ignore'},
  );
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
    const runs = [];
    for (let run = 0; run < 3; run += 1) {
      const page = await browser.newPage();
      let fetchedBytes = 0;
      let fetchedFiles = 0;
      page.on('response', async (response) => {
        if (response.url().includes('/search-index/')) {
          fetchedFiles += 1;
          const bytes = Number((await response.allHeaders())['content-length'] ?? (await response.body()).length);
          fetchedBytes += bytes;
        }
      });
      await page.goto(`http://127.0.0.1:${port}/docs/`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      const started = await page.evaluate(() => performance.now());
      await page.locator('.DocSearch-Input').fill('sidebar');
      await page.locator('.DocSearch-Hit').first().waitFor();
      const ended = await page.evaluate(() => performance.now());
      runs.push({milliseconds: round(ended - started), fetchedBytes, fetchedFiles});
      await page.close();
    }
    await browser.close();
    return {
      median: stats(runs.map((run) => run.milliseconds)).median,
      fetchedFiles: runs[0].fetchedFiles,
      fetchedBytesUncompressed: runs[0].fetchedBytes,
    };
  } finally {
    server.kill();
  }
}

/** The index as the build wrote it: every JSON file by its path in the index directory. */
async function readIndexDirectory() {
  const files = new Map();
  for (const file of await readdir(indexDir, {recursive: true})) {
    if (file.endsWith('.json'))
      files.set(file.split(path.sep).join('/'), await readFile(path.join(indexDir, file), 'utf8'));
  }
  return files;
}

const builtFiles = await readIndexDirectory();
const manifest = JSON.parse(builtFiles.get('manifest.json'));

const routesPaths = [];
async function collectRoutes(dir, prefix) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) await collectRoutes(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    else if (entry.name === 'index.html') routesPaths.push(prefix);
  }
}
await collectRoutes(buildDir, '/');
const extractionStarted = performance.now();
const {records: allRecords, pages} = await collectRecords(buildDir, routesPaths, localSearchOptions.sections);
const extractionMilliseconds = round(performance.now() - extractionStarted);
// The weights the site's build uses: the plugin's defaults with config/search.ts over them.
const {contentWeights} = validateOptions({
  validate: normalizePluginOptions,
  options: {contentWeights: localSearchOptions.contentWeights},
});
const layoutStarted = performance.now();
indexFiles(allRecords, contentWeights);
const layoutMilliseconds = round(performance.now() - layoutStarted);

const currentRecords = allRecords.filter((record) => currentDocsTags.includes(record.docusaurus_tag));
const tenfoldRecords = Array.from({length: 10}, (_, copy) =>
  currentRecords.map((record) => ({...record, url: `/copy-${copy}${record.url}`})),
).flat();

const results = {
  date: new Date().toISOString(),
  machine: {
    cores: (await import('node:os')).cpus().length,
    loadAverage: (await import('node:os')).loadavg().map(round),
  },
  extraction: {
    pages,
    records: allRecords.length,
    milliseconds: extractionMilliseconds,
    indexLayoutMilliseconds: layoutMilliseconds,
  },
  shards: shardSizes(builtFiles, manifest),
  relevance: await measureRelevance(builtFiles),
  currentDocs: {tags: currentDocsTags, records: currentRecords.length, ...(await measureTyping(builtFiles))},
  tenfold: {
    records: tenfoldRecords.length,
    ...(await measureTyping(indexFiles(tenfoldRecords, contentWeights).files)),
  },
  firstQueryInChromium: await firstQueryInBrowser(),
};

await mkdir(path.join(root, 'bench'), {recursive: true});
await writeFile(path.join(root, 'bench/search.json'), `${JSON.stringify(results, null, 2)}\n`);
console.table(results.shards);
const {notFirst, byKind, ...relevance} = results.relevance;
console.log('Relevance on the judged queries of bench/search-queries.json:', relevance);
console.table(byKind);
console.log('Queries whose first hit is not a page that answers them:');
console.table(notFirst);
console.log(JSON.stringify({...results, shards: undefined, relevance: undefined}, null, 2));
