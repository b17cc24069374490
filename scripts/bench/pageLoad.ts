/**
 * One page load, measured: what a page loads before its load event, and how long it takes to hydrate on
 * a throttled phone profile.
 */
import type {Browser} from '@playwright/test';
import {hydrationInitScript} from '../hydration';

/** Lighthouse's mobile profile, applied to a real page load: slow 4G and a 4× slower CPU. */
export const throttledProfile = {latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750, cpuSlowdown: 4};

/** Strings that only the named library's code contains, to spot it in a bundle. */
const lazyFeatureMarkers = {
  'live code editor (react-live)': 'No-Inline evaluations must call',
  mermaid: 'mermaid.init is deprecated',
  'KaTeX (JS)': 'KaTeX parse error',
  'search engine (local index)': 'The search index has format version',
};
const katexCssMarker = '.katex-display';

/** Bytes as KiB, to a tenth. */
export function kib(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

type FileTotals = {files: number; rawKiB: number; compressedKiB: number};

/** What a page loads before its load event. */
export type PageBytes = {
  path: string;
  firstContentfulPaintMs: number | null;
  documentCompressedKiB: number;
  js: FileTotals;
  css: FileTotals;
  requests: number;
  lazyFeaturesLoaded: string[];
  katexCssInStylesheet: boolean;
};

/** The scripts and stylesheets `origin` + `pagePath` loads before its load event, with an empty cache and no throttling. */
export async function measurePage(browser: Browser, origin: string, pagePath: string): Promise<PageBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + pagePath, {waitUntil: 'load'});
  const timings = await page.evaluate(async () => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    // The load event can come before the first paint, whose entry is then not there yet: wait for it (a
    // buffered observer also sees an entry made before it), at most 5 s.
    const fcp = await new Promise<number | null>((resolve) => {
      const timeout = setTimeout(() => resolve(null), 5000);
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) {
          clearTimeout(timeout);
          observer.disconnect();
          resolve(entry.startTime);
        }
      }).observe({type: 'paint', buffered: true});
    });
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.responseEnd <= navigation.loadEventStart)
      .map(({name, encodedBodySize, decodedBodySize}) => ({name, encodedBodySize, decodedBodySize}));
    return {fcp, resources, document: navigation.encodedBodySize};
  });
  await context.close();

  const ofType = (extension: string) =>
    timings.resources.filter((entry) => new URL(entry.name).pathname.endsWith(extension));
  const totals = (extension: string): FileTotals => {
    const files = ofType(extension);
    return {
      files: files.length,
      rawKiB: kib(files.reduce((sum, entry) => sum + entry.decodedBodySize, 0)),
      compressedKiB: kib(files.reduce((sum, entry) => sum + entry.encodedBodySize, 0)),
    };
  };
  const text = async (extension: string) =>
    (await Promise.all(ofType(extension).map((entry) => fetch(entry.name).then((r) => r.text())))).join('\n');
  const scriptText = await text('.js');
  const styleText = await text('.css');
  const lazyFeaturesLoaded = Object.entries(lazyFeatureMarkers)
    .filter(([, marker]) => scriptText.includes(marker))
    .map(([feature]) => feature);
  return {
    path: pagePath,
    firstContentfulPaintMs: timings.fcp === null ? null : Math.round(timings.fcp),
    documentCompressedKiB: kib(timings.document),
    js: totals('.js'),
    css: totals('.css'),
    requests: timings.resources.length + 1,
    lazyFeaturesLoaded,
    // Docusaurus builds one stylesheet for the whole site, so KaTeX's CSS is on every page; its JS never
    // ships (rehype-katex renders maths at build time).
    katexCssInStylesheet: styleText.includes(katexCssMarker),
  };
}

/**
 * Loads `url` on the throttled phone profile, with an empty cache, until React has hydrated it (Docusaurus
 * then sets data-has-hydrated on <html>, and the navbar responds).
 * `hydratedMs`: from the start of navigation to that moment, on the page's clock.
 * `mainThreadMs`: the time the renderer's main thread spent in tasks until then (CDP Performance metric
 * TaskDuration), measured under the CPU throttling like hydratedMs, so with the 4× slowdown in it; read as
 * soon as the moment's message arrives, a protocol round trip after it.
 *
 * The page reports the moment in a console message, which the browser sends over its protocol: waiting
 * with page.waitForFunction would run Playwright's own script in the page, and poll it every frame, on
 * the main thread that is hydrating (about 200 ms on a docs page at 4× CPU slowdown).
 */
export async function loadUntilHydrated(
  browser: Browser,
  url: string,
  {viewport}: {viewport?: {width: number; height: number}} = {},
): Promise<{hydratedMs: number; mainThreadMs: number}> {
  const context = await browser.newContext(viewport ? {viewport} : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttledProfile.latencyMs,
    downloadThroughput: (throttledProfile.downloadKbps * 1024) / 8,
    uploadThroughput: (throttledProfile.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttledProfile.cpuSlowdown});
  // Before navigating, so that the task time covers the whole load.
  await cdp.send('Performance.enable');
  await page.addInitScript(hydrationInitScript((hydratedAt) => console.debug(`bench-hydrated ${hydratedAt}`)));
  const hydrated = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('bench-hydrated '),
    timeout: 120_000,
  });
  await page.goto(url, {waitUntil: 'commit', timeout: 120_000});
  const hydratedMs = Number((await hydrated).text().split(' ')[1]);
  const {metrics} = await cdp.send('Performance.getMetrics');
  const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value;
  await context.close();
  if (taskSeconds === undefined) {
    throw new Error(`loadUntilHydrated: Chromium reported no TaskDuration metric for ${url}.`);
  }
  return {hydratedMs, mainThreadMs: taskSeconds * 1000};
}
