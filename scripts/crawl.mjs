// `npm run crawl`: visits every route of the existing build/ in Chromium (tests/e2e/crawl.spec.ts,
// one test per route, in parallel, as `npm test` does) and prints a summary line.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';

if (!existsSync('build/sitemap.xml')) {
  console.error('No build to crawl: run `npm run build` first.');
  process.exit(1);
}
const report = 'test-results/crawl.json';
const env = {
  ...process.env,
  NO_UPDATE_NOTIFIER: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  PLAYWRIGHT_JSON_OUTPUT_NAME: report,
};
const started = Date.now();
const {status} = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    'tests/e2e/crawl.spec.ts',
    '--project=chromium',
    '--reporter=dot,json',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env,
  },
);
const seconds = Math.round((Date.now() - started) / 1000);
if (existsSync(report)) {
  const {stats, suites} = JSON.parse(readFileSync(report, 'utf8'));
  const failed = [];
  const collect = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) {
        failed.push(spec.title);
      }
    }
    (suite.suites ?? []).forEach(collect);
  };
  suites.forEach(collect);
  const visited = stats.expected + stats.unexpected + stats.flaky;
  console.log(
    `crawl: ${visited} routes visited in ${seconds} s, ${failed.length} failures${failed.length ? `: ${failed.join(', ')}` : ''}`,
  );
}
process.exit(status ?? 1);
