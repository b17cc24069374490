/**
 * The benchmark's settings, from the environment:
 *   BENCH_RUNS=3          Lighthouse runs per page and form factor (median reported)
 *   BENCH_HYDRATION_RUNS=7
 *                         throttled loads per page for the hydration time (median reported), in rounds
 *                         over all the pages, so that a slow moment of a shared machine is shared too
 *   BENCH_WARMUP=1        Lighthouse runs thrown away first, per page and form factor
 *   BENCH_SECTIONS=build,routes,pages,lighthouse,stock
 *                         sections to measure; the others are kept from the last results.json
 *   BENCH_PORT=4300       port of the local server (scripts/serve.mjs); the stock template's is the next one
 *   BENCH_SCRATCH         scratch folder outside the repository (default: <tmp>/docs-site-bench)
 *   CHROMIUM_PATH         browser (default /usr/bin/chromium; scripts/chromium.ts)
 */
import os from 'node:os';
import path from 'node:path';
import {siteDir} from './build';

export type BenchSettings = {
  runs: number;
  hydrationRuns: number;
  warmupRuns: number;
  /** Unknown names are ignored. */
  sections: string[];
  port: number;
  scratchRoot: string;
};

export function readSettings(): BenchSettings {
  const {env} = process;
  const scratchRoot = path.resolve(env.BENCH_SCRATCH ?? path.join(os.tmpdir(), 'docs-site-bench'));
  if (!path.relative(siteDir, scratchRoot).startsWith('..')) {
    throw new Error(`BENCH_SCRATCH (${scratchRoot}) must be outside the repository.`);
  }
  return {
    runs: Number(env.BENCH_RUNS ?? 3),
    hydrationRuns: Number(env.BENCH_HYDRATION_RUNS ?? 7),
    warmupRuns: Number(env.BENCH_WARMUP ?? 1),
    sections: (env.BENCH_SECTIONS ?? 'build,routes,pages,lighthouse,stock').split(','),
    port: Number(env.BENCH_PORT ?? 4300),
    scratchRoot,
  };
}
