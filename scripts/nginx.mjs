// Serves the production build with nginx and deploy/nginx.conf, the way a real host would: the config is
// rendered with the port and build folder into a temporary prefix, and nginx runs in the foreground until
// this process gets SIGINT or SIGTERM (so Playwright's webServer can start and stop it).
//
//   node scripts/nginx.mjs [--port 4174] [--dir build]
//
// Needs nginx and its brotli module: on Debian, `apt-get install nginx libnginx-mod-http-brotli-static`.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {connect, createServer} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '4174'},
    dir: {type: 'string', default: 'build'},
  },
});
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const buildDir = path.resolve(values.dir);
const port = Number(values.port);

if (!existsSync(path.join(buildDir, '404.html'))) {
  console.error(`No build in ${buildDir}: run "npm run build" first.`);
  process.exit(1);
}
if (!existsSync(nginxPath)) {
  console.error(`No nginx at ${nginxPath}: install it, or point NGINX_PATH at it.`);
  process.exit(1);
}

// Another server on the port would answer in nginx's place: refuse to start rather than let it be tested.
const portIsFree = await new Promise((resolve) => {
  const probe = createServer();
  probe.once('error', () => resolve(false));
  probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
});
if (!portIsFree) {
  console.error(`Port ${port} is in use: stop what listens there, or pass another --port.`);
  process.exit(1);
}

const prefix = mkdtempSync(path.join(os.tmpdir(), 'docusaurus-nginx-'));
mkdirSync(path.join(prefix, 'logs'));
mkdirSync(path.join(prefix, 'tmp'));
const template = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
const config = template.replaceAll('__PORT__', String(port)).replaceAll('__ROOT__', buildDir);
writeFileSync(path.join(prefix, 'nginx.conf'), config);

// -e: errors met before the config is read go to the terminal rather than a system path; the error_log
// given with -g sends the later ones there too, besides the log file of the config.
const nginx = spawn(
  nginxPath,
  ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off; error_log stderr warn;'],
  {stdio: ['ignore', 'inherit', 'inherit']},
);

let stopping = false;
function stop() {
  if (!stopping) {
    stopping = true;
    // SIGQUIT lets nginx finish the requests in flight.
    nginx.kill('SIGQUIT');
  }
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

nginx.on('exit', (code, signal) => {
  rmSync(prefix, {recursive: true, force: true});
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});

/** Whether nginx accepts connections on the port within ten seconds. */
async function waitForPort() {
  for (let attempt = 0; attempt < 100 && !stopping; attempt++) {
    const open = await new Promise((resolve) => {
      const socket = connect({port, host: '127.0.0.1'}, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

if (await waitForPort()) {
  console.log(`Serving ${path.relative(process.cwd(), buildDir) || '.'} with nginx at http://127.0.0.1:${port}/`);
}
