/**
 * Builds for the benchmark: cold builds of the site or of another Docusaurus site, timed with the
 * build's own perf log, and a copy of the site to build outside the repository.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
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
  peakRssMiB: number | null;
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

/** A cold build (cache cleared, no persistent cache): wall time and peak memory of the build process. */
export function coldBuild(label: string, dir: string, outDir: string, env: Record<string, string>): BuildResult {
  runDocusaurus(dir, ['clear']);
  const hasTime = existsSync('/usr/bin/time');
  const loadBefore = loadAverage();
  const started = performance.now();
  const command = hasTime ? '/usr/bin/time' : process.execPath;
  const args = [...(hasTime ? ['-v', process.execPath] : []), docusaurusBin(dir), 'build', '--out-dir', outDir];
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
export function measureBuild(scratchRoot: string): BuildComparison {
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
