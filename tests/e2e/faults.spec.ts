import type {Page} from '@playwright/test';
import {
  test,
  expect,
  clickColourModeToggle,
  emulateConnection,
  gotoHydrated,
  hydratedAt,
  recordHydrationTime,
  waitForHydration,
} from './fixtures';

/** Storage that throws on access, as in a browser that blocks site data. */
function lockStorage(): void {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  }
}

test.describe('browser storage unavailable', () => {
  test('pages render; colour mode and the announcement bar work for the session; a warning is logged', async ({
    page,
  }) => {
    await page.addInitScript(lockStorage);
    const warning = page.waitForEvent(
      'console',
      (message) => message.type() === 'warning' && message.text().includes('Browser storage is blocked'),
    );
    await gotoHydrated(page, '/docs/');
    await warning;
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    await clickColourModeToggle(page, 'light');
    await clickColourModeToggle(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    const announcement = page.getByRole('banner').filter({hasText: 'Docusaurus 3.8.1 is out'});
    await expect(announcement).toBeVisible();
    await announcement.getByRole('button', {name: 'Close'}).click();
    await expect(announcement).toBeHidden();

    // A client-side navigation keeps the session's choices.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('banner').filter({hasText: 'Docusaurus 3.8.1 is out'})).toHaveCount(0);
  });
});

test.describe('a route chunk that fails to load', () => {
  test('a warning is logged and the window reloads onto the page, never a blank one', async ({page, consoleErrors}) => {
    // The aborted request itself is reported by the browser.
    consoleErrors.allow(/Failed to load resource/);
    // No prefetching on a 2g connection: the chunks load on the click.
    await page.addInitScript(emulateConnection, {effectiveType: '2g', saveData: false});
    await gotoHydrated(page, '/');
    // The service worker registers in idle time after hydration, with a chunk of its own: let it
    // finish, so that the chunk refused below is the route's.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const aborted = new Set<string>();
    await page.route(/\/assets\/js\/.+\.js$/, (route) => {
      const url = route.request().url();
      if (aborted.size === 0) {
        aborted.add(url);
        return route.abort('failed');
      }
      return route.continue();
    });
    const warning = page.waitForEvent(
      'console',
      (message) => message.type() === 'warning' && /chunk|Loading/i.test(message.text()),
    );
    const reload = page.waitForEvent('load');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await warning;
    await reload;
    expect(aborted.size).toBe(1);
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
  });
});

test.describe('prefetching', () => {
  async function prefetchedChunks(page: Page): Promise<number> {
    return page.locator('head link[rel="prefetch"]').count();
  }

  /** Waits until the page has added all the prefetch links it asked for: it adds them in idle time. */
  async function settledPrefetches(page: Page): Promise<void> {
    let previous = -1;
    await expect
      .poll(
        async () => {
          const count = await prefetchedChunks(page);
          const settled = count > 0 && count === previous;
          previous = count;
          return settled;
        },
        {intervals: [250]},
      )
      .toBe(true);
  }

  test('on a normal connection, a link in view prefetches its route chunks', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).hover();
    await expect.poll(() => prefetchedChunks(page)).toBeGreaterThan(0);
  });

  test('the prefetched chunks exist and are the ones the next page runs', async ({page}) => {
    // The browser's route tables name chunks a, b, … (src/plugins/compact-route-tables); a name
    // the runtime could not map would give no prefetch at all, or a file that is not there.
    await gotoHydrated(page, '/');
    // The module paths stay with the server render: the script every page runs has none.
    const mainScript = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    expect(await (await page.request.get(mainScript!)).text()).not.toContain('@site/docs/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).hover();
    await settledPrefetches(page);
    const hrefs = await page
      .locator('head link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    for (const href of hrefs) {
      expect(new URL(href).pathname).toMatch(/^\/assets\/js\/[a-z]+\.[0-9a-f]{8}\.js$/);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    const runScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        runScripts.push(request.url());
      }
    });
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    expect(runScripts.filter((url) => !hrefs.includes(url))).toEqual([]);
  });

  test("prefetching waits for the load event, so that it never competes with the page's own files", async ({page}) => {
    // An image of the page that arrives late holds the load event back; the page hydrates meanwhile.
    let releaseImage: () => void = () => {};
    const imageHeld = new Promise<void>((resolve) => {
      releaseImage = resolve;
    });
    await page.route('**/img/logo.svg?slow', async (route) => {
      await imageHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const image = document.createElement('img');
        image.src = '/img/logo.svg?slow';
        image.alt = '';
        document.body.append(image);
      });
    });
    const sectionRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/js\/r-[a-z]+\.[0-9a-f]{8}\.js$/.test(request.url())) {
        sectionRequests.push(request.url());
      }
    });
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    await waitForHydration(page);
    // The links in view have been observed and the page has been idle: the stock prefetch would
    // have loaded route sections by now (a pointer over a link preloads, which is not this).
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve))),
        ),
    );
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(await prefetchedChunks(page)).toBe(0);
    expect(sectionRequests).toEqual([]);

    releaseImage();
    await page.waitForLoadState('load');
    await expect.poll(() => prefetchedChunks(page)).toBeGreaterThan(0);
  });

  test('prefetching waits for the page to be hydrated, so that it never delays hydration on a slow phone', async ({
    page,
  }) => {
    // A phone's CPU: the load event comes well before React has hydrated the page. Six times slower than
    // a busy CI machine's core can take more than the default 10 s to hydrate.
    test.setTimeout(90_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
    await recordHydrationTime(page);
    const html = await (await page.goto('/docs/installation/'))!.text();
    const listed = Array.from(html.matchAll(/<script src="?([^"\s>]+)/g), ([, src]) => src);
    await waitForHydration(page, {timeout: 40_000});
    const hydrated = await hydratedAt(page);
    const loadedAt = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number,
    );
    expect(loadedAt).toBeLessThan(hydrated);
    // Route sections and chunks of other pages, prefetched or loaded for a prefetch. A file shows in
    // resource timing once it has arrived, which can be a while after its prefetch link was added.
    const scriptsForOtherPages = async () =>
      (
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter(({name}) => new URL(name).pathname.startsWith('/assets/js/'))
            .map(({name, startTime}) => ({path: new URL(name).pathname, startTime})),
        )
      ).filter(({path}) => !listed.includes(path) && !path.includes('workbox-window'));
    await expect.poll(async () => (await scriptsForOtherPages()).length, {timeout: 30_000}).toBeGreaterThan(0);
    // None of them before hydration.
    expect((await scriptsForOtherPages()).filter(({startTime}) => startTime < hydrated)).toEqual([]);
  });

  for (const connection of [
    {effectiveType: '2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    test(`on ${connection.saveData ? 'a data-saver' : 'a 2g'} connection, nothing is prefetched`, async ({page}) => {
      await page.addInitScript(emulateConnection, connection);
      await gotoHydrated(page, '/');
      await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).hover();
      // The site's own prefetch entry point refuses too, so no later call can add one.
      expect(
        await page.evaluate(() =>
          (window as unknown as {docusaurus: {prefetch: (path: string) => unknown}}).docusaurus.prefetch('/docs/cli/'),
        ),
      ).toBe(false);
      expect(await prefetchedChunks(page)).toBe(0);
    });
  }
});

