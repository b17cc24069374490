// `npm run bench`: build times, the cost of each route, first-load bytes, the
// hydration time on a throttled phone profile and Lighthouse scores of the site,
// beside the same figures for the stock Docusaurus template; written to
// bench/results.json and bench/results.md and printed against the goals. Not
// part of `npm test`: a full run takes about half an hour.
//
// Environment:
//   BENCH_RUNS=3          Lighthouse runs per page and form factor (median reported)
//   BENCH_HYDRATION_RUNS=7
//                         throttled loads per page for the hydration time (median reported), in rounds
//                         over all the pages, so that a slow moment of a shared machine is shared too
//   BENCH_WARMUP=1        Lighthouse runs thrown away first, per page and form factor
//   BENCH_SECTIONS=build,routes,pages,lighthouse,stock
//                         sections to measure; the others are kept from the last results.json
//   BENCH_PORT=4300       port of the local server (scripts/serve.mjs); the stock template's is the next one
//   BENCH_SCRATCH         scratch folder outside the repository (default: <tmp>/docs-site-bench)
//   CHROMIUM_PATH         browser (default /usr/bin/chromium)
import {spawn, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const siteDir = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(siteDir, 'bench');
const resultsJson = path.join(resultsDir, 'results.json');
const buildDir = path.join(siteDir, 'build');
const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {chromiumArgs, chromiumPath} = jiti('./chromium.ts');
const {entryBundles, precompressDirectory} = jiti('../src/plugins/precompress/compress.ts');
const {DEFAULT_OPTIONS: precompressOptions} = jiti('../src/plugins/precompress/options.ts');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const hydrationRuns = Number(process.env.BENCH_HYDRATION_RUNS ?? 7);
const warmupRuns = Number(process.env.BENCH_WARMUP ?? 1);
const port = Number(process.env.BENCH_PORT ?? 4300);
const sections = (process.env.BENCH_SECTIONS ?? 'build,routes,pages,lighthouse,stock').split(',');
const origin = `http://127.0.0.1:${port}`;
const stockOrigin = `http://127.0.0.1:${port + 1}`;
const scratchRoot = path.resolve(process.env.BENCH_SCRATCH ?? path.join(os.tmpdir(), 'docs-site-bench'));
if (!path.relative(siteDir, scratchRoot).startsWith('..')) {
  throw new Error(`BENCH_SCRATCH (${scratchRoot}) must be outside the repository.`);
}

/** The pages measured: one of each kind whose weight differs. */
const pagePaths = [
  '/',
  '/docs/installation/',
  '/docs/styling-layout/',
  '/blog/releases/3.8/',
  '/changelog/',
  '/showcase/',
  '/search/?q=sidebar',
];

/** The stock template's pages, each beside the site's page of the same kind. */
const stockPagePaths = {'/': '/', '/docs/installation/': '/docs/intro'};
const stockVersion = '3.8.1';

/** Extra docs pages the route-cost build adds. */
const extraRoutes = 300;

/** Lighthouse's mobile profile, applied to a real page load: slow 4G and a 4× slower CPU. */
const throttledProfile = {latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750, cpuSlowdown: 4};

/** Strings that only the named library's code contains, to spot it in a bundle. */
const lazyFeatureMarkers = {
  'live code editor (react-live)': 'No-Inline evaluations must call',
  mermaid: 'mermaid.init is deprecated',
  'KaTeX (JS)': 'KaTeX parse error',
  'search engine (local index)': 'The search index has format version',
};
const katexCssMarker = '.katex-display';

const budgets = {
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  desktopPerformance: 100,
  mobilePerformance: 95,
  cumulativeLayoutShift: 0,
  homeJsKiB: 130,
  pageJsKiB: 150,
  hydrationMs: 1800,
  coldBuildSeconds: 120,
  postBuildShare: 0.25,
  searchIndexingSeconds: 5,
  routeKiBPer100: 3,
};

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () => os.loadavg().map((value) => Math.round(value * 100) / 100);
const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

// --- Build ------------------------------------------------------------------

function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

function runDocusaurus(dir, args) {
  run(process.execPath, [path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), ...args], dir);
}

