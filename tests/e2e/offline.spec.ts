import {createServer, type Server} from 'node:http';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, hydratedAt, recordHydrationTime, storageKey} from './fixtures';

/**
 * The `params` the PWA plugin put in the URL of the service worker it
 * registered, read as soon as the registration exists (installing takes long).
 */
async function registeredWorkerParams(page: Page): Promise<{offlineMode: boolean}> {
  const scriptUrl = page.evaluate(async () => {
    // A registration can exist for a moment before its worker does: wait for the worker.
    const worker = await new Promise<ServiceWorker>((resolve) => {
      const check = () =>
        void navigator.serviceWorker.getRegistration().then((found) => {
          const current = found && (found.installing ?? found.waiting ?? found.active);
          return current ? resolve(current) : setTimeout(check, 100);
        });
      check();
    });
    return worker.scriptURL;
  });
  return JSON.parse(new URL(await scriptUrl).searchParams.get('params')!) as {offlineMode: boolean};
}

/**
 * Waits until the worker is installed (its precache downloaded) and active; fails at once, saying so, when
 * the installation fails (one precached file that does not download makes the worker redundant).
 */
async function workerActivated(page: Page): Promise<void> {
  const failure = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        void navigator.serviceWorker.ready.then(() => resolve(''));
        const watch = (worker: ServiceWorker | null | undefined) =>
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'redundant') resolve(`the worker ${worker.scriptURL} failed to install`);
          });
        // The plugin registers the worker in idle time after hydration: wait for the registration.
        const watchRegistration = () =>
          void navigator.serviceWorker.getRegistration().then((registration) => {
            if (!registration) return setTimeout(watchRegistration, 100);
            watch(registration.installing);
            registration.addEventListener('updatefound', () => watch(registration.installing));
          });
        watchRegistration();
      }),
  );
  expect(failure).toBe('');
}

async function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      paths.push(...requests.map((request) => new URL(request.url).pathname));
    }
    return paths;
  });
}

/** Pretends the page runs as an installed app (display-mode: standalone). */
function emulateStandalone(): void {
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    query.includes('display-mode: standalone')
      ? ({...matchMedia('all'), matches: true, media: query} as MediaQueryList)
      : matchMedia(query);
}

function emulateSaveData(): void {
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {}}),
  });
}

function emulateInstalledRelatedApp(): void {
  Object.defineProperty(Navigator.prototype, 'getInstalledRelatedApps', {
    configurable: true,
    value: async () => [{platform: 'webapp', url: `${location.origin}/manifest.json`}],
  });
}

test.describe('service worker and offline mode activation', {tag: '@host'}, () => {
  test('on a desktop browser the worker registers without offline mode', async ({page}) => {
    await gotoHydrated(page, '/');
    expect(await registeredWorkerParams(page)).toMatchObject({offlineMode: false});
  });

  test('the worker registers, and its library is fetched, only once the page has hydrated', async ({page}) => {
    await recordHydrationTime(page);
    await gotoHydrated(page, '/docs/installation/');
    await registeredWorkerParams(page);
    const hydrated = await hydratedAt(page);
    const libraryRequests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(({name}) => name.includes('workbox-window'))
        .map(({startTime}) => startTime),
    );
    expect(libraryRequests).toHaveLength(1);
    expect(libraryRequests[0]).toBeGreaterThan(hydrated);
  });

  test('queryString: ?offlineMode=true turns offline mode on', async ({page}) => {
    await gotoHydrated(page, '/?offlineMode=true');
    expect(await registeredWorkerParams(page)).toMatchObject({offlineMode: true});
  });

  test('standalone: the app display mode turns offline mode on', async ({page}) => {
    await page.addInitScript(emulateStandalone);
    await gotoHydrated(page, '/');
    expect(await registeredWorkerParams(page)).toMatchObject({offlineMode: true});
  });

  test('saveData: a data-saver connection turns offline mode on', async ({page}) => {
    await page.addInitScript(emulateSaveData);
    await gotoHydrated(page, '/');
    expect(await registeredWorkerParams(page)).toMatchObject({offlineMode: true});
  });

  test('appInstalled: an installed related web app turns offline mode on', async ({page}) => {
    await page.addInitScript(emulateInstalledRelatedApp);
    await gotoHydrated(page, '/');
    expect(await registeredWorkerParams(page)).toMatchObject({offlineMode: true});
  });

  test('appInstalled: a remembered appinstalled event turns offline mode on', async ({page}) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, 'true'),
      storageKey('docusaurus.pwa.event.appInstalled.fired'),
    );
    await gotoHydrated(page, '/');
    expect(await registeredWorkerParams(page)).toMatchObject({offlineMode: true});
  });

  test.describe('mobile: a narrow viewport', () => {
    test.use({viewport: {width: 996, height: 800}});
    test('turns offline mode on at 996 px', async ({page}) => {
      await gotoHydrated(page, '/');
      expect(await registeredWorkerParams(page)).toMatchObject({offlineMode: true});
    });
  });

  test.describe('mobile: one pixel wider', () => {
    test.use({viewport: {width: 997, height: 800}});
    test('leaves offline mode off at 997 px', async ({page}) => {
      await gotoHydrated(page, '/');
      expect(await registeredWorkerParams(page)).toMatchObject({offlineMode: false});
    });
  });
});

