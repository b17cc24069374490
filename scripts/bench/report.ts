/** The goals, each figure of the site beside the stock template's, and the results as Markdown. */
import os from 'node:os';
import type {BuildComparison} from './build';
import type {CategoryScores, FormFactorScores, LighthousePageWithDarkMode, LighthouseResult} from './lighthouse';
import type {PagesResult} from './pages';
import {extraRoutes, type RouteCostResult} from './routeCost';
import {stockPagePaths, type StockResult} from './stockTemplate';

/** The figures of each section, this run's or kept from the last. */
export type BenchResults = {
  date: string;
  build?: BuildComparison;
  routes?: RouteCostResult;
  pages?: PagesResult;
  lighthouse?: LighthouseResult<LighthousePageWithDarkMode>;
  stock?: StockResult;
};

export type Check = {name: string; budget: string; value: string | number; pass: boolean};

export type ComparisonRow = {figure: string; site: string | number; stock: string | number; ratio: string};

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

/** A Lighthouse score that Lighthouse could not compute (null) meets no goal. */
function meets(score: number | null | undefined, goal: number): boolean {
  return score != null && score >= goal;
}

export function budgetChecks(results: BenchResults): Check[] {
  const checks: Check[] = [];
  const check = (name: string, budget: string, value: string | number, pass: boolean) =>
    checks.push({name, budget, value, pass});
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
    for (const mode of ['desktop', 'mobile', 'desktopDark', 'mobileDark'] as const) {
      const scores = page[mode];
      const value = `${scores.accessibility}/${scores['best-practices']}/${scores.seo}`;
      const pass =
        meets(scores.accessibility, budgets.accessibility) &&
        meets(scores['best-practices'], budgets.bestPractices) &&
        meets(scores.seo, budgets.seo);
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
export function stockComparison(results: BenchResults): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const ratio = (site?: number | null, stock?: number | null) =>
    site == null || !stock ? 'n/a' : `${Math.round((site / stock) * 100) / 100}×`;
  for (const [sitePath, stockPath] of Object.entries(stockPagePaths)) {
    const site = results.pages?.pages.find((page) => page.path === sitePath);
    const stock = results.stock?.pages.pages.find((page) => page.path === stockPath);
    const siteLighthouse = results.lighthouse?.pages.find((page) => page.path === sitePath);
    const stockLighthouse = results.stock?.lighthouse?.pages.find((page) => page.path === stockPath);
    const figures: [string, number | null | undefined, number | null | undefined][] = [
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

/** results.md: each section's figures, the comparison with the stock template, and the goals. */
export function markdown(results: BenchResults, checks: Check[], comparison: ComparisonRow[]): string {
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
      `Hydrated: median of ${results.pages.hydrationRuns} loads (in rounds over the pages) with an empty cache on ${profile.latencyMs} ms latency, ${profile.downloadKbps} kbit/s down, ${profile.cpuSlowdown}× CPU slowdown, until \`<html data-has-hydrated="true">\`.`,
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
    const {runs, warmupRuns, loadAverage} = results.lighthouse;
    lines.push(
      `## Lighthouse ${results.lighthouse.lighthouseVersion} (${results.lighthouse.date}, median of ${runs} after ${warmupRuns} warm-up, load ${loadAverage.join(', ')})`,
      '',
      'Performance / accessibility / best practices / SEO; dark mode: one run, without performance. Mobile LCP and TBT: medians; CLS: the worst run of either form factor.',
      '',
      '| Page | Desktop | Mobile | Desktop dark | Mobile dark | Mobile performance runs | Mobile LCP / TBT (ms) | CLS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    const format = (s: CategoryScores | FormFactorScores) =>
      [s.performance, s.accessibility, s['best-practices'], s.seo].filter((v) => v !== undefined).join(' / ');
    for (const page of results.lighthouse.pages) {
      lines.push(
        `| \`${page.path}\` | ${format(page.desktop)} | ${format(page.mobile)} | ${format(page.desktopDark)} | ${format(page.mobileDark)} | ${page.mobile.performanceRuns.join(', ')} | ${page.mobile.lcpMs} / ${page.mobile.tbtMs} | ${Math.max(page.desktop.cls, page.mobile.cls)} |`,
      );
    }
    lines.push('');
    const shifts = results.lighthouse.pages.flatMap((page) =>
      (['desktop', 'mobile'] as const).flatMap((formFactor) =>
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
  if (results.stock) {
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
