import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/chromium';

/** Port of the production build served on loopback by `npm run serve` (scripts/serve.mjs) during the tests. */
const port = Number(process.env.E2E_PORT ?? 4173);

/** Port of the same build served by nginx with deploy/nginx.conf (scripts/nginx.mjs). */
const nginxPort = port + 1;

/** Desktop Chrome, played by Debian's Chromium (scripts/chromium.ts). */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    colorScheme: 'light',
  },
  projects: [
    {name: 'chromium', use: chromium},
    {
      // The shell, offline, not-found and search specs again, against nginx: its headers (the
      // Content-Security-Policy among them), redirects and 404 handling, as a real host serves the site.
      name: 'nginx',
      testMatch: ['shell.spec.ts', 'offline.spec.ts', 'bad-input.spec.ts', 'search.spec.ts'],
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
