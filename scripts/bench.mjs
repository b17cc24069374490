// `npm run bench`: build times, first-load bytes and Lighthouse scores of the
// site, written to bench/results.json and bench/results.md and printed against
// the budgets. Not part of `npm test`: a full run takes a long time.
//
// Environment:
//   BENCH_RUNS=3          Lighthouse runs per page and form factor (median reported)
//   BENCH_WARMUP=1        Lighthouse runs thrown away first, per page and form factor
//   BENCH_SECTIONS=build,pages,lighthouse
//                         sections to measure; the others are kept from the last results.json
//   BENCH_PORT=4300       port of the local server (scripts/serve.mjs)
//   CHROMIUM_PATH         browser (default /usr/bin/chromium)
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
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
const docusaurusBin = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {chromiumArgs, chromiumPath} = jiti('./chromium.ts');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const warmupRuns = Number(process.env.BENCH_WARMUP ?? 1);
const port = Number(process.env.BENCH_PORT ?? 4300);
const sections = (process.env.BENCH_SECTIONS ?? 'build,pages,lighthouse').split(',');
const origin = `http://127.0.0.1:${port}`;

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
  homeJsKiB: 175,
  coldBuildSeconds: 120,
  rspackSpeedup: 3,
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

function runDocusaurus(args, env) {
  const result = spawnSync(process.execPath, [docusaurusBin, ...args], {
    cwd: siteDir,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', ...env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`docusaurus ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** A cold build (cache cleared, no persistent cache): wall time and peak memory of the build process. */
function coldBuild(label, outDir, env) {
  runDocusaurus(['clear']);
  const hasTime = existsSync('/usr/bin/time');
  const loadBefore = load();
  const started = performance.now();
  const command = hasTime ? '/usr/bin/time' : process.execPath;
  const args = [...(hasTime ? ['-v', process.execPath] : []), docusaurusBin, 'build', '--out-dir', outDir];
  const result = spawnSync(command, args, {
    cwd: siteDir,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`${label} build failed:\n${result.stdout}\n${result.stderr}`);
  }
  const peakKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? NaN);
  log(`${label}: ${seconds.toFixed(1)} s, peak RSS ${Math.round(peakKiB / 1024)} MiB`);
  return {
    label,
    seconds: Math.round(seconds * 10) / 10,
    peakRssMiB: Number.isNaN(peakKiB) ? null : Math.round(peakKiB / 1024),
    loadAverageBefore: loadBefore,
    loadAverageAfter: load(),
  };
}

function countRoutes() {
  const chunkNames = JSON.parse(readFileSync(path.join(siteDir, '.docusaurus/routesChunkNames.json'), 'utf8'));
  return new Set(Object.keys(chunkNames).map((key) => key.replace(/-[0-9a-f]{3}$/, ''))).size;
}

function measureBuild() {
  const webpackOutDir = path.join(os.tmpdir(), `bench-webpack-build-${process.pid}`);
  const webpack = coldBuild('webpack (experimental_faster off)', webpackOutDir, {DOCUSAURUS_FASTER: 'false'});
  rmSync(webpackOutDir, {recursive: true, force: true});
  // Rspack last: its output is the build the other sections measure.
  const rspack = coldBuild('Rspack (experimental_faster)', buildDir, {});
  return {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    rspack,
    webpack,
    speedup: Math.round((webpack.seconds / rspack.seconds) * 100) / 100,
    routes: countRoutes(),
  };
}

// --- Server -----------------------------------------------------------------

async function startServer() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
    server.stdout.once('data', resolve);
  });
  return server;
}

// --- Bytes before load --------------------------------------------------------

async function measurePage(browser, pagePath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + pagePath, {waitUntil: 'load'});
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

async function measurePages() {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const pages = [];
  for (const pagePath of pagePaths) {
    const result = await measurePage(browser, pagePath);
    log(`${pagePath}: JS ${result.js.compressedKiB} KiB compressed, ${result.requests} requests`);
    pages.push(result);
  }
  await browser.close();
  return {date: new Date().toISOString(), loadAverage: load(), pages};
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
  return {scores, failedAudits: [...new Set(failedAudits)]};
}