// eslint-disable-next-line no-control-regex -- the log is coloured
const plainLog = (output) => output.replace(/\u001b\[[0-9;]*m/g, '');

/** Seconds of one step from the build's perf log ("[PERF] Build > en > postBuild() - 13.02 seconds!"). */
function perfSeconds(output, step) {
  const plain = plainLog(output);
  const match = new RegExp(`Build > [^>\\n]+ > ${step.replace(/[()]/g, '\\$&')} - ([\\d.]+) (seconds|ms)`).exec(plain);
  if (!match) {
    return null;
  }
  const value = Number(match[1]);
  return Math.round((match[2] === 'ms' ? value / 1000 : value) * 10) / 10;
}

/** A cold build (cache cleared, no persistent cache): wall time and peak memory of the build process. */
function coldBuild(label, dir, outDir, env) {
  runDocusaurus(dir, ['clear']);
  const hasTime = existsSync('/usr/bin/time');
  const loadBefore = load();
  const started = performance.now();
  const command = hasTime ? '/usr/bin/time' : process.execPath;
  const docusaurus = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const args = [...(hasTime ? ['-v', process.execPath] : []), docusaurus, 'build', '--out-dir', outDir];
  const result = spawnSync(command, args, {
    cwd: dir,
    env: {
      ...process.env,
      NO_UPDATE_NOTIFIER: '1',
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
      DOCUSAURUS_PERF_LOGGER: 'true',
      ...env,
    },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`${label} build failed:\n${result.stdout}\n${result.stderr}`);
  }
  const peakKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? NaN);
  const postBuildSeconds = perfSeconds(result.stdout, 'postBuild()');
  // The local-search plugin's own log line: "Local search: indexed … in 4821 ms."
  const indexingMs = /Local search: indexed .* in (\d+) ms/.exec(plainLog(result.stdout))?.[1];
  const indexingSeconds = indexingMs ? Math.round(Number(indexingMs) / 100) / 10 : null;
  log(
    `${label}: ${seconds.toFixed(1)} s (postBuild ${postBuildSeconds} s, search indexing ${indexingSeconds} s), peak RSS ${Math.round(peakKiB / 1024)} MiB`,
  );
  return {
    label,
    seconds: Math.round(seconds * 10) / 10,
    postBuildSeconds,
    indexingSeconds,
    ssgSeconds: perfSeconds(result.stdout, 'SSG'),
    peakRssMiB: Number.isNaN(peakKiB) ? null : Math.round(peakKiB / 1024),
    loadAverageBefore: loadBefore,
    loadAverageAfter: load(),
  };
}

function countRoutes(dir) {
  const chunkNames = JSON.parse(readFileSync(path.join(dir, '.docusaurus/routesChunkNames.json'), 'utf8'));
  return new Set(Object.keys(chunkNames).map((key) => key.replace(/-[0-9a-f]{3,4}$/, ''))).size;
}

function measureBuild() {
  const webpackOutDir = path.join(scratchRoot, 'webpack-build');
  const webpack = coldBuild('webpack (experimental_faster off)', siteDir, webpackOutDir, {DOCUSAURUS_FASTER: 'false'});
  rmSync(webpackOutDir, {recursive: true, force: true});
  // Rspack last: its output is the build the other sections measure.
  const rspack = coldBuild('Rspack (experimental_faster)', siteDir, buildDir, {});
  return {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    rspack,
    webpack,
    speedup: Math.round((webpack.seconds / rspack.seconds) * 100) / 100,
    routes: countRoutes(siteDir),
  };
}

// --- Route cost ---------------------------------------------------------------

/** The scripts every page of a build loads (found as the precompress plugin finds them), as the server sends them: brotli. */
async function entryScriptsBrotliBytes(outDir) {
  const scripts = [...(await entryBundles(outDir, '/'))].filter((file) => file.endsWith('.js'));
  return scripts.reduce((sum, file) => sum + readFileSync(`${file}.br`).length, 0);
}

