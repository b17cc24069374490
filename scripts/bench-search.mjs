// `npm run bench:search`: measures the local search index of an existing
// production build (run `npm run build` first): relevance on the two judged sets (the one the ranking was
// tuned on, and the held-out one), bytes and files read, keystroke time; and the same for Pagefind and
// MiniSearch on the same pages (./searchAlternatives.mjs). Writes bench/search.json and bench/search.md.
// Timings are measurements, not assertions: nothing here fails on a number.
import {writeFile, mkdir} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {indexFiles} = jiti('../src/plugins/local-search/writeIndex.ts');
const {localSearchOptions} = jiti('../config/search.ts');
const {playwrightLaunchOptions} = jiti('./chromium.ts');
const {displayOrder, firstRelevantRank, judgedSets, phrasingLabels, readJudgedSet, summarizeRelevance} =
  jiti('./searchRelevance.ts');
const {validateOptions} = jiti('../src/plugins/local-search/options.ts');
const {pagesFirst} = jiti('../src/plugins/local-search/client/pagesFirst.ts');
const {buildMiniSearch, startPagefind} = await import('./searchAlternatives.mjs');
const {
  builtRoutePaths,
  builtSiteRecords,
  currentDocsTags,
  fileKindNames,
  measureTyping,
  memoryIndex,
  modalParams,
  queries,
  readIndexDirectory,
  round,
  stats,
} = await import('./searchTyping.mjs');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildDir = path.join(root, 'build');
const indexDir = path.join(buildDir, 'search-index');
/** A half's queries (see `judgedSets`), each marked with its phrasing. */
function readHalf(files) {
  return Object.entries(files).flatMap(([phrasing, file]) =>
    readJudgedSet(file, root).queries.map((entry) => ({...entry, phrasing})),
  );
}

/**
 * Relevance on one judged set: where the first page that answers each query shows among the hits as
 * the engine's UI lists them (`search` gives them in that order), the set's MRR@10 and recall, by kind
 * of query and by phrasing.
 */
async function measureRelevance(judged, search) {
  const ranks = [];
  const hitCounts = [];
  const misses = [];
  for (const {query, relevant, kind, phrasing} of judged) {
    const {hits, total} = await search(query);
    const rank = firstRelevantRank(hits, relevant);
    ranks.push(rank);
    hitCounts.push(total);
    if (rank !== 1) misses.push({query, kind, phrasing, rank});
  }
  const summaryBy = (field) =>
    Object.fromEntries(
      [...new Set(judged.map((entry) => entry[field]))].map((value) => {
        const indexes = judged.flatMap((entry, i) => (entry[field] === value ? [i] : []));
        return [
          value,
          summarizeRelevance(
            indexes.map((i) => ranks[i]),
            indexes.map((i) => hitCounts[i]),
          ),
        ];
      }),
    );
  return {
    ...summarizeRelevance(ranks, hitCounts),
    byPhrasing: summaryBy('phrasing'),
    byKind: summaryBy('kind'),
    notFirst: misses,
  };
}

/** Both halves of the judged set on one engine. */
async function relevanceOnBothSets(search) {
  return {
    tuned: await measureRelevance(readHalf(judgedSets.tuned), search),
    heldOut: await measureRelevance(readHalf(judgedSets.heldOut), search),
  };
}

/** Our engine as the modal shows its hits: each page's best first, then grouped by section and page, five a section. */
function ownEngineSearch(files) {
  const {index} = memoryIndex(files);
  return async (query) => {
    const {hits, nbHits} = await index.search(modalParams(query));
    return {hits: displayOrder(pagesFirst(hits)), total: nbHits};
  };
}

/**
 * Pagefind and MiniSearch on the pages our modal searches from /docs/ (the current docs, the community
 * docs and the pages, posts and changelog entries; not the test area or the examples, which only their
 * own pages search): relevance on both sets, the bytes a reader downloads before the first result of the
 * first keystroke and for a whole typed query, and the time of each keystroke.
 */
