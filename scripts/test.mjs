// `npm test`: type check, lint, format, dependency check, unit tests, production build, then the
// browser tests against that build. Stops at the first failing step; the exit code tells.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(`
The browser tests drive Debian's Chromium, and there is none at ${chromiumPath}.
Install it with:

    sudo apt-get update && sudo apt-get install -y chromium

or point CHROMIUM_PATH at another Chromium binary. Playwright's own browser
downloads are not used (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
`);
  process.exit(1);
}

const env = {...process.env, NO_UPDATE_NOTIFIER: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'};
const steps = [
  ['Type check', 'npx', ['tsc']],
  // The three checks below are the package.json scripts of the same names.
  ['Lint', 'npm', ['run', '--silent', 'lint']],
  ['Format', 'npm', ['run', '--silent', 'format:check']],
  ['Dependency check', 'npm', ['run', '--silent', 'knip']],
  ['Unit tests', 'npx', ['vitest', 'run']],
  ['Production build', 'npx', ['docusaurus', 'build']],
  // The copy that opens from disk; its search index comes from build/, so it builds second.
  ['Hash-router build', 'npx', ['docusaurus', 'build', '--out-dir', 'build-hash'], {ROUTER: 'hash'}],
  ['Browser tests', 'npx', ['playwright', 'test']],
];

for (const [name, command, args, stepEnv = {}] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const {status} = spawnSync(command, args, {stdio: 'inherit', env: {...env, ...stepEnv}});
  console.log(`=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) {
    process.exit(status ?? 1);
  }
}