/** A copy of the site outside the repository, sharing its node_modules. */
function copySite(target) {
  const skipped = new Set([
    'node_modules',
    '.git',
    '.docusaurus',
    'build',
    'build-hash',
    'test-results',
    'playwright-report',
  ]);
  rmSync(target, {recursive: true, force: true});
  cpSync(siteDir, target, {
    recursive: true,
    filter: (source) => !skipped.has(path.relative(siteDir, source).split(path.sep)[0]),
  });
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(target, 'node_modules'), 'dir');
}

/**
 * What each route adds to the JavaScript every page loads (facebook/docusaurus#7256): a copy
 * of the site built as it is and again with extra docs pages.
 */
async function measureRouteCost() {
  const copyDir = path.join(scratchRoot, 'route-cost-site');
  copySite(copyDir);
  const measure = async (label) => {
    const outDir = path.join(copyDir, 'build');
    const build = coldBuild(label, copyDir, outDir, {});
    return {
      routes: countRoutes(copyDir),
      entryBrotliBytes: await entryScriptsBrotliBytes(outDir),
      seconds: build.seconds,
    };
  };
  const base = await measure('route cost: the site as it is');
  const pagesDir = path.join(copyDir, 'docs/bench-route-cost');
  mkdirSync(pagesDir, {recursive: true});
  for (let index = 1; index <= extraRoutes; index++) {
    writeFileSync(
      path.join(pagesDir, `page-${index}.md`),
      `---\ntitle: Route cost page ${index}\n---\n\nPage ${index} of ${extraRoutes}, written by the benchmark to weigh what one more route adds to the scripts of every page.\n`,
    );
  }
  const extended = await measure(`route cost: ${extraRoutes} more docs pages`);
  rmSync(copyDir, {recursive: true, force: true});
  const addedRoutes = extended.routes - base.routes;
  const kibPer100Routes = kib(((extended.entryBrotliBytes - base.entryBrotliBytes) / addedRoutes) * 100);
  log(`route cost: ${kibPer100Routes} KiB brotli per 100 routes (${base.routes} → ${extended.routes} routes)`);
  return {
    date: new Date().toISOString(),
    base: {routes: base.routes, entryKiB: kib(base.entryBrotliBytes)},
    extended: {routes: extended.routes, entryKiB: kib(extended.entryBrotliBytes)},
    kibPer100Routes,
  };
}

// --- Server -----------------------------------------------------------------

async function startServer(dir, serverPort) {
  const server = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(serverPort), '--host', '127.0.0.1', '--dir', dir],
    {cwd: siteDir, stdio: ['ignore', 'pipe', 'inherit']},
  );
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
    server.stdout.once('data', resolve);
  });
  return server;
}

async function withServer(dir, serverPort, measure) {
  const server = await startServer(dir, serverPort);
  try {
    return await measure();
  } finally {
    server.kill();
  }
}

// --- Bytes before load --------------------------------------------------------

async function measurePage(browser, pageOrigin, pagePath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(pageOrigin + pagePath, {waitUntil: 'load'});
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const resources = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.responseEnd <= navigation.loadEventStart)
      .map(({name, encodedBodySize, decodedBodySize}) => ({name, encodedBodySize, decodedBodySize}));
    return {fcp, resources, document: navigation.encodedBodySize};
  });
  await context.close();

  const totals = (extension) => {
    const files = timings.resources.filter((entry) => new URL(entry.name).pathname.endsWith(extension));
    return {
      files: files.length,
      rawKiB: kib(files.reduce((sum, entry) => sum + entry.decodedBodySize, 0)),
      compressedKiB: kib(files.reduce((sum, entry) => sum + entry.encodedBodySize, 0)),
    };
  };
  const scripts = timings.resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
  const styles = timings.resources.filter((entry) => new URL(entry.name).pathname.endsWith('.css'));
  const scriptText = (await Promise.all(scripts.map((entry) => fetch(entry.name).then((r) => r.text())))).join('\n');
  const styleText = (await Promise.all(styles.map((entry) => fetch(entry.name).then((r) => r.text())))).join('\n');
  const lazyFeaturesLoaded = Object.entries(lazyFeatureMarkers)
    .filter(([, marker]) => scriptText.includes(marker))
    .map(([feature]) => feature);
  return {
    path: pagePath,
    firstContentfulPaintMs: timings.fcp === null ? null : Math.round(timings.fcp),
    documentCompressedKiB: kib(timings.document),
    js: totals('.js'),
    css: totals('.css'),
    requests: timings.resources.length + 1,
    lazyFeaturesLoaded,
    // Docusaurus builds one stylesheet for the whole site, so KaTeX's CSS is on every page; its JS never
    // ships (rehype-katex renders maths at build time).
    katexCssInStylesheet: styleText.includes(katexCssMarker),
  };
}