test.describe('served under the wrong base URL', () => {
  test('the home page shows the red banner with the base URL to use', async ({page, consoleErrors, baseURL}) => {
    // Scripts and styles are asked for at /assets/, outside the folder the site is served from.
    consoleErrors.allow(/status of 404/);
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (!url.pathname.startsWith('/wrong/')) {
        return route.fulfill({status: 404, contentType: 'text/plain', body: 'Not found'});
      }
      return route.fulfill({response: await route.fetch({url: `${baseURL}${url.pathname.slice('/wrong'.length)}`})});
    });
    await page.goto('/wrong/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly');
    await expect(banner.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong/');
  });
});

test.describe('route tables by section', () => {
  /** The section chunks (src/plugins/compact-route-tables/lazyRoutes.ts) that the page requests. */
  function sectionRequests(page: Page): string[] {
    const names: string[] = [];
    page.on('request', (request) => {
      const name = /^\/assets\/js\/(r-[a-z]+)\.[0-9a-f]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) {
        names.push(name);
      }
    });
    return names;
  }

  test("a docs page loads its version's routes before it hydrates; the script every page runs holds none", async ({
    page,
  }) => {
    const sections = sectionRequests(page);
    await gotoHydrated(page, '/docs/3.7.0/cli/');
    expect(sections.length).toBeGreaterThan(0);
    await expect(page.locator('article h1')).toHaveText('Command-line interface');
    const mainScript = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    const main = await (await page.request.get(mainScript!)).text();
    expect(main).not.toContain('"/docs/3.7.0/cli/"');
    expect(main).not.toContain('"/blog/upgrading-to-docusaurus-3/"');
    expect(main).not.toContain('"/changelog/3.8.1/"');
    // A page of no section stays in the table every page loads.
    expect(main).toContain('"/versions/"');
  });

  for (const path of ['/docs/installation/', '/blog/', '/changelog/page/2/']) {
    test(`${path} lists its chunks and its section in its HTML, so it asks for no other script before it hydrates`, async ({
      page,
    }) => {
      // The scripts that had arrived when React marked the page hydrated; later ones (the service
      // worker's registration, in idle time) do not delay it. No prefetching on a 2g connection: the links in view
      // prefetch their sections once the page has loaded, which can come before the attribute is set.
      await page.addInitScript(emulateConnection, {effectiveType: '2g', saveData: false});
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          if (document.documentElement.dataset.hasHydrated === 'true') {
            observer.disconnect();
            (window as unknown as {scriptsAtHydration: string[]}).scriptsAtHydration = performance
              .getEntriesByType('resource')
              .map(({name}) => new URL(name).pathname)
              .filter((pathname) => pathname.endsWith('.js'));
          }
        }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
      });
      const html = await (await page.goto(path))!.text();
      const listed = Array.from(html.matchAll(/<script src="?([^"\s>]+)/g), ([, src]) => src);
      await waitForHydration(page);
      expect(listed.some((src) => /^\/assets\/js\/r-[a-z]+\.[0-9a-f]{8}\.js$/.test(src!))).toBe(true);
      expect(listed.length).toBeGreaterThan(3);
      const requested = await page.evaluate(
        () => (window as unknown as {scriptsAtHydration: string[]}).scriptsAtHydration,
      );
      expect(requested).toEqual(expect.arrayContaining(listed));
      expect(requested.filter((src) => !listed.includes(src))).toEqual([]);
    });
  }

  for (const path of ['/blog/no-such-post/', '/changelog/no-such-release/']) {
    test(`${path} shows the not-found page once its section has loaded`, async ({page, consoleErrors}) => {
      consoleErrors.allow(/status of 404/);
      const sections = sectionRequests(page);
      expect((await page.goto(path))?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
      expect(sections.length).toBeGreaterThan(0);
    });
  }
});

test.describe('compile hints', () => {
  const compileHint = '//# allFunctionsCalledOnLoad\n';

  test("the scripts a page lists in its HTML start with V8's compile hint; the diagram library it loads on demand does not", async ({
    page,
  }) => {
    const scriptsRequested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scriptsRequested.push(new URL(request.url()).pathname);
      }
    });
    const html = await (await page.goto('/docs/markdown-features/diagrams/'))!.text();
    const listed = Array.from(html.matchAll(/<script src="?([^"\s>]+)/g), ([, src]) => src!);
    expect(listed.length).toBeGreaterThan(3);
    for (const src of listed) {
      expect((await (await page.request.get(src)).text()).startsWith(compileHint), src).toBe(true);
    }
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    const onDemand = scriptsRequested.filter((src) => src.includes('mermaid') && !listed.includes(src));
    expect(onDemand.length).toBeGreaterThan(0);
    for (const src of onDemand) {
      expect(await (await page.request.get(src)).text(), src).not.toContain('allFunctionsCalledOnLoad');
    }
  });
});
