// `npm test`: type check, lint, format, dependency check, unit tests, production build, then the
// browser tests against that build. Stops after the first failing step (or group of checks); the exit code tells.
// `npm run test:area <area>` (this script with --area): type check, lint and unit tests, then the browser
// tests of tests/e2e/<area>.spec.ts against the existing build/, for a change to one area.
import {spawn} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';

const jiti = createRequire(import.meta.url)('jiti')(import.meta.url);
const {chromiumPath} = jiti('./chromium.ts');
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const missing = [
  [chromiumPath, 'chromium', 'CHROMIUM_PATH at another Chromium binary'],
  [nginxPath, 'nginx', 'NGINX_PATH at another nginx binary'],
  [brotliModule, 'libnginx-mod-http-brotli-static', null],
].filter(([file]) => !existsSync(file));
if (missing.length > 0) {
  console.error(`
The browser tests drive Debian's Chromium and serve the build with nginx as well, and this machine
lacks ${missing.map(([file]) => file).join(', ')}. Install them with:

    sudo apt-get update && sudo apt-get install -y ${missing.map(([, name]) => name).join(' ')}
${missing
  .filter(([, , variable]) => variable)
  .map(([, , variable]) => `\nor point ${variable}.`)
  .join('')}
Playwright's own browser downloads are not used (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
`);
  process.exit(1);
}

const env = {...process.env, NO_UPDATE_NOTIFIER: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'};
// The four checks use one core each, so they run at once (group 'checks'), each printed whole as it ends;
// the steps after them keep every core busy on their own. Lint, Format and Dependency check are the
// package.json scripts of the same names.
const allSteps = [
  ['Type check', 'npx', ['tsc'], {}, 'checks'],
  ['Lint', 'npm', ['run', '--silent', 'lint'], {}, 'checks'],
  ['Format', 'npm', ['run', '--silent', 'format:check'], {}, 'checks'],
  ['Dependency check', 'npm', ['run', '--silent', 'knip'], {}, 'checks'],
  ['Unit tests', 'npx', ['vitest', 'run']],
  ['Production build', 'npx', ['docusaurus', 'build']],
  // The copy that opens from disk; its search index comes from build/, so it builds second.
  ['Hash-router build', 'npx', ['docusaurus', 'build', '--out-dir', 'build-hash'], {ROUTER: 'hash'}],
  ['Browser tests', 'npx', ['playwright', 'test']],
];

/** The steps of the fast lane for one area, or null for the whole run. */
function areaSteps(argv) {
  const flag = argv.indexOf('--area');
  if (flag < 0) {
    return null;
  }
  const area = argv[flag + 1];
  const areas = readdirSync('tests/e2e')
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => file.replace(/\.spec\.ts$/, ''));
  if (!area || !areas.includes(area)) {
    console.error(`npm run test:area <area>: the area is one of ${areas.join(', ')}${area ? `, not "${area}"` : ''}.`);
    process.exit(2);
  }
  if (!existsSync('build/index.html')) {
    console.error('npm run test:area tests the existing build: run `npm run build` first.');
    process.exit(2);
  }
  const kept = new Set(['Type check', 'Lint', 'Unit tests']);
  return [
    ...allSteps.filter(([name]) => kept.has(name)),
    ['Browser tests', 'npx', ['playwright', 'test', `tests/e2e/${area}.spec.ts`]],
  ];
}

/** Runs one step; a step of a group has its output held and printed whole, so that groups do not interleave. */
function runStep([name, command, args, stepEnv = {}], held) {
  const started = Date.now();
  if (!held) {
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  }
  const child = spawn(command, args, {
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {...env, ...stepEnv},
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (held) {
        console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(
        `=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(status ?? 1);
    });
  });
}

const steps = areaSteps(process.argv.slice(2)) ?? allSteps;
for (let index = 0; index < steps.length;) {
  const group = steps[index][4];
  const batch = group ? steps.filter((step) => step[4] === group) : [steps[index]];
  const statuses = await Promise.all(batch.map((step) => runStep(step, batch.length > 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) {
    process.exit(failed);
  }
  index += batch.length;
}