/**
 * Milliseconds from the start of navigation until React has hydrated the page (Docusaurus then
 * sets data-has-hydrated on <html>, and the navbar responds), on the throttled phone profile,
 * with an empty cache. The page reports the moment in a console message, which the browser sends
 * over its protocol: waiting with page.waitForFunction would run Playwright's own script in the
 * page, and poll it every frame, on the main thread that is hydrating (about 200 ms on a docs page
 * at 4× CPU slowdown).
 */
async function hydrationTime(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttledProfile.latencyMs,
    downloadThroughput: (throttledProfile.downloadKbps * 1024) / 8,
    uploadThroughput: (throttledProfile.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttledProfile.cpuSlowdown});
  await page.addInitScript(() => {
    // Observes the document itself: <html> may not exist yet when this runs.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.getAttribute('data-has-hydrated') === 'true') {
        console.debug(`bench-hydrated ${performance.now()}`);
        observer.disconnect();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  const hydrated = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('bench-hydrated '),
    timeout: 120_000,
  });
  await page.goto(url, {waitUntil: 'commit', timeout: 120_000});
  const milliseconds = Number((await hydrated).text().split(' ')[1]);
  await context.close();
  return Math.round(milliseconds);
}

async function measurePages(pageOrigin, paths) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const pages = [];
  try {
    for (const pagePath of paths) {
      pages.push({...(await measurePage(browser, pageOrigin, pagePath)), hydrationRunsMs: []});
    }
    // Page after page in each round: the machine's slow moments fall on every page alike.
    for (let round = 0; round < hydrationRuns; round++) {
      for (const [index, pagePath] of paths.entries()) {
        pages[index].hydrationRunsMs.push(await hydrationTime(browser, pageOrigin + pagePath));
      }
    }
    for (const page of pages) {
      page.hydrationMs = median(page.hydrationRunsMs);
      log(
        `${pageOrigin}${page.path}: JS ${page.js.compressedKiB} KiB compressed, ${page.requests} requests, hydrated in ${page.hydrationMs} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return {date: new Date().toISOString(), loadAverage: load(), throttledProfile, hydrationRuns, pages};
}

// --- Lighthouse ---------------------------------------------------------------

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

async function lighthouseRun(chromePort, url, formFactor, onlyCategories) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, {port: chromePort, output: 'json', logLevel: 'error', onlyCategories}, config);
  const lhr = result.lhr;
  const scores = Object.fromEntries(
    onlyCategories.map((id) => [
      id,
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
    ]),
  );
  const failedAudits = onlyCategories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id].auditRefs)
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const metrics = {
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    // Four places: Lighthouse shows 0.0001 as 0, and the goal is no shift at all.
    cls: Math.round(metric('cumulative-layout-shift') * 10000) / 10000,
  };
  // What moved, so that a shift seen in one run of many can be traced to its element.
  const shiftedElements = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (item) => `${item.node?.selector ?? '(removed element)'}: ${item.score.toFixed(4)}`,
  );
  return {scores, metrics, shiftedElements, failedAudits: [...new Set(failedAudits)]};
}

/** Lighthouse on each page, desktop and mobile; `withDarkMode` adds one dark run of the other categories. */
async function measureLighthouse(pageOrigin, paths, {withDarkMode}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs, '--disable-dev-shm-usage'],
  });
  const results = [];
  try {
    for (const pagePath of paths) {
      const entry = {path: pagePath};
      for (const formFactor of ['desktop', 'mobile']) {
        for (let i = 0; i < warmupRuns; i++) {
          await lighthouseRun(chrome.port, pageOrigin + pagePath, formFactor, ['performance']);
        }
        const samples = [];
        for (let i = 0; i < runs; i++) {
          samples.push(await lighthouseRun(chrome.port, pageOrigin + pagePath, formFactor, categories));
        }
        const worstShiftRun = samples.reduce((worst, s) => (s.metrics.cls > worst.metrics.cls ? s : worst));
        entry[formFactor] = {
          ...Object.fromEntries(categories.map((id) => [id, median(samples.map((s) => s.scores[id]))])),
          performanceRuns: samples.map((s) => s.scores.performance),
          lcpMs: median(samples.map((s) => s.metrics.lcpMs)),
          tbtMs: median(samples.map((s) => s.metrics.tbtMs)),
          // The worst run, with what moved in it: the goal is no shift at all.
          cls: worstShiftRun.metrics.cls,
          shiftedElements: worstShiftRun.shiftedElements,
          failedAudits: [...new Set(samples.flatMap((s) => s.failedAudits))],
        };
        log(`${pageOrigin}${pagePath} ${formFactor}: ${JSON.stringify(entry[formFactor])}`);
        if (withDarkMode) {
          // Scores other than performance do not vary between runs: one dark-mode run checks them.
          const darkUrl = `${pageOrigin}${pagePath}${pagePath.includes('?') ? '&' : '?'}docusaurus-theme=dark`;
          const dark = await lighthouseRun(chrome.port, darkUrl, formFactor, categories.slice(1));
          entry[`${formFactor}Dark`] = {...dark.scores, failedAudits: dark.failedAudits};
          log(`${pageOrigin}${pagePath} ${formFactor} dark: ${JSON.stringify(dark.scores)}`);
        }
      }
      results.push(entry);
    }
  } finally {
    chrome.kill();
  }
  return {
    date: new Date().toISOString(),
    lighthouseVersion: '12.8.2',
    runs,
    warmupRuns,
    loadAverage: load(),
    pages: results,
  };
}

// --- Stock template -----------------------------------------------------------

/** The stock classic template, scaffolded by create-docusaurus outside the repository; installed once, kept between runs. */
function prepareStockTemplate() {
  const templateDir = path.join(scratchRoot, `stock-template-${stockVersion}`);
  if (existsSync(path.join(templateDir, 'node_modules/@docusaurus/core/package.json'))) {
    return templateDir;
  }
  rmSync(templateDir, {recursive: true, force: true});
  mkdirSync(scratchRoot, {recursive: true});
  log(`scaffolding the stock template (create-docusaurus@${stockVersion}) in ${templateDir}`);
  const scaffold = ['--yes', `create-docusaurus@${stockVersion}`, path.basename(templateDir), 'classic'];
  run('npx', [...scaffold, '--typescript', '--skip-install', '--package-manager', 'npm'], scratchRoot);
  // The one override this site needs to build at all on current webpack (README, "Known pitfalls").
  const manifestFile = path.join(templateDir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const {overrides} = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  manifest.overrides = {webpackbar: overrides.webpackbar};
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund'], templateDir);
  return templateDir;
}

/** The stock template built as it ships, precompressed as this site is, served by the same server. */
async function measureStockTemplate() {
  const templateDir = prepareStockTemplate();
  const outDir = path.join(templateDir, 'build');
  const build = coldBuild(`stock template ${stockVersion}`, templateDir, outDir, {});
  await precompressDirectory(outDir, precompressOptions, Date.now());
  const paths = Object.values(stockPagePaths);
  return withServer(outDir, port + 1, async () => ({
    date: new Date().toISOString(),
    version: stockVersion,
    build,
    pages: await measurePages(stockOrigin, paths),
    lighthouse: sections.includes('lighthouse')
      ? await measureLighthouse(stockOrigin, paths, {withDarkMode: false})
      : null,
  }));
}

// --- Report ---------------------------------------------------------------------

function budgetChecks(results) {
  const checks = [];
  const check = (name, budget, value, pass) => checks.push({name, budget, value, pass});
  if (results.build) {
    const {rspack} = results.build;
    check(
      'Cold build (s)',
      `≤ ${budgets.coldBuildSeconds}`,
      rspack.seconds,
      rspack.seconds <= budgets.coldBuildSeconds,
    );
    if (rspack.postBuildSeconds !== null) {
      const share = Math.round((rspack.postBuildSeconds / rspack.seconds) * 100) / 100;
      check(
        'Post-build work (share of the cold build)',
        `< ${budgets.postBuildShare}`,
        `${share} (${rspack.postBuildSeconds} s of ${rspack.seconds} s)`,
        share < budgets.postBuildShare,
      );
    }
    if (rspack.indexingSeconds !== null) {
      check(
        'Search indexing in the cold build (s)',
        `≤ ${budgets.searchIndexingSeconds}`,
        rspack.indexingSeconds,
        rspack.indexingSeconds <= budgets.searchIndexingSeconds,
      );
    }
  }
  if (results.routes) {
    check(
      'Route tables: scripts of every page, per 100 routes (KiB brotli)',
      `≤ ${budgets.routeKiBPer100}`,
      results.routes.kibPer100Routes,
      results.routes.kibPer100Routes <= budgets.routeKiBPer100,
    );
  }
  for (const page of results.pages?.pages ?? []) {
    const isHome = page.path === '/';
    const limit = isHome ? budgets.homeJsKiB : budgets.pageJsKiB;
    check(
      `${page.path} JS before load (KiB compressed)`,
      `≤ ${limit}`,
      page.js.compressedKiB,
      page.js.compressedKiB <= limit,
    );
    check(
      `${page.path} hydrated on the throttled profile (ms)`,
      `≤ ${budgets.hydrationMs}`,
      page.hydrationMs,
      page.hydrationMs <= budgets.hydrationMs,
    );
    if (isHome) {
      check(
        'Lazy JS features on the home page',
        'none',
        page.lazyFeaturesLoaded.join(', ') || 'none',
        page.lazyFeaturesLoaded.length === 0,
      );
    }
  }
  for (const page of results.lighthouse?.pages ?? []) {
    check(
      `${page.path} desktop performance`,
      `${budgets.desktopPerformance}`,
      page.desktop.performance,
      page.desktop.performance >= budgets.desktopPerformance,
    );
    check(
      `${page.path} mobile performance`,
      `≥ ${budgets.mobilePerformance}`,
      page.mobile.performance,
      page.mobile.performance >= budgets.mobilePerformance,
    );
    const worstShift = Math.max(page.desktop.cls, page.mobile.cls);
    check(`${page.path} cumulative layout shift`, `${budgets.cumulativeLayoutShift}`, worstShift, worstShift <= 0);
    for (const mode of ['desktop', 'mobile', 'desktopDark', 'mobileDark']) {
      const scores = page[mode];
      const value = `${scores.accessibility}/${scores['best-practices']}/${scores.seo}`;
      const pass =
        scores.accessibility >= budgets.accessibility &&
        scores['best-practices'] >= budgets.bestPractices &&
        scores.seo >= budgets.seo;
      check(
        `${page.path} ${mode} accessibility/best practices/SEO`,
        '100/100/100',
        pass ? value : `${value} (${scores.failedAudits.join(', ')})`,
        pass,
      );
    }
  }
  return checks;
}

/** Each figure of the site's page beside the stock template's page of the same kind, and their ratio. */
function stockComparison(results) {
  const rows = [];
  const ratio = (site, stock) => (site == null || !stock ? 'n/a' : `${Math.round((site / stock) * 100) / 100}×`);
  for (const [sitePath, stockPath] of Object.entries(stockPagePaths)) {
    const site = results.pages?.pages.find((page) => page.path === sitePath);
    const stock = results.stock?.pages.pages.find((page) => page.path === stockPath);
    const siteLighthouse = results.lighthouse?.pages.find((page) => page.path === sitePath);
    const stockLighthouse = results.stock?.lighthouse?.pages.find((page) => page.path === stockPath);
    const figures = [
      ['JS before load (KiB compressed)', site?.js.compressedKiB, stock?.js.compressedKiB],
      ['Hydrated, throttled (ms)', site?.hydrationMs, stock?.hydrationMs],
      ['Lighthouse mobile performance', siteLighthouse?.mobile.performance, stockLighthouse?.mobile.performance],
      ['Lighthouse mobile LCP (ms)', siteLighthouse?.mobile.lcpMs, stockLighthouse?.mobile.lcpMs],
      ['Lighthouse mobile TBT (ms)', siteLighthouse?.mobile.tbtMs, stockLighthouse?.mobile.tbtMs],
    ];
    for (const [label, siteValue, stockValue] of figures) {
      rows.push({
        figure: `\`${sitePath}\` / stock \`${stockPath}\`: ${label}`,
        site: siteValue ?? 'n/a',
        stock: stockValue ?? 'n/a',
        ratio: ratio(siteValue, stockValue),
      });
    }
  }
  if (results.build && results.stock) {
    const {seconds} = results.build.rspack;
    rows.push({
      figure: 'Cold build (s)',
      site: seconds,
      stock: results.stock.build.seconds,
      ratio: ratio(seconds, results.stock.build.seconds),
    });
  }
  return rows;
}

