import {defineConfig, devices} from '@playwright/test';

/** Port of the production build served on loopback during the tests. */
const port = Number(process.env.E2E_PORT ?? 4173);

/** Debian's Chromium, never a downloaded browser (see README, "Tests"). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // The production server of `npm run serve` (precompressed files, cache headers), run by node directly
    // so that stopping it stops the server itself.
    command: `node scripts/serve.mjs --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
