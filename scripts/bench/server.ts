/** A build served as `npm run serve` serves it (scripts/serve.mjs: precompressed files, cache headers). */
import {spawn, type ChildProcess} from 'node:child_process';
import {siteDir} from './build';

async function startServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    {cwd: siteDir, stdio: ['ignore', 'pipe', 'inherit']},
  );
  // The server prints its address once it listens.
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
    server.stdout.once('data', resolve);
  });
  return server;
}

/** Serves the build in `dir` on 127.0.0.1:`port` while `measure` runs. */
export async function withServer<T>(dir: string, port: number, measure: () => Promise<T>): Promise<T> {
  const server = await startServer(dir, port);
  try {
    return await measure();
  } finally {
    server.kill();
  }
}