test.describe('offline mode', {tag: '@host'}, () => {
  // One installation serves both checks: the precache list, then the site with the network cut.
  test('precaches what readers open, not the test area, the debug pages or the changelog avatars, and works with the network cut', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // The plugin checks for a new worker on every page load, which fails offline: it logs that, unavoidably.
    // Installing the worker downloads the whole precache list, one file after another (Workbox's install):
    // 5,238 files took 72 s with nothing beside it, 102 s beside a second installation, over 120 s on CI;
    // the 3,593 of the list without what readers never open (config/pwa.ts) take 45 to 49 s.
    test.setTimeout(300_000);
    consoleErrors.allow(/registerSW failed|An unknown error occurred when fetching the script/);
    await gotoHydrated(page, '/docs/?offlineMode=true');
    await workerActivated(page);
    const paths = await precachedPaths(page);
    expect(paths).toContain('/index.html');
    expect(paths).toContain('/docs/cli/index.html');
    expect(paths).toContain('/search-index/manifest.json');
    // Every file of every shard a reader's search reads: its meta, its term buckets, its first hits and its
    // text chunks; none of the shards that only a search from the test area or the examples reads.
    const {indexFiles, scopedDirectories} = await page.evaluate(async () => {
      const read = async (file: string) => (await fetch(`/search-index/${file}`)).json();
      const {shards} = (await read('manifest.json')) as {
        shards: {directory: string; buckets: string; scope?: string}[];
      };
      const files: string[] = [];
      for (const {directory, buckets} of shards.filter(({scope}) => !scope)) {
        const meta = (await read(`${directory}/meta.json`)) as {chunkStarts: number[]};
        files.push(`${directory}/meta.json`);
        for (const bucket of buckets) {
          files.push(`${directory}/terms/${bucket}.json`, `${directory}/first/${bucket}.json`);
        }
        files.push(...meta.chunkStarts.map((_, chunk) => `${directory}/text/${chunk}.json`));
      }
      return {
        indexFiles: files,
        scopedDirectories: shards.filter(({scope}) => scope).map(({directory}) => `/search-index/${directory}/`),
      };
    });
    expect(indexFiles.length).toBeGreaterThan(100);
    expect(indexFiles.filter((file) => !paths.includes(`/search-index/${file}`))).toEqual([]);
    expect(scopedDirectories.length).toBeGreaterThan(0);
    expect(paths.filter((p) => scopedDirectories.some((directory) => p.startsWith(directory)))).toEqual([]);
    expect(paths).toContain('/blog/index.html');
    expect(paths.filter((p) => /^\/(tests|examples|__docusaurus)\//.test(p))).toEqual([]);
    expect(paths.filter((p) => /\.html?\/index\.html$/.test(p))).toEqual([]);
    expect(paths.some((p) => /^\/assets\/js\/main\.[\w]+\.js$/.test(p))).toBe(true);
    expect(paths.some((p) => p.startsWith('/changelog/avatars/'))).toBe(false);
    expect(paths.some((p) => p.startsWith('/social-cards/'))).toBe(false);
    expect(paths.some((p) => p.startsWith('/search-index/') && p.endsWith('.js'))).toBe(false);

    await context.setOffline(true);
    await gotoHydrated(page, '/docs/cli/');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link').first().click();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    await page.getByRole('button', {name: 'Search'}).click();
    await page.getByRole('searchbox').fill('swizzle');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('without the service worker the site keeps working and says "registerSW failed"', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/registerSW failed|bad HTTP response code \(500\)/);
    // The registration's script download is answered with a server error.
    await page.context().route(/\/sw\.js(\?|$)/, (route) => route.fulfill({status: 500, body: 'unavailable'}));
    const failure = page.waitForEvent(
      'console',
      (message) => message.type() === 'error' && message.text().includes('registerSW failed'),
    );
    await gotoHydrated(page, '/');
    await failure;
    await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

/**
 * The built service worker with a short precache list: the shell's stylesheet and two pages. Installing the
 * whole list downloads 5,000-odd files (65 MB), twice per deployment test, and the update flow under test
 * does not depend on the list's length; the offline-mode test above installs the real list.
 */
function workerWithShortPrecache(buildDir: string): string {
  const source = readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  // Workbox's injectManifest writes the list as a JSON array of {revision, url} into the script.
  const start = source.indexOf('[{"revision":');
  if (start < 0) {
    throw new Error('build/sw.js: no precache list found');
  }
  const end = source.indexOf('}]', start) + 2;
  const entries = JSON.parse(source.slice(start, end)) as {revision: string; url: string}[];
  const kept = entries.filter(
    ({url}) => ['index.html', 'docs/index.html'].includes(url) || url.startsWith('assets/css/'),
  );
  if (kept.length < 3) {
    throw new Error('build/sw.js: the precache list lacks the two pages or the stylesheet');
  }
  return source.slice(0, start) + JSON.stringify(kept) + source.slice(end);
}

/**
 * A second site on its own port whose service worker script can change,
 * standing for a new deployment: every version answers "which build" messages.
 */
function startSwappableServer(port: number): {server: Server; setBuild: (name: string) => void; ready: Promise<void>} {
  const buildDir = path.resolve('build');
  const swSource = workerWithShortPrecache(buildDir);
  const serveStatic = sirv(buildDir, {dev: true, etag: true});
  let build = 'a';
  const server = createServer((request, response) => {
    if (request.url?.split('?')[0] === '/sw.js') {
      response.writeHead(200, {'content-type': 'text/javascript', 'cache-control': 'no-cache'});
      response.end(
        `${swSource}\nself.addEventListener('message', (event) => { if (event.data === 'which-build') event.source.postMessage('build-${build}'); });\n`,
      );
      return;
    }
    serveStatic(request, response, () => {
      response.writeHead(404).end();
    });
  });
  const ready = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {server, setBuild: (name) => (build = name), ready};
}

/** Asks the worker that controls the page which build it belongs to. */
function controllingBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data as string), {once: true});
        navigator.serviceWorker.controller!.postMessage('which-build');
      }),
  );
}