async function measureAlternatives(records) {
  const searched = records.filter(
    (record) =>
      currentDocsTags.includes(record.docusaurus_tag) &&
      !localSearchOptions.scopedPaths.some((prefix) => record.url.startsWith(prefix)),
  );
  const pagePaths = [...new Set(searched.map((record) => record.url.split('#')[0]))];
  const asHits = ({urls, total}) => ({hits: urls.map((url) => ({url})), total});

  const miniSearch = buildMiniSearch(searched);
  const miniKeystrokes = queries.flatMap((query) =>
    Array.from({length: query.length}, (_, i) => miniSearch.search(query.slice(0, i + 1)).milliseconds),
  );

  const browser = await chromium.launch(playwrightLaunchOptions);
  const pagefindIndex = await startPagefind({buildDir, pagePaths, browser});
  try {
    const first = {bytes: [], files: []};
    const whole = {bytes: []};
    const keystrokes = [];
    for (const query of queries) {
      const session = await pagefindIndex.open();
      for (let length = 1; length <= query.length; length += 1) {
        const {milliseconds} = await session.search(query.slice(0, length), 5);
        if (length === 1) {
          first.bytes.push(session.fetched.bytes);
          first.files.push(session.fetched.files);
        } else {
          keystrokes.push(milliseconds);
        }
      }
      whole.bytes.push(session.fetched.bytes);
      await session.close();
    }
    const session = await pagefindIndex.open();
    const pagefindRelevance = await relevanceOnBothSets(async (query) => asHits(await session.search(query)));
    await session.close();
    return {
      pages: pagePaths.length,
      pagefind: {
        version: '1.6.0',
        indexingMilliseconds: pagefindIndex.indexingMilliseconds,
        relevance: pagefindRelevance,
        firstKeystroke: {bytes: stats(first.bytes), files: stats(first.files)},
        wholeQuery: {bytes: stats(whole.bytes)},
        keystroke: stats(keystrokes),
      },
      miniSearch: {
        sections: miniSearch.sections,
        relevance: await relevanceOnBothSets(async (query) => asHits(miniSearch.search(query))),
        // VitePress loads the whole serialized index before the first result.
        firstKeystroke: {gzipBytes: miniSearch.gzipBytes},
        keystroke: stats(miniKeystrokes),
      },
    };
  } finally {
    await pagefindIndex.close();
    await browser.close();
  }
}

function shardSizes(files, manifest) {
  return manifest.shards.map(({tag, records, directory}) => {
    const own = [...files].filter(([file]) => file.startsWith(`${directory}/`));
    const gzip = (kind) =>
      own.filter(([file]) => file.includes(`/${kind}/`)).map(([, json]) => gzipSync(json, {level: 9}).length);
    const terms = gzip('terms');
    const firstHits = gzip('first');
    const text = gzip('text');
    const sum = (sizes) => sizes.reduce((total, size) => total + size, 0);
    return {
      tag,
      records,
      files: own.length,
      rawBytes: sum(own.map(([, json]) => Buffer.byteLength(json))),
      gzipBytes:
        sum(terms) + sum(firstHits) + sum(text) + gzipSync(files.get(`${directory}/meta.json`), {level: 9}).length,
      largestTermBucketGzip: Math.max(...terms),
      largestFirstHitsGzip: Math.max(...firstHits),
      largestTextChunkGzip: Math.max(...text),
    };
  });
}

/**
 * Each key of a query typed into the modal on a phone-speed CPU (4× slowdown), one key every 120 ms as a
 * quick reader types: how long each key waited for the main thread (the Event Timing API's input delay)
 * and how long until the frame after it was painted; and the frames that took over 50 ms meanwhile (Long
 * Animation Frames), in which a key would wait.
 */
async function typingDelays(browser, port, query, {worker}) {
  const page = await browser.newPage();
  // The main-thread fallback, as in a browser without workers: the comparison the worker is measured by.
  if (!worker) await page.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
  await page.goto(`http://127.0.0.1:${port}/docs/`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.evaluate(() => {
    window.keyTimings = [];
    window.longFrames = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'keydown') {
          window.keyTimings.push({delay: entry.processingStart - entry.startTime, duration: entry.duration});
        }
      }
    }).observe({type: 'event', durationThreshold: 16, buffered: true});
    new PerformanceObserver((list) => {
      window.longFrames += list.getEntries().length;
    }).observe({type: 'long-animation-frame'});
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.locator('.DocSearch-Input').pressSequentially(query, {delay: 120});
  await page.locator('.DocSearch-Hit').first().waitFor();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const {timings, longFrames} = await page.evaluate(() => ({
    timings: window.keyTimings,
    longFrames: window.longFrames,
  }));
  await page.close();
  // Keys handled within a frame (under 16 ms) are not reported: they count as no delay.
  const keys = [
    ...timings,
    ...Array.from({length: Math.max(0, query.length - timings.length)}, () => ({delay: 0, duration: 0})),
  ];
  return {keys, longFrames};
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
    const browser = await chromium.launch(playwrightLaunchOptions);
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
    const typing = {worker: {keys: [], longFrames: 0}, mainThread: {keys: [], longFrames: 0}};
    // Interleaved, query by query, so that both sides meet the same machine; twice, as a long frame is rare.
    for (let round = 0; round < 2; round += 1) {
      for (const query of queries) {
        for (const side of ['worker', 'mainThread']) {
          const {keys, longFrames} = await typingDelays(browser, port, query, {worker: side === 'worker'});
          typing[side].keys.push(...keys);
          typing[side].longFrames += longFrames;
        }
      }
    }
    const summary = ({keys, longFrames}) => ({
      inputDelay: stats(keys.map(({delay}) => delay)),
      keyToPaint: stats(keys.map(({duration}) => duration)),
      longFrames,
    });
    await browser.close();
    return {
      median: stats(runs.map((run) => run.milliseconds)).median,
      fetchedFiles: runs[0].fetchedFiles,
      fetchedBytesUncompressed: runs[0].fetchedBytes,
      throttledTyping: {cpuSlowdown: 4, worker: summary(typing.worker), mainThread: summary(typing.mainThread)},
    };
  } finally {
    server.kill();
  }
}