function markdown(results, checks, comparison) {
  const lines = [
    `# Benchmark results`,
    '',
    `Written ${results.date} on ${os.cpus().length} CPUs (shared machine: see the load averages).`,
    '',
  ];
  if (results.build) {
    const {rspack, webpack} = results.build;
    lines.push(
      `## Cold build (${results.build.date})`,
      '',
      '| Bundler | Time (s) | Post-build (s) | Search indexing (s) | SSG (s) | Peak RSS (MiB) | Load average before |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const build of [rspack, webpack]) {
      lines.push(
        `| ${build.label} | ${build.seconds} | ${build.postBuildSeconds ?? 'n/a'} | ${build.indexingSeconds ?? 'n/a'} | ${build.ssgSeconds ?? 'n/a'} | ${build.peakRssMiB ?? 'n/a'} | ${build.loadAverageBefore.join(', ')} |`,
      );
    }
    lines.push('', `Rspack is ${results.build.speedup}× faster than webpack; ${results.build.routes} routes.`, '');
  }
  if (results.routes) {
    const {base, extended, kibPer100Routes} = results.routes;
    lines.push(
      `## Route cost (${results.routes.date})`,
      '',
      `A copy of the site, built as it is and again with ${extraRoutes} more docs pages; the scripts every page loads, brotli.`,
      '',
      '| Build | Routes | Scripts of every page (KiB) |',
      '| --- | --- | --- |',
      `| As it is | ${base.routes} | ${base.entryKiB} |`,
      `| With the extra pages | ${extended.routes} | ${extended.entryKiB} |`,
      '',
      `${kibPer100Routes} KiB per 100 routes.`,
      '',
    );
  }
  if (results.pages) {
    const profile = results.pages.throttledProfile;
    lines.push(
      `## Loaded before the load event (${results.pages.date}, load ${results.pages.loadAverage.join(', ')})`,
      '',
      `Hydrated: median of ${results.pages.hydrationRuns ?? runs} loads (in rounds over the pages) with an empty cache on ${profile.latencyMs} ms latency, ${profile.downloadKbps} kbit/s down, ${profile.cpuSlowdown}× CPU slowdown, until \`<html data-has-hydrated="true">\`.`,
      '',
      '| Page | JS KiB raw / compressed (files) | CSS KiB raw / compressed | Requests | FCP (ms) | Hydrated, throttled (ms) | Lazy JS features loaded | KaTeX CSS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const page of results.pages.pages) {
      lines.push(
        `| \`${page.path}\` | ${page.js.rawKiB} / ${page.js.compressedKiB} (${page.js.files}) | ${page.css.rawKiB} / ${page.css.compressedKiB} | ${page.requests} | ${page.firstContentfulPaintMs} | ${page.hydrationMs} (${page.hydrationRunsMs.join(', ')}) | ${page.lazyFeaturesLoaded.join(', ') || 'none'} | ${page.katexCssInStylesheet ? 'in the site stylesheet' : 'no'} |`,
      );
    }
    lines.push('');
  }
  if (results.lighthouse) {
    const {runs: lhRuns, warmupRuns: warmups, loadAverage} = results.lighthouse;
    lines.push(
      `## Lighthouse ${results.lighthouse.lighthouseVersion} (${results.lighthouse.date}, median of ${lhRuns} after ${warmups} warm-up, load ${loadAverage.join(', ')})`,
      '',
      'Performance / accessibility / best practices / SEO; dark mode: one run, without performance. Mobile LCP and TBT: medians; CLS: the worst run of either form factor.',
      '',
      '| Page | Desktop | Mobile | Desktop dark | Mobile dark | Mobile performance runs | Mobile LCP / TBT (ms) | CLS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    const format = (s) =>
      [s.performance, s.accessibility, s['best-practices'], s.seo].filter((v) => v !== undefined).join(' / ');
    for (const page of results.lighthouse.pages) {
      lines.push(
        `| \`${page.path}\` | ${format(page.desktop)} | ${format(page.mobile)} | ${format(page.desktopDark)} | ${format(page.mobileDark)} | ${page.mobile.performanceRuns.join(', ')} | ${page.mobile.lcpMs} / ${page.mobile.tbtMs} | ${Math.max(page.desktop.cls, page.mobile.cls)} |`,
      );
    }
    lines.push('');
    const shifts = results.lighthouse.pages.flatMap((page) =>
      ['desktop', 'mobile'].flatMap((formFactor) =>
        page[formFactor].cls > 0
          ? [
              `- \`${page.path}\` ${formFactor}, ${page[formFactor].cls}: ${page[formFactor].shiftedElements.join('; ')}`,
            ]
          : [],
      ),
    );
    if (shifts.length > 0) {
      lines.push('Elements that moved in the worst run (selector: share of the shift score):', '', ...shifts, '');
    }
  }
  if (comparison.length > 0) {
    lines.push(
      `## Beside the stock template (create-docusaurus ${results.stock.version} classic, ${results.stock.date})`,
      '',
      'Built as it ships (webpack), precompressed and served as this site is, measured in the same run.',
      '',
      '| Figure | This site | Stock template | Ratio |',
      '| --- | --- | --- | --- |',
    );
    for (const row of comparison) {
      lines.push(`| ${row.figure} | ${row.site} | ${row.stock} | ${row.ratio} |`);
    }
    lines.push('');
  }
  lines.push('## Goals', '', '| Goal | Target | Result | Met |', '| --- | --- | --- | --- |');
  for (const check of checks) {
    lines.push(`| ${check.name} | ${check.budget} | ${check.value} | ${check.pass ? 'yes' : 'NO'} |`);
  }
  return `${lines.join('\n')}\n`;
}

// The goals are checked again on every run, against the figures of this run and those kept from the last.
const {
  goals: _goals,
  budgets: _budgets,
  stockComparison: _comparison,
  ...previous
} = existsSync(resultsJson) ? JSON.parse(readFileSync(resultsJson, 'utf8')) : {};
const results = {...previous, date: new Date().toISOString()};
mkdirSync(scratchRoot, {recursive: true});

if (sections.includes('build')) {
  results.build = measureBuild();
}
if (sections.includes('routes')) {
  results.routes = await measureRouteCost();
}
if (sections.includes('pages') || sections.includes('lighthouse')) {
  await withServer(buildDir, port, async () => {
    if (sections.includes('pages')) {
      results.pages = await measurePages(origin, pagePaths);
    }
    if (sections.includes('lighthouse')) {
      results.lighthouse = await measureLighthouse(origin, pagePaths, {withDarkMode: true});
    }
  });
}
if (sections.includes('stock')) {
  results.stock = await measureStockTemplate();
}

const checks = budgetChecks(results);
const comparison = results.stock ? stockComparison(results) : [];
mkdirSync(resultsDir, {recursive: true});
writeFileSync(resultsJson, `${JSON.stringify({...results, goals: checks, stockComparison: comparison}, null, 2)}\n`);
writeFileSync(path.join(resultsDir, 'results.md'), markdown(results, checks, comparison));
for (const check of checks) {
  console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.value} (goal ${check.budget})`);
}
for (const row of comparison) {
  console.log(`      ${row.figure}: ${row.site} vs ${row.stock} (${row.ratio})`);
}
