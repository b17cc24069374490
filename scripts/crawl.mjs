// `npm run crawl`: visits every route of the existing build/ in Chromium
// (tests/e2e/crawl.spec.ts with CRAWL=full) and prints a summary line;
// `npm test` runs the same spec on a sample of routes.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

if (!existsSync('build/sitemap.xml')) {
  console.error('No build to crawl: run `npm run build` first.');
  process.exit(1);
}
const env = {...process.env, CRAWL: 'full', NO_UPDATE_NOTIFIER: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'};
const {status} = spawnSync('npx', ['playwright', 'test', 'tests/e2e/crawl.spec.ts', ...process.argv.slice(2)], {stdio: 'inherit', env});
process.exit(status ?? 1);