async function measureLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs, '--disable-dev-shm-usage'],
  });
  const results = [];
  try {
    for (const pagePath of pagePaths) {
      const entry = {path: pagePath};
      for (const formFactor of ['desktop', 'mobile']) {
        for (let i = 0; i < warmupRuns; i++) {
          await lighthouseRun(chrome.port, origin + pagePath, formFactor, ['performance']);
        }
        const samples = [];
        for (let i = 0; i < runs; i++) {
          samples.push(await lighthouseRun(chrome.port, origin + pagePath, formFactor, categories));
        }
        entry[formFactor] = {
          ...Object.fromEntries(categories.map((id) => [id, median(samples.map((s) => s.scores[id]))])),
          performanceRuns: samples.map((s) => s.scores.performance),
          failedAudits: [...new Set(samples.flatMap((s) => s.failedAudits))],
        };
        // Scores other than performance do not vary between runs: one dark-mode run checks them.
        const darkUrl = `${origin}${pagePath}${pagePath.includes('?') ? '&' : '?'}docusaurus-theme=dark`;
        const dark = await lighthouseRun(chrome.port, darkUrl, formFactor, categories.slice(1));
        entry[`${formFactor}Dark`] = {...dark.scores, failedAudits: dark.failedAudits};
        log(`${pagePath} ${formFactor}: ${JSON.stringify(entry[formFactor])} dark ${JSON.stringify(dark.scores)}`);
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

// --- Report ---------------------------------------------------------------------

function budgetChecks(results) {
  const checks = [];
  const check = (name, budget, value, pass) => checks.push({name, budget, value, pass});
  if (results.build) {
    check(
      'Cold Rspack build (s)',
      `≤ ${budgets.coldBuildSeconds}`,
      results.build.rspack.seconds,
      results.build.rspack.seconds <= budgets.coldBuildSeconds,
    );
    check(
      'Rspack speed-up over webpack',
      `≥ ${budgets.rspackSpeedup}×`,
      `${results.build.speedup}×`,
      results.build.speedup >= budgets.rspackSpeedup,
    );
  }
  const home = results.pages?.pages.find((page) => page.path === '/');
  if (home) {
    check(
      'Home page JS before load (KiB compressed)',
      `≤ ${budgets.homeJsKiB}`,
      home.js.compressedKiB,
      home.js.compressedKiB <= budgets.homeJsKiB,
    );
    check(
      'Lazy JS features on the home page',
      'none',
      home.lazyFeaturesLoaded.join(', ') || 'none',
      home.lazyFeaturesLoaded.length === 0,
    );
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

function markdown(results, checks) {
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
      '| Bundler | Time (s) | Peak RSS (MiB) | Load average before |',
      '| --- | --- | --- | --- |',
    );
    for (const build of [rspack, webpack]) {
      lines.push(
        `| ${build.label} | ${build.seconds} | ${build.peakRssMiB ?? 'n/a'} | ${build.loadAverageBefore.join(', ')} |`,
      );
    }
    lines.push('', `Rspack is ${results.build.speedup}× faster; ${results.build.routes} routes.`, '');
  }
  if (results.pages) {
    lines.push(
      `## Loaded before the load event (${results.pages.date}, load ${results.pages.loadAverage.join(', ')})`,
      '',
      '| Page | JS KiB raw / compressed (files) | CSS KiB raw / compressed | Requests | FCP (ms) | Lazy JS features loaded | KaTeX CSS |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const page of results.pages.pages) {
      lines.push(
        `| \`${page.path}\` | ${page.js.rawKiB} / ${page.js.compressedKiB} (${page.js.files}) | ${page.css.rawKiB} / ${page.css.compressedKiB} | ${page.requests} | ${page.firstContentfulPaintMs} | ${page.lazyFeaturesLoaded.join(', ') || 'none'} | ${page.katexCssInStylesheet ? 'in the site stylesheet' : 'no'} |`,
      );
    }
    lines.push('');
  }
  if (results.lighthouse) {
    const {runs: lhRuns, warmupRuns: warmups, loadAverage} = results.lighthouse;
    lines.push(
      `## Lighthouse ${results.lighthouse.lighthouseVersion} (${results.lighthouse.date}, median of ${lhRuns} after ${warmups} warm-up, load ${loadAverage.join(', ')})`,
      '',
      'Performance / accessibility / best practices / SEO; dark mode: one run, without performance.',
      '',
      '| Page | Desktop | Mobile | Desktop dark | Mobile dark |',
      '| --- | --- | --- | --- | --- |',
    );
    const format = (s) =>
      [s.performance, s.accessibility, s['best-practices'], s.seo].filter((v) => v !== undefined).join(' / ');
    for (const page of results.lighthouse.pages) {
      lines.push(
        `| \`${page.path}\` | ${format(page.desktop)} | ${format(page.mobile)} | ${format(page.desktopDark)} | ${format(page.mobileDark)} |`,
      );
    }
    lines.push('');
  }
  lines.push('## Budgets', '', '| Budget | Goal | Result | Met |', '| --- | --- | --- | --- |');
  for (const check of checks) {
    lines.push(`| ${check.name} | ${check.budget} | ${check.value} | ${check.pass ? 'yes' : 'NO'} |`);
  }
  return `${lines.join('\n')}\n`;
}

const previous = existsSync(resultsJson) ? JSON.parse(readFileSync(resultsJson, 'utf8')) : {};
const results = {...previous, date: new Date().toISOString()};

if (sections.includes('build')) {
  results.build = measureBuild();
}
if (sections.includes('pages') || sections.includes('lighthouse')) {
  const server = await startServer();
  try {
    if (sections.includes('pages')) {
      results.pages = await measurePages();
    }
    if (sections.includes('lighthouse')) {
      results.lighthouse = await measureLighthouse();
    }
  } finally {
    server.kill();
  }
}

const checks = budgetChecks(results);
mkdirSync(resultsDir, {recursive: true});
writeFileSync(resultsJson, `${JSON.stringify({...results, budgets: checks}, null, 2)}\n`);
writeFileSync(path.join(resultsDir, 'results.md'), markdown(results, checks));
for (const check of checks) {
  console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.value} (budget ${check.budget})`);
}
