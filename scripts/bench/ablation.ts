// `npm run bench:ablation`: what each piece of framework code the project owns buys. The site is
// built once as it is and once with each piece turned off on its own (a patch reversed, a plugin
// taken out of the config, an ejected component deleted), in scratch copies outside the repository;
// then every build is loaded in the same rounds, in a new order each round, on the throttled phone
// profile. Written to bench/ablation.json and bench/ablation.md. Not part of `npm test`.
//
// Environment:
//   ABLATION_ROUNDS=5     loads of each page of each build (medians of the paired differences)
//   ABLATION_ONLY=a,b     build and measure only these variants (and the baseline)
//   ABLATION_REUSE=1      keep the builds a previous run left in the scratch folder, and build only the missing ones
//   BENCH_PORT, BENCH_SCRATCH, CHROMIUM_PATH as for `npm run bench`
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {playwrightLaunchOptions} from '../chromium';
import {coldBuild, copySite, siteDir} from './build';
import {withServer} from './server';
import {loadUntilHydrated, measurePage, median, throttledProfile} from './pageLoad';

/** One piece of owned framework code, turned off. */
export type Variant = {
  name: string;
  /** What is turned off, as the architecture table names it. */
  turnsOff: string;
  /** Patch files (in patches/) reversed in node_modules for this build only. */
  patchesOff?: string[];
  /** Files or folders of the scratch copy deleted (an ejected component, to get the theme's own). */
  remove?: string[];
  /** Exact text replaced in a file of the scratch copy (a plugin taken out of config/plugins.ts). Each must occur once. */
  edits?: {file: string; find: string; replace: string}[];
};

const plugin = (entry: string) => ({file: 'config/plugins.ts', find: `  ${entry},\n`, replace: ''});

export const variants: Variant[] = [
  {
    name: 'prefetch-after-hydration',
    turnsOff: 'patch @docusaurus/core 004: prefetching waits for the load event and hydration',
    patchesOff: ['@docusaurus+core+3.8.1+004+prefetch-after-hydration.patch'],
  },
  {
    name: 'without-tslib',
    turnsOff: 'patch @docusaurus/utils-common 001: tslib out of main.js',
    patchesOff: ['@docusaurus+utils-common+3.8.1+001+without-tslib.patch'],
  },
  {
    name: 'compact-route-tables',
    turnsOff: 'plugin compact-route-tables, with the two core patches that load its sections (002, 003)',
    patchesOff: [
      '@docusaurus+core+3.8.1+003+prefetch-lazy-routes.patch',
      '@docusaurus+core+3.8.1+002+preload-lazy-routes.patch',
    ],
    edits: [plugin("'./src/plugins/compact-route-tables/index.ts'")],
  },
  {
    name: 'prism-client-module',
    turnsOff: "code-highlighting's replacement of theme-classic's Prism client module by an empty one",
    edits: [
      {
        file: 'src/plugins/code-highlighting/index.ts',
        find: 'return {plugins: [new NormalModuleReplacementPlugin(prismClientModulePattern(), emptyClientModule)]};',
        replace: 'return {};',
      },
    ],
  },
  {
    name: 'compile-hints',
    turnsOff: 'plugin compile-hints: V8 compile hints on the scripts a page runs at load',
    edits: [plugin("'./src/plugins/compile-hints/index.ts'")],
  },
  {
    name: 'sw-after-hydration',
    turnsOff: "pwa plugin's client module: the service worker registers after hydration (stock: with main.js)",
    edits: [
      {
        file: 'src/plugins/pwa/index.ts',
        find: "registration === path.join(pwaLib, 'registerSw.js') ? registerWhenIdle : registration",
        replace: 'registration',
      },
    ],
  },
  {
    name: 'code-block-components',
    turnsOff:
      'ejected CodeBlock, CodeBlock/Content and MDXComponents/Code of code-highlighting: the stock ones, with Prism',
    remove: ['src/plugins/code-highlighting/theme/CodeBlock', 'src/plugins/code-highlighting/theme/MDXComponents'],
  },
  {
    name: 'katex-fonts',
    turnsOff: "plugin katex-fonts: KaTeX's fonts emitted as files instead of inlined in the site's stylesheet",
    edits: [plugin("'./src/plugins/katex-fonts/index.ts'")],
  },
  {
    name: 'tabs',
    turnsOff: 'ejected Tabs: no remount after hydration',
    remove: ['src/theme/Tabs'],
  },
  {
    name: 'blog-author',
    turnsOff: 'ejected Blog/Components/Author: lazy avatars',
    remove: ['src/theme/Blog/Components/Author'],
  },
];

