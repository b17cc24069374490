import {test as base, expect, type ConsoleMessage, type Page, type Request} from '@playwright/test';
import {emulateConnection} from './fixtures';
import {allRoutes, buildTargetExists, notFoundRoutes, pageTypeOf, renderedIds} from './routes';

/**
 * Visits every route of the build, one test per route, as nginx serves it (the nginx project of
 * playwright.config.ts), and checks what a reader of that page would meet: its status, its page type,
 * console errors, what the Content-Security-Policy refused, requests leaving the machine, images that
 * do not load and links (with their #anchors) that lead nowhere. axe runs on a representative set of routes
 * in accessibility.spec.ts, since running it here on every route would take most of CI's budget.
 *
 * Each worker keeps one tab and loads route after route in it, as a reader clicking through full page
 * loads would: a new tab per route costs a renderer process and an empty cache, twice the time.
 * Images below the fold are checked by address, not loaded: the changelog's author list alone has 900.
 * The tab's connection is 2g, so that nothing is prefetched (faults.spec.ts tests prefetching): each page's
 * own checks are what this spec is for. Not save-data: that turns on offline mode (config/pwa.ts), and the
 * service worker would precache the whole site in the tab and answer every route in nginx's place, which
 * made the crawl 1.7 times slower.
 */
const test = base.extend<{problems: Problems}, {tab: Page}>({
  tab: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      await context.addInitScript(emulateConnection, {effectiveType: '2g', saveData: false});
      // Each page records what its Content-Security-Policy refused (an init script is not subject to it).
      await context.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, {cspViolations: refused});
        document.addEventListener('securitypolicyviolation', (event) =>
          refused.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'}`),
        );
      });
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  // What the tab reports while one test runs: console errors, uncaught exceptions, requests off loopback.
  problems: async ({tab}, use) => {
    const problems: Problems = {consoleErrors: [], outside: []};
    const onConsole = (message: ConsoleMessage) =>
      message.type() === 'error' && problems.consoleErrors.push(message.text());
    const onPageError = (error: Error) => problems.consoleErrors.push(`uncaught: ${error.message}`);
    const onRequest = (request: Request) => !isLoopback(request.url()) && problems.outside.push(request.url());
    tab.on('console', onConsole);
    tab.on('pageerror', onPageError);
    tab.on('request', onRequest);
    await use(problems);
    tab.off('console', onConsole);
    tab.off('pageerror', onPageError);
    tab.off('request', onRequest);
  },
});

type Problems = {consoleErrors: string[]; outside: string[]};

/** Console errors that pages made to show failures raise on purpose. */
const declaredErrors: {route: RegExp; message: RegExp; crashesWhileRendering?: true}[] = [
  {route: /^\/tests\/pages\/crashTest\/$/, message: /.*/, crashesWhileRendering: true},
  {route: /^\/tests\/pages\/error-boundary-tests\/$/, message: /.*/},
];

function isLoopback(url: string): boolean {
  const {protocol, hostname} = new URL(url);
  return (
    !/^https?:$|^wss?:$/.test(protocol) || hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
  );
}

/**
 * The images of the page that show nothing: a loaded image without pixels, or an image not loaded yet
 * (lazy, below the fold) whose address build/ has no file for or that would leave the machine.
 */
function brokenImages(origin: string, images: {src: string; loaded: boolean; empty: boolean}[]): string[] {
  return images
    .filter(({src, loaded, empty}) => {
      if (loaded) {
        return empty;
      }
      const url = new URL(src);
      return url.protocol !== 'data:' && (url.origin !== origin || !buildTargetExists(url.pathname));
    })
    .map(({src}) => src);
}

/**
 * The links of the page that lead nowhere: a same-site address that build/ has no page or file for,
 * or an #anchor that the target page lacks (this page's live ids, another page's rendered ids).
 */
function brokenLinks(route: string, origin: string, hrefs: string[], liveIds: Set<string>): string[] {
  const broken = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    const pathname = decodeURIComponent(url.pathname);
    if (url.origin !== origin) {
      continue;
    }
    // The page itself is known to be served (a not-found page links to its own address).
    if (pathname !== route && !buildTargetExists(url.pathname)) {
      broken.add(`${pathname} (no such page or file)`);
      continue;
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (!anchor || !pathname.endsWith('/')) {
      continue;
    }
    const ids = pathname === route ? liveIds : renderedIds(pathname);
    if (!ids.has(anchor)) {
      broken.add(`${pathname}#${anchor} (no such anchor)`);
    }
  }
  return [...broken];
}

test.describe('crawl of every route', {tag: '@host'}, () => {
  test.describe.configure({mode: 'parallel'});
  // The largest pages (the changelog's author list, the config reference) take a while on a busy machine.
  test.setTimeout(60_000);

  for (const route of allRoutes()) {
    test(route, async ({tab, problems, baseURL}) => {
      const type = pageTypeOf(route);
      const declared = declaredErrors.filter((candidate) => candidate.route.test(route));
      const notFound = notFoundRoutes.includes(route);
      // The browser logs the not-found document's own 404 status.
      const allowed = [...declared.map(({message}) => message), ...(notFound ? [/status of 404/] : [])];

      const response = await tab.goto(route);
      expect(response?.status(), 'status').toBe(notFound ? 404 : 200);
      if (declared.some(({crashesWhileRendering}) => crashesWhileRendering)) {
        // The app never finishes hydrating: the site's error screen replaces the page.
        await expect(tab.getByRole('button', {name: 'Try again'})).toBeVisible();
      } else {
        await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
          polling: 'raf',
        });
      }
      // Head updates after hydration rewrite <html>'s classes in a later frame: wait for the marker.
      await expect(tab.locator(type.selector).first(), `a ${type.name} (${type.selector})`).toBeAttached();

      // The images the page loads at once have finished; the lazy ones below the fold are checked by address.
      await tab.waitForFunction(
        () => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
        null,
        {polling: 'raf'},
      );
      const {images, hrefs, ids, cspViolations} = await tab.evaluate(() => ({
        cspViolations: (window as unknown as {cspViolations: string[]}).cspViolations,
        images: Array.from(document.images)
          .filter((img) => img.getAttribute('src'))
          .map((img) => ({
            src: img.currentSrc || img.src,
            loaded: img.complete,
            empty: img.naturalWidth === 0,
          })),
        // Links in the page, and the head's alternates: feeds, the page's Markdown copy.
        hrefs: Array.from(
          document.querySelectorAll('a[href], link[rel="alternate"][href]'),
          (link) => (link as HTMLAnchorElement | HTMLLinkElement).href,
        ),
        ids: Array.from(
          document.querySelectorAll('[id], a[name]'),
          (element) => element.id || element.getAttribute('name')!,
        ),
      }));
      expect(brokenImages(new URL(baseURL!).origin, images), 'broken images').toEqual([]);
      expect(brokenLinks(route, new URL(baseURL!).origin, hrefs, new Set(ids)), 'broken links').toEqual([]);
      expect(problems.outside, 'requests leaving loopback').toEqual([]);
      expect(cspViolations, 'what the Content-Security-Policy refused').toEqual([]);
      const unexpected = problems.consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    });
  }
});
