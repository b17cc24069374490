/**
 * The browser of the tests and benchmarks: Debian's Chromium (never one downloaded by a test tool),
 * with the flags this closed network needs (no sandbox as root, no GPU, no background connections).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