/** Pages of the phone-first profile: a docs page with tabs and code, the changelog (dates, avatars), the home page. */
const pagePaths = ['/docs/installation/', '/changelog/', '/'];
/** A phone's viewport: the PWA's mobile strategy and the phone menu apply, as on the throttled profile's device. */
const phoneViewport = {width: 412, height: 915};
const rounds = Number(process.env.ABLATION_ROUNDS ?? 5);
const only = process.env.ABLATION_ONLY?.split(',');
const port = Number(process.env.BENCH_PORT ?? 4300);
const scratchRoot = path.resolve(process.env.BENCH_SCRATCH ?? path.join(os.tmpdir(), 'docs-site-bench'), 'ablation');
/** The site as it was when the run started: every variant starts from it, whatever changes in the repository meanwhile. */
const sourceCopy = path.join(scratchRoot, 'source');
const log = (message: string) => console.log(`[ablation ${new Date().toISOString().slice(11, 19)}] ${message}`);

function runPatch(file: string, reverse: boolean): void {
  const args = ['-p1', '-s', '-d', siteDir, '-i', path.join(siteDir, 'patches', file), ...(reverse ? ['-R'] : [])];
  const result = spawnSync('patch', args, {encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(`patch ${args.join(' ')} failed: ${result.stdout}${result.stderr}`);
  }
}

/** Builds a scratch copy of the site with the variant applied; node_modules is the site's own. */
async function buildVariant(variant: Variant | null): Promise<string> {
  const name = variant?.name ?? 'baseline';
  const dir = path.join(scratchRoot, name);
  if (process.env.ABLATION_REUSE && existsSync(path.join(dir, 'build/index.html'))) {
    log(`${name}: the build of a previous run`);
    return path.join(dir, 'build');
  }
  rmSync(dir, {recursive: true, force: true});
  cpSync(sourceCopy, dir, {recursive: true, verbatimSymlinks: true});
  for (const removed of variant?.remove ?? []) {
    if (!existsSync(path.join(dir, removed))) {
      throw new Error(`${name}: ${removed} does not exist`);
    }
    rmSync(path.join(dir, removed), {recursive: true});
  }
  for (const {file, find, replace} of variant?.edits ?? []) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    if (source.split(find).length !== 2) {
      throw new Error(`${name}: ${file} should contain ${JSON.stringify(find)} exactly once`);
    }
    writeFileSync(path.join(dir, file), source.replace(find, replace));
  }
  const patches = variant?.patchesOff ?? [];
  patches.forEach((file) => runPatch(file, true));
  try {
    await coldBuild(`ablation: ${name}`, dir, path.join(dir, 'build'), {});
  } finally {
    [...patches].reverse().forEach((file) => runPatch(file, false));
  }
  return path.join(dir, 'build');
}

type Sample = {hydratedMs: number; mainThreadMs: number};
type PageFigures = {path: string; jsCompressedKiB: number; cssCompressedKiB: number; samples: Sample[]};
type VariantFigures = {name: string; turnsOff: string; pages: PageFigures[]};

/** Fisher–Yates, so that no build always loads first or last in a round. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

async function measureAll(
  builds: {variant: Variant | null; outDir: string; port: number}[],
): Promise<VariantFigures[]> {
  const figures: VariantFigures[] = builds.map(({variant}) => ({
    name: variant?.name ?? 'baseline',
    turnsOff: variant?.turnsOff ?? 'nothing: the site as it is',
    pages: [],
  }));
  const serveAll = async (index: number): Promise<void> => {
    if (index === builds.length) {
      const browser = await chromium.launch(playwrightLaunchOptions);
      try {
        for (const [i, build] of builds.entries()) {
          for (const pagePath of pagePaths) {
            const bytes = await measurePage(browser, `http://127.0.0.1:${build.port}`, pagePath);
            figures[i]!.pages.push({
              path: pagePath,
              jsCompressedKiB: bytes.js.compressedKiB,
              cssCompressedKiB: bytes.css.compressedKiB,
              samples: [],
            });
          }
        }
        for (let round = 0; round < rounds; round++) {
          log(`round ${round + 1} of ${rounds}`);
          for (const [p, pagePath] of pagePaths.entries()) {
            for (const i of shuffled([...builds.keys()])) {
              const url = `http://127.0.0.1:${builds[i]!.port}${pagePath}`;
              figures[i]!.pages[p]!.samples.push(await loadUntilHydrated(browser, url, {viewport: phoneViewport}));
            }
          }
        }
      } finally {
        await browser.close();
      }
      return;
    }
    await withServer(builds[index]!.outDir, builds[index]!.port, () => serveAll(index + 1));
  };
  await serveAll(0);
  return figures;
}

type Difference = {median: number; low: number; high: number};

/** Median of the differences from the baseline's load of the same page in the same round, with their quartiles. */
function pairedDifference(samples: number[], baseline: number[]): Difference {
  const differences = samples.map((value, i) => value - baseline[i]!).sort((a, b) => a - b);
  const quantile = (q: number) => differences[Math.round(q * (differences.length - 1))]!;
  return {median: Math.round(median(differences)), low: Math.round(quantile(0.25)), high: Math.round(quantile(0.75))};
}

