/**
 * Builds for the benchmark: cold builds of the site or of another Docusaurus site, timed with the
 * build's own perf log, and a copy of the site to build outside the repository.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {cpSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadAverage, log} from './log';

/** The repository: the site the benchmark measures. */
export const siteDir = path.resolve(__dirname, '../..');

/** The site's build, which the page and Lighthouse sections serve. */
export const buildDir = path.join(siteDir, 'build');

export type BuildResult = {
  label: string;
  seconds: number;
  postBuildSeconds: number | null;
  indexingSeconds: number | null;
  ssgSeconds: number | null;
  /** The largest sum of the resident memory of the build and every process it started, sampled twice a second. */
  peakRssMiB: number | null;
  /** Each step of the after-build pipeline, from its log line ("After build: search-index 10.3 s, …"). */
  afterBuildSeconds?: Record<string, number>;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
};

/** The build section: the site built cold with Rspack and with webpack. */
export type BuildComparison = {
  date: string;
  cpus: number;
  rspack: BuildResult;
  webpack: BuildResult;
  speedup: number;
  routes: number;
};

/** Runs a command to its end; throws with its output if it fails. */
export function run(command: string, args: string[], cwd: string): void {
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

/** The docusaurus command of the site in `dir` (its own node_modules). */
function docusaurusBin(dir: string): string {
  return path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
}

function runDocusaurus(dir: string, args: string[]): void {
  run(process.execPath, [docusaurusBin(dir), ...args], dir);
}

/** The build's output without its colours. */
function plainLog(output: string): string {
  // eslint-disable-next-line no-control-regex -- the log is coloured
  return output.replace(/\u001b\[[0-9;]*m/g, '');
}

/** Seconds of one step from the build's perf log ("[PERF] Build > en > postBuild() - 13.02 seconds!"). */
function perfSeconds(output: string, step: string): number | null {
  const plain = plainLog(output);
  const match = new RegExp(`Build > [^>\\n]+ > ${step.replace(/[()]/g, '\\$&')} - ([\\d.]+) (seconds|ms)`).exec(plain);
  if (!match) {
    return null;
  }
  const value = Number(match[1]);
  return Math.round((match[2] === 'ms' ? value / 1000 : value) * 10) / 10;
}

/** The resident memory of `rootPid` and all its descendants, in KiB, from one `ps` listing. */
function processTreeRssKiB(rootPid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of rows) {
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const rss = new Map(rows.map(([pid, , kib]) => [pid, kib]));
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The steps of the after-build pipeline with their seconds, from its summary line. */
function afterBuildSteps(output: string): Record<string, number> | undefined {
  const line = /After build: (.*)\./.exec(plainLog(output))?.[1];
  if (!line) {
    return undefined;
  }
  return Object.fromEntries(
    line.split(', ').map((entry) => {
      const [, name, seconds] = /^(\S+) ([\d.]+) s$/.exec(entry) ?? [];
      return [name, Number(seconds)];
    }),
  );
}

/**
 * A cold build (cache cleared, no persistent cache): wall time, and the peak memory of the whole process
 * tree (the build's worker threads and processes count), sampled while it runs.
 */
export async function coldBuild(
  label: string,
  dir: string,
  outDir: string,
  env: Record<string, string>,
): Promise<BuildResult> {
  runDocusaurus(dir, ['clear']);
  const loadBefore = loadAverage();
  const started = performance.now();
  const child = spawn(process.execPath, [docusaurusBin(dir), 'build', '--out-dir', outDir], {
    cwd: dir,
    env: {
      ...process.env,
      NO_UPDATE_NOTIFIER: '1',
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
      DOCUSAURUS_PERF_LOGGER: 'true',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  let peakKiB = 0;
  const sampler = setInterval(() => {
    peakKiB = Math.max(peakKiB, processTreeRssKiB(child.pid!));
  }, 500);
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) {
    throw new Error(`${label} build failed:\n${stdout}\n${stderr}`);
  }
  const postBuildSeconds = perfSeconds(stdout, 'postBuild()');
  // The local-search plugin's own log line: "Local search: indexed … in 4821 ms."
  const indexingMs = /Local search: indexed .* in (\d+) ms/.exec(plainLog(stdout))?.[1];
  const indexingSeconds = indexingMs ? Math.round(Number(indexingMs) / 100) / 10 : null;
  log(
    `${label}: ${seconds.toFixed(1)} s (postBuild ${postBuildSeconds} s, search indexing ${indexingSeconds} s), peak memory ${Math.round(peakKiB / 1024)} MiB`,
  );
  return {
    label,
    seconds: Math.round(seconds * 10) / 10,
    postBuildSeconds,
    indexingSeconds,
    ssgSeconds: perfSeconds(stdout, 'SSG'),
    peakRssMiB: peakKiB > 0 ? Math.round(peakKiB / 1024) : null,
    afterBuildSeconds: afterBuildSteps(stdout),
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
  };
}

/** The routes of the last build of the site in `dir` (a route's chunk names are keyed by its path and a hash). */
export function countRoutes(dir: string): number {
  const chunkNames: Record<string, unknown> = JSON.parse(
    readFileSync(path.join(dir, '.docusaurus/routesChunkNames.json'), 'utf8'),
  );
  return new Set(Object.keys(chunkNames).map((key) => key.replace(/-[0-9a-f]{3,4}$/, ''))).size;
}

/** The site built cold with webpack, then with Rspack, whose build the other sections measure. */
export async function measureBuild(scratchRoot: string): Promise<BuildComparison> {
  const webpackOutDir = path.join(scratchRoot, 'webpack-build');
  const webpack = await coldBuild('webpack (experimental_faster off)', siteDir, webpackOutDir, {
    DOCUSAURUS_FASTER: 'false',
  });
  rmSync(webpackOutDir, {recursive: true, force: true});
  // Rspack last: its output is the build the other sections measure.
  const rspack = await coldBuild('Rspack (experimental_faster)', siteDir, buildDir, {});
  return {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    rspack,
    webpack,
    speedup: Math.round((webpack.seconds / rspack.seconds) * 100) / 100,
    routes: countRoutes(siteDir),
  };
}

/** A copy of the site outside the repository, sharing its node_modules. */
export function copySite(target: string): void {
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
