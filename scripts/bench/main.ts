/**
 * `npm run bench` (scripts/bench.mjs runs this through jiti): build times, the cost of each route,
 * first-load bytes, the hydration time on a throttled phone profile and Lighthouse scores of the site,
 * beside the same figures for the stock Docusaurus template; written to bench/results.json and
 * bench/results.md and printed against the goals. Not part of `npm test`: a full run takes about half
 * an hour. Settings (BENCH_SECTIONS and the others): ./settings.ts.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {buildDir, measureBuild, siteDir} from './build';
import {measureLighthouse} from './lighthouse';
import {measurePages} from './pages';
import {budgetChecks, markdown, stockComparison, type BenchResults, type Check, type ComparisonRow} from './report';
import {measureRouteCost} from './routeCost';
import {withServer} from './server';
import {readSettings} from './settings';
import {measureStockTemplate} from './stockTemplate';

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

const resultsDir = path.join(siteDir, 'bench');
const resultsJson = path.join(resultsDir, 'results.json');

/** results.json: the sections' figures with the goals and the comparison derived from them. */
type ResultsFile = BenchResults & {goals: Check[]; stockComparison: ComparisonRow[]};

export async function runBench(): Promise<void> {
  const settings = readSettings();
  const {sections, port, scratchRoot} = settings;
  const origin = `http://127.0.0.1:${port}`;
  // The goals are checked again on every run, against the figures of this run and those kept from the last.
  const {
    goals: _goals,
    stockComparison: _comparison,
    ...previous
  }: Partial<ResultsFile> = existsSync(resultsJson) ? JSON.parse(readFileSync(resultsJson, 'utf8')) : {};
  const results: BenchResults = {...previous, date: new Date().toISOString()};
  mkdirSync(scratchRoot, {recursive: true});

  if (sections.includes('build')) {
    results.build = await measureBuild(scratchRoot);
  }
  if (sections.includes('routes')) {
    results.routes = await measureRouteCost(scratchRoot);
  }
  if (sections.includes('pages') || sections.includes('lighthouse')) {
    await withServer(buildDir, port, async () => {
      if (sections.includes('pages')) {
        results.pages = await measurePages(origin, pagePaths, settings.hydrationRuns);
      }
      if (sections.includes('lighthouse')) {
        results.lighthouse = await measureLighthouse(origin, pagePaths, {
          withDarkMode: true,
          runs: settings.runs,
          warmupRuns: settings.warmupRuns,
        });
      }
    });
  }
  if (sections.includes('stock')) {
    results.stock = await measureStockTemplate(settings);
  }

  const checks = budgetChecks(results);
  const comparison = results.stock ? stockComparison(results) : [];
  mkdirSync(resultsDir, {recursive: true});
  const file: ResultsFile = {...results, goals: checks, stockComparison: comparison};
  writeFileSync(resultsJson, `${JSON.stringify(file, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'results.md'), markdown(results, checks, comparison));
  for (const check of checks) {
    console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.value} (goal ${check.budget})`);
  }
  for (const row of comparison) {
    console.log(`      ${row.figure}: ${row.site} vs ${row.stock} (${row.ratio})`);
  }
}