function report(figures: VariantFigures[]): string {
  const [baseline, ...rest] = figures;
  const format = ({median: m, low, high}: Difference) => `${m > 0 ? '+' : ''}${m} (${low} to ${high})`;
  const lines = [
    '# Ablation: what each piece of owned framework code buys',
    '',
    `Written ${new Date().toISOString()} on ${os.cpus().length} CPUs (load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}). Each build loaded ${rounds} times per page, in rounds, the builds in a new order each round, ` +
      `at ${phoneViewport.width}×${phoneViewport.height} with ${throttledProfile.latencyMs} ms latency, ` +
      `${throttledProfile.downloadKbps} kbit/s and ${throttledProfile.cpuSlowdown}× CPU slowdown, until <html data-has-hydrated>.`,
    '',
    'Each figure is what turning the piece **off** changes, against the site as it is loaded in the same round: the median of those',
    'paired differences, and their quartiles in brackets. A positive figure is what the piece saves. Main thread: the renderer main',
    "thread's task time until hydration (CDP TaskDuration, throttled).",
    '',
    '| Turned off | Page | JS before load (KiB, compressed) | CSS (KiB, compressed) | Hydrated (ms) | Main thread (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [p, pagePath] of pagePaths.entries()) {
    const base = baseline!.pages[p]!;
    lines.push(
      `| nothing (baseline) | \`${pagePath}\` | ${base.jsCompressedKiB} | ${base.cssCompressedKiB} | ${Math.round(
        median(base.samples.map((s) => s.hydratedMs)),
      )} | ${Math.round(median(base.samples.map((s) => s.mainThreadMs)))} |`,
    );
  }
  for (const variant of rest) {
    for (const [p, pagePath] of pagePaths.entries()) {
      const base = baseline!.pages[p]!;
      const page = variant.pages[p]!;
      const kib = (after: number, before: number) => {
        const difference = Math.round((after - before) * 10) / 10;
        return `${difference > 0 ? '+' : ''}${difference}`;
      };
      lines.push(
        `| ${variant.name}: ${variant.turnsOff} | \`${pagePath}\` | ${kib(page.jsCompressedKiB, base.jsCompressedKiB)} | ${kib(
          page.cssCompressedKiB,
          base.cssCompressedKiB,
        )} | ${format(
          pairedDifference(
            page.samples.map((s) => s.hydratedMs),
            base.samples.map((s) => s.hydratedMs),
          ),
        )} | ${format(
          pairedDifference(
            page.samples.map((s) => s.mainThreadMs),
            base.samples.map((s) => s.mainThreadMs),
          ),
        )} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export async function runAblation(): Promise<void> {
  const chosen = variants.filter((variant) => !only || only.includes(variant.name));
  if (!process.env.ABLATION_REUSE || !existsSync(sourceCopy)) {
    copySite(sourceCopy);
  }
  const builds = [];
  // One build at a time: each takes the machine.
  for (const [index, variant] of [null, ...chosen].entries()) {
    log(`building ${variant?.name ?? 'baseline'}`);
    builds.push({variant, outDir: await buildVariant(variant), port: port + index});
  }
  const figures = await measureAll(builds);
  writeFileSync(
    path.join(siteDir, 'bench/ablation.json'),
    `${JSON.stringify({date: new Date().toISOString(), rounds, figures}, null, 2)}\n`,
  );
  writeFileSync(path.join(siteDir, 'bench/ablation.md'), report(figures));
  log(`written to bench/ablation.md; the builds stay in ${scratchRoot} (ABLATION_REUSE=1 measures them again)`);
}
