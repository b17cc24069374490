import os from 'node:os';
import {defineConfig, devices} from '@playwright/test';
import {playwrightLaunchOptions} from './scripts/chromium';

/** Port of the production build served on loopback by `npm run serve` (scripts/serve.mjs) during the tests. */
const port = Number(process.env.E2E_PORT ?? 4173);

/** Port of the same build served by nginx with deploy/nginx.conf (scripts/nginx.mjs). */
const nginxPort = port + 1;

/** Desktop Chrome, played by Debian's Chromium (scripts/chromium.ts). */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: playwrightLaunchOptions,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers at once keep two cores busy; Playwright's default, half the cores, would run one there.
  workers: Math.max(2, Math.floor(os.cpus().length / 2)),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test costs about a third of the run (the crawl: 80 s for 101 routes
    // without, 110 s with); record one for a failing test with `npx playwright test <spec> --trace on`.
    trace: 'off',
    colorScheme: 'light',
  },
  projects: [
    // Everything but the host's own behaviour, against `npm run serve` (scripts/serve.mjs).
    {name: 'chromium', use: chromium, testIgnore: ['crawl.spec.ts', 'offline.spec.ts']},
    {
      // What depends on the host, against nginx with deploy/nginx.conf as a real host serves the site: its
      // headers (the Content-Security-Policy among them, which scripts/serve.mjs leaves out), redirects, 404
      // handling and the service worker's files. The crawl of every route runs here, so that every page is
      // loaded once under the Content-Security-Policy; elsewhere, the tests tagged @host.
      name: 'nginx',
      testMatch: [
        'crawl.spec.ts',
        'offline.spec.ts',
        'shell.spec.ts',
        'bad-input.spec.ts',
        'search.spec.ts',
        'markdown-copies.spec.ts',
        'markdown-features.spec.ts',
      ],
      grep: /@host/,
      use: {...chromium, baseURL: `http://127.0.0.1:${nginxPort}`},
    },
  ],
  webServer: [
    {
      // The production server of `npm run serve` (precompressed files, cache headers), run by node directly
      // so that stopping it stops the server itself.
      command: `node scripts/serve.mjs --port ${port} --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/nginx.mjs --port ${nginxPort} --dir build`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // SIGTERM lets scripts/nginx.mjs stop nginx and remove its temporary folder.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
  ],
});
