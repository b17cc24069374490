/** The stock classic template of create-docusaurus, measured as the site is, to compare with. */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {precompressDirectory} from '../../src/plugins/precompress/compress';
import {DEFAULT_OPTIONS as precompressOptions} from '../../src/plugins/precompress/options';
import {coldBuild, run, siteDir, type BuildResult} from './build';
import {measureLighthouse, type LighthouseResult} from './lighthouse';
import {log} from './log';
import {measurePages, type PagesResult} from './pages';
import {withServer} from './server';
import type {BenchSettings} from './settings';

const stockVersion = '3.8.1';

/** The stock template's pages, each beside the site's page of the same kind. */
export const stockPagePaths = {'/': '/', '/docs/installation/': '/docs/intro'};

export type StockResult = {
  date: string;
  version: string;
  build: BuildResult;
  pages: PagesResult;
  /** Measured when the lighthouse section is. */
  lighthouse: LighthouseResult | null;
};

/**
 * The stock classic template, scaffolded by create-docusaurus outside the repository; installed once, kept
 * between runs. With `faster`, a second copy with Docusaurus Faster installed and turned on.
 */
export function prepareStockTemplate(scratchRoot: string, {faster = false}: {faster?: boolean} = {}): string {
  const templateDir = path.join(scratchRoot, `stock-template-${stockVersion}${faster ? '-faster' : ''}`);
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
  if (faster) {
    manifest.dependencies['@docusaurus/faster'] = stockVersion;
    // The template's config object, with every Faster option on (`future.experimental_faster: true`).
    const configFile = path.join(templateDir, 'docusaurus.config.ts');
    const config = readFileSync(configFile, 'utf8');
    const withFaster = config.replace(/\n {2}future: \{\n/, '\n  future: {\n    experimental_faster: true,\n');
    if (withFaster === config) {
      throw new Error(`prepareStockTemplate: no "future: {" block to turn Docusaurus Faster on in ${configFile}.`);
    }
    writeFileSync(configFile, withFaster);
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund'], templateDir);
  return templateDir;
}

/** The stock template built as it ships, precompressed as this site is, served by the same server on the next port. */
export async function measureStockTemplate({
  scratchRoot,
  port,
  sections,
  hydrationRuns,
  runs,
  warmupRuns,
}: BenchSettings): Promise<StockResult> {
  const templateDir = prepareStockTemplate(scratchRoot);
  const outDir = path.join(templateDir, 'build');
  const build = await coldBuild(`stock template ${stockVersion}`, templateDir, outDir, {});
  await precompressDirectory(outDir, precompressOptions);
  const origin = `http://127.0.0.1:${port + 1}`;
  const paths = Object.values(stockPagePaths);
  return withServer(outDir, port + 1, async () => ({
    date: new Date().toISOString(),
    version: stockVersion,
    build,
    pages: await measurePages(origin, paths, hydrationRuns),
    lighthouse: sections.includes('lighthouse')
      ? await measureLighthouse(origin, paths, {withDarkMode: false, runs, warmupRuns})
      : null,
  }));
}
