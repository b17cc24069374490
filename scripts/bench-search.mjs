// `npm run bench:search`: measures the local search index of an existing
// production build (run `npm run build` first). Writes bench/search.json.
// Timings are measurements, not assertions: nothing here fails on a number.
import {readFile, writeFile, mkdir, readdir} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {LocalSearchIndex} = jiti('../src/plugins/local-search/engine/searchIndex.ts');
const {collectRecords} = jiti('../src/plugins/local-search/writeIndex.ts');
const {decodeShard} = jiti('../src/plugins/local-search/engine/shardFormat.ts');
const {searchSections} = jiti('../config/search.ts');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildDir = path.join(root, 'build');
const indexDir = path.join(buildDir, 'search-index');
const queries = ['sidebar', 'swizzle', 'plugin options', 'versioning', 'markdown tabs', 'deploy github pages', 'i18n', 'mermaid', 'blog authors', 'trailing slash'];
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

function measureKeystrokes(index) {
  const samples = [];
  for (const query of queries) {
    for (let length = 1; length <= query.length; length += 1) {
      const started = performance.now();
      index.search(modalParams(query.slice(0, length)));
      samples.push(performance.now() - started);
    }
  }
  return stats(samples);
}

function timeIndexBuild(records) {
  const started = performance.now();
  const index = new LocalSearchIndex();
  index.add(records);
  return {index, milliseconds: round(performance.now() - started)};
}

async function firstQueryInBrowser() {
  const port = 4390;
  const server = spawn('node', ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {cwd: root, stdio: 'ignore'});
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const runs = [];
    for (let run = 0; run < 3; run += 1) {
      const page = await browser.newPage();
      let fetchedBytes = 0;
      page.on('response', async (response) => {
        if (response.url().includes('/search-index/')) {
          fetchedBytes += Number((await response.allHeaders())['content-length'] ?? (await response.body()).length);
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
      runs.push({milliseconds: round(ended - started), fetchedBytes});
      await page.close();
    }
    await browser.close();
    return {median: stats(runs.map((run) => run.milliseconds)).median, fetchedBytesUncompressed: runs[0].fetchedBytes};
  } finally {
    server.kill();
  }
}

const manifest = JSON.parse(await readFile(path.join(indexDir, 'manifest.json'), 'utf8'));
const shards = [];
for (const shard of manifest.shards) {
  const raw = await readFile(path.join(indexDir, shard.file));
  shards.push({tag: shard.tag, records: shard.records, rawBytes: raw.length, gzipBytes: gzipSync(raw, {level: 9}).length, data: decodeShard(JSON.parse(raw))});
}
const currentShards = shards.filter((shard) => currentDocsTags.includes(shard.tag));
const currentRecords = currentShards.flatMap((shard) => shard.data);

const routesPaths = [];
async function collectRoutes(dir, prefix) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) await collectRoutes(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    else if (entry.name === 'index.html') routesPaths.push(prefix);
  }
}
await collectRoutes(buildDir, '/');
const extractionStarted = performance.now();
const {records: allRecords, pages} = await collectRecords(buildDir, routesPaths, searchSections);
const extractionMilliseconds = round(performance.now() - extractionStarted);

const real = timeIndexBuild(currentRecords);
const tenfoldRecords = Array.from({length: 10}, (_, copy) =>
  currentRecords.map((record) => ({...record, objectID: `${record.objectID}-${copy}`, url: `/copy-${copy}${record.url}`})),
).flat();
const tenfold = timeIndexBuild(tenfoldRecords);

const results = {
  date: new Date().toISOString(),
  machine: {cores: (await import('node:os')).cpus().length, loadAverage: (await import('node:os')).loadavg().map(round)},
  extraction: {pages, records: allRecords.length, milliseconds: extractionMilliseconds},
  shards: shards.map(({tag, records, rawBytes, gzipBytes}) => ({tag, records, rawBytes, gzipBytes})),
  currentDocs: {
    tags: currentDocsTags,
    records: currentRecords.length,
    gzipBytesBeforeFirstResult: currentShards.reduce((sum, shard) => sum + shard.gzipBytes, 0),
    indexBuildMilliseconds: real.milliseconds,
    keystroke: measureKeystrokes(real.index),
  },
  tenfold: {records: tenfoldRecords.length, indexBuildMilliseconds: tenfold.milliseconds, keystroke: measureKeystrokes(tenfold.index)},
  firstQueryInChromium: await firstQueryInBrowser(),
};

await mkdir(path.join(root, 'bench'), {recursive: true});
await writeFile(path.join(root, 'bench/search.json'), `${JSON.stringify(results, null, 2)}\n`);
console.table(results.shards);
console.log(JSON.stringify({...results, shards: undefined}, null, 2));