const builtFiles = await readIndexDirectory(indexDir);
const manifest = JSON.parse(builtFiles.get('manifest.json'));

const routesPaths = await builtRoutePaths(buildDir);
const extractionStarted = performance.now();
const {records: allRecords, pages} = await builtSiteRecords(buildDir, routesPaths);
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
  relevance: await relevanceOnBothSets(ownEngineSearch(builtFiles)),
  alternatives: await measureAlternatives(allRecords),
  currentDocs: {tags: currentDocsTags, records: currentRecords.length, ...(await measureTyping(builtFiles))},
  tenfold: {
    records: tenfoldRecords.length,
    ...(await measureTyping(indexFiles(tenfoldRecords, contentWeights).files)),
  },
  firstQueryInChromium: await firstQueryInBrowser(),
};

const kbOf = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** What typing a whole query reads of each kind of file (see `measureTyping`), most first. */
const wholeQueryKinds = (byKind) =>
  Object.entries(byKind)
    .sort(([, a], [, b]) => b.max - a.max)
    .map(([kind, bytes]) => `${fileKindNames[kind]} ${kbOf(bytes.median)} (${kbOf(bytes.max)})`)
    .join(', ');

/** The side-by-side table of bench/search.md: each engine on each judged set, with its bytes and keystroke time. */
function comparisonTable({relevance, currentDocs, alternatives}) {
  const engines = [
    {
      name: 'This site (local-search)',
      relevance,
      firstBytes: kbOf(currentDocs.firstKeystroke.gzipBytes.median),
      keystroke: currentDocs.keystroke.p95,
    },
    {
      name: `Pagefind ${alternatives.pagefind.version}`,
      relevance: alternatives.pagefind.relevance,
      firstBytes: kbOf(alternatives.pagefind.firstKeystroke.bytes.median),
      keystroke: alternatives.pagefind.keystroke.p95,
    },
    {
      name: 'MiniSearch (VitePress defaults)',
      relevance: alternatives.miniSearch.relevance,
      firstBytes: kbOf(alternatives.miniSearch.firstKeystroke.gzipBytes),
      keystroke: alternatives.miniSearch.keystroke.p95,
    },
  ];
  const rows = engines.flatMap(({name, relevance: bySet, firstBytes, keystroke}) =>
    Object.entries({'tuned on': bySet.tuned, 'held out': bySet.heldOut}).map(
      ([set, {queries: count, mrrAt10, recallAt1, recallAt5, withoutHits}]) =>
        `| ${name} | ${set} (${count}) | ${mrrAt10} | ${recallAt1} | ${recallAt5} | ${withoutHits} | ${firstBytes} | ${keystroke} ms |`,
    ),
  );
  const phrasingRows = engines.flatMap(({name, relevance: bySet}) =>
    Object.entries({'tuned on': bySet.tuned, 'held out': bySet.heldOut}).flatMap(([set, {byPhrasing}]) =>
      Object.entries(byPhrasing).map(
        ([phrasing, {queries: count, mrrAt10, recallAt1, recallAt5, withoutHits}]) =>
          `| ${name} | ${set} | ${phrasingLabels[phrasing]} (${count}) | ${mrrAt10} | ${recallAt1} | ${recallAt5} | ${withoutHits} |`,
      ),
    ),
  );
  return [
    '| Engine | Judged set (queries) | MRR@10 | Recall@1 | Recall@5 | Without hits | Bytes before the first result | Keystroke p95 |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'By how the queries were written:',
    '',
    '| Engine | Half | Written from (queries) | MRR@10 | Recall@1 | Recall@5 | Without hits |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...phrasingRows,
  ].join('\n');
}

// The held-out sets of readers' queries written after the first two halves (readers2, readers3 and on).
const laterReaderSets = Object.entries(judgedSets.heldOut).flatMap(([phrasing, file]) =>
  /^readers\d+$/.test(phrasing) ? [file] : [],
);

