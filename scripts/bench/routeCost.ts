/**
 * What each route adds to the JavaScript every page loads (facebook/docusaurus#7256): a copy of the site
 * built as it is and again with extra docs pages.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {entryBundles} from '../../src/plugins/precompress/compress';
import {coldBuild, copySite, countRoutes} from './build';
import {log} from './log';
import {kib} from './pageLoad';

/** Extra docs pages the route-cost build adds. */
export const extraRoutes = 300;

type RouteCostBuild = {routes: number; entryKiB: number};

export type RouteCostResult = {
  date: string;
  base: RouteCostBuild;
  extended: RouteCostBuild;
  kibPer100Routes: number;
};

/**
 * The scripts every page of a build loads (found as the precompress plugin finds them), as the server sends
 * them (brotli): bytes by file name.
 */
export async function entryScriptsBrotli(outDir: string): Promise<Record<string, number>> {
  const scripts = [...(await entryBundles(outDir, '/'))].filter((file) => file.endsWith('.js'));
  return Object.fromEntries(scripts.map((file) => [path.basename(file), readFileSync(`${file}.br`).length]));
}

/** The bytes of all the scripts of entryScriptsBrotli. */
export function totalBytes(scripts: Record<string, number>): number {
  return Object.values(scripts).reduce((sum, bytes) => sum + bytes, 0);
}

async function entryScriptsBrotliBytes(outDir: string): Promise<number> {
  return totalBytes(await entryScriptsBrotli(outDir));
}

export async function measureRouteCost(scratchRoot: string): Promise<RouteCostResult> {
  const copyDir = path.join(scratchRoot, 'route-cost-site');
  copySite(copyDir);
  const measure = async (label: string) => {
    const outDir = path.join(copyDir, 'build');
    await coldBuild(label, copyDir, outDir, {});
    return {routes: countRoutes(copyDir), entryBrotliBytes: await entryScriptsBrotliBytes(outDir)};
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
