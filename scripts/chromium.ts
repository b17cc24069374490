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

/**
 * The features that Playwright 1.65 turns off at every launch (`disabledFeatures` in playwright-core's
 * chromiumSwitches). Chromium reads only the last `--disable-features` switch, so a launch that turns off
 * features of its own must name these again; tests/unit/chromium.test.ts checks the list against the
 * installed playwright-core.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 starts, for every new window, a renderer for the address bar's suggestion popups, drawn as
 * web pages (chrome://omnibox-popup.top-chrome/), which a headless test never opens. Each browser context
 * of a test is a new window: a fresh context, its first load of /docs/cli/ and hydration took 2.2 to 2.7 s
 * with the popups and 1.5 s without (medians of 10), and three browser specs (54 tests) 211 and 221 s
 * against 154 and 159 s, interleaved (bench/ci-time.md).
 */
const unusedWindowFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags of a launch through Playwright: `chromiumArgs`, and the features turned off, Playwright's and ours. */
export const playwrightChromiumArgs = [
  ...chromiumArgs,
  `--disable-features=${[...playwrightDisabledFeatures, ...unusedWindowFeatures].join(',')}`,
];

/** What every launch through Playwright passes, the tests' and the benchmarks': Debian's Chromium and its flags. */
export const playwrightLaunchOptions = {executablePath: chromiumPath, args: playwrightChromiumArgs};