await mkdir(path.join(root, 'bench'), {recursive: true});
await writeFile(path.join(root, 'bench/search.json'), `${JSON.stringify(results, null, 2)}\n`);
await writeFile(
  path.join(root, 'bench/search.md'),
  `# Search: this site's engine, Pagefind and MiniSearch on the same pages and queries

Written by \`npm run bench:search\` on ${results.date.slice(0, 10)} (${results.machine.cores} cores, load ${results.machine.loadAverage[0]}).
The figures in full, with each query not answered first, are in \`bench/search.json\`.

${comparisonTable(results)}

- **Judged sets.** Two halves: the ranking was tuned on one and never saw the other. Each half has queries
  written from the page sources (\`bench/search-queries.json\`, \`bench/search-queries-held-out.json\`) and
  queries phrased as readers ask, taken from GitHub issues and forum questions, in their own words rather
  than the pages' (\`bench/search-queries-readers.json\`, \`bench/search-queries-held-out-readers.json\`).
  The held-out half has ${laterReaderSets.length} more sets of readers' queries
  (\`${laterReaderSets[0]}\` to \`${laterReaderSets.at(-1)}\`), written and checked by
  sessions that never saw the engine, each first measured before anyone who changes the ranking had read
  it. Each file says when and how it was written. A query's rank is the place of the first page that
  answers it among the hits as the engine's UI lists them. This site's modal puts each page's best hit
  first; DocSearch then groups the hits by part of the site, five a group, and lists a page's hits together
  (counted so since 2026-11-30: before, a page's later hits were counted where they ranked, which put
  other pages one or two places higher than the modal shows them).
- **Pages.** All three search what the modal searches from \`/docs/\`: the current docs, the community docs,
  pages, posts and changelog entries (${results.alternatives.pages} pages), not the test area or the examples.
  Pagefind indexes each page's \`<main>\` without its navigation; MiniSearch gets one document per section,
  as VitePress splits a page.
- **Bytes before the first result** of the first keystroke, as a host sends them: this site's index parts
  gzipped (median of the typed queries); Pagefind's files as it writes them (its index is compressed
  already), its WebAssembly and runtime included; MiniSearch's whole index gzipped, which VitePress loads
  first.
- **Keystroke p95**: this site's engine and MiniSearch in Node on an index in memory (parsing each part the
  keystroke reads included; compressing it to count its bytes left out); Pagefind in Chromium over
  loopback, its fetches included, as it has no Node search API.
- **Reading ahead.** This site's first keystroke reads only its letter's first hits. Once they are out, the
  engine reads what the next key needs, the shards' meta and the letter's term buckets, in the pause
  before a reader's next key, which the benchmark gives it (a turn of the event loop):
  ${kbOf(results.currentDocs.readAhead.gzipBytes.median)} in ${results.currentDocs.readAhead.milliseconds.median} ms. With no pause between keys, as for a reader who
  types faster than that, the keystroke p95 is ${results.currentDocs.keystrokeBackToBack.p95} ms.
- **Typing a whole query**, one key at a time, reads each file once, the text chunks of every keystroke's
  hits included: ${kbOf(results.currentDocs.wholeQuery.gzipBytes.median)} in ${results.currentDocs.wholeQuery.files.median} files for the median query, ${kbOf(results.currentDocs.wholeQuery.gzipBytes.max)} in
  ${results.currentDocs.wholeQuery.files.max} files at most. The first keystroke alone: ${kbOf(results.currentDocs.firstKeystroke.gzipBytes.max)} in ${results.currentDocs.firstKeystroke.files.max} files at most.
  By kind of file, median (most): ${wholeQueryKinds(results.currentDocs.wholeQuery.gzipBytesByKind)}. The term buckets and
  the meta grow with the site's records; the text read follows the hits shown.

## Typing in the modal on a phone-speed CPU

Chromium at 4× CPU slowdown, one key every 120 ms, the ${queries.length} typed queries of the script, twice; how long
a key waited for the main thread (Event Timing's input delay; keys handled within a frame count as 0) and
until the next paint, and how many frames took over 50 ms while typing (Long Animation Frames). The
main-thread row is the fallback for browsers without workers, measured in the same run.

| Search runs in | Keys | Input delay median / p95 / max | Key to paint median / p95 / max | Frames over 50 ms |
| --- | --- | --- | --- | --- |
${['worker', 'mainThread']
  .map((side) => {
    const {inputDelay, keyToPaint, longFrames} = results.firstQueryInChromium.throttledTyping[side];
    const row = ({median, p95, max}) => `${median} / ${p95} / ${max} ms`;
    return `| ${side === 'worker' ? 'a Web Worker' : 'the main thread'} | ${inputDelay.samples} | ${row(inputDelay)} | ${row(keyToPaint)} | ${longFrames} |`;
  })
  .join('\n')}
`,
);
console.table(results.shards);
console.log(comparisonTable(results));
console.log(JSON.stringify({...results, shards: undefined, relevance: undefined, alternatives: undefined}, null, 2));