test.describe('a new deployment', {tag: '@host'}, () => {
  test.describe.configure({mode: 'serial'});
  // Each test installs the worker twice (the first deployment, then the second).
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_UPDATE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10);
  let site: ReturnType<typeof startSwappableServer>;

  test.beforeAll(async () => {
    // The second deployment is a server of its own, beside the host under test.
    site = startSwappableServer(port);
    await site.ready;
  });
  test.afterAll(() => new Promise<void>((resolve) => (site ? site.server.close(() => resolve()) : resolve())));

  async function openControlledPage(page: Page, query: string): Promise<void> {
    site.setBuild('a');
    await gotoHydrated(page, `http://127.0.0.1:${port}/docs/${query}`);
    await workerActivated(page);
    // A second visit is the first one a worker controls. It keeps the query: the
    // plugin decides offline mode on every load, and the worker's URL carries it.
    await gotoHydrated(page, `http://127.0.0.1:${port}/docs/${query}`);
    expect(await controllingBuild(page)).toBe('build-a');
    site.setBuild('b');
  }

  test('in offline mode waits for the reader: a popup offers the reload, which applies it', async ({page}) => {
    await openControlledPage(page, '?offlineMode=true');
    await page.reload();
    const popup = page.getByText('New version available');
    await expect(popup).toBeVisible({timeout: 60_000});
    expect(await controllingBuild(page)).toBe('build-a');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', {name: 'Refresh'}).click();
    await reloaded;
    expect(await controllingBuild(page)).toBe('build-b');
  });

  test('without offline mode applies at once, with no popup', async ({page}) => {
    await openControlledPage(page, '');
    await page.reload();
    // The new worker skips waiting and takes over the open page.
    await expect.poll(() => controllingBuild(page), {timeout: 60_000}).toBe('build-b');
    await expect(page.getByText('New version available')).toHaveCount(0);
  });
});
