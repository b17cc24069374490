import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  clickColourModeToggle,
  colourModeToggle,
  gotoHydrated,
  layoutShifts,
  recordLayoutShifts,
  storageKey,
  waitForHydration,
} from './fixtures';
import {desktopBreakpointPx} from '../../config/site';
import {playwrightLaunchOptions} from '../../scripts/chromium';

/**
 * A server that sends the page at `path` in two parts a second apart, cut at `cut`, as a slow
 * connection would, and passes every other request to the site's server.
 */
async function serveInTwoParts(
  path: string,
  html: string,
  cut: number,
  baseURL: string,
): Promise<{url: string; close: () => void}> {
  const server = createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 1000);
      return;
    }
    void fetch(new URL(request.url!, baseURL)).then(async (upstream) => {
      response.writeHead(upstream.status, {'content-type': upstream.headers.get('content-type') ?? ''});
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, close: () => server.close()};
}

/** Resolves with the text of the next alert, which it closes. */
function nextAlertMessage(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    });
  });
}

test.describe('site shell', () => {
  test('the home page shows the navbar and the footer', async ({page}) => {
    await gotoHydrated(page, '/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const label of ['Docs', 'API', 'Blog', 'Showcase', 'Community']) {
      await expect(navbar.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(navbar.getByRole('button', {name: 'Tests'})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'Source repository'})).toBeVisible();
    await expect(navbar.getByRole('button', {name: 'Search'})).toBeVisible();

    const footer = page.locator('footer');
    for (const column of ['Learn', 'Community', 'More', 'Legal']) {
      await expect(footer.getByText(column, {exact: true})).toBeVisible();
    }
    await expect(footer.getByRole('img', {name: 'Docusaurus logo'})).toBeVisible();
    await expect(footer).toContainText(/Copyright © \d{4} the contributors of this documentation site/);
  });

  test('the Tests dropdown lists a raw HTML item, a doc link and a docs version link', async ({page}) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', {name: 'Tests'});
    const menu = page.locator('.navbar__item.dropdown', {has: toggle}).locator('.dropdown__menu');
    await toggle.hover();
    await expect(menu.getByRole('link', {name: 'Test area index'})).toBeVisible();
    await expect(menu.locator('hr.navbar-dropdown-separator')).toHaveCount(1);
    await expect(menu.getByRole('link', {name: 'Doc link: introduction'})).toHaveAttribute('href', '/docs/');
    await expect(menu.getByRole('link', {name: 'Docs version link: current docs'})).toHaveAttribute('href', '/docs/');
  });

  test('a dropdown opened from the keyboard closes on a click outside it', async ({page}) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', {name: 'Tests'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // A click on an empty area of the page, well away from the navbar.
    await page.mouse.click(5, 500);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  for (const path of ['/', '/docs/installation', '/blog/', '/changelog/']) {
    for (const width of [1280, 360]) {
      test(`nothing on ${path} moves when the app's scripts arrive after the first paint, ${width} px wide`, async ({
        page,
      }) => {
        await page.setViewportSize({width, height: 740});
        // On a phone the page is painted seconds before it hydrates; holding the scripts does the same here.
        await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          await route.continue();
        });
        await recordLayoutShifts(page);
        await gotoHydrated(page, path);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  }

  test('a page whose HTML arrives slowly is first painted with its whole navbar', async ({page, baseURL}) => {
    const path = '/docs/installation/';
    const html = await (await page.request.get(path)).text();
    // The first part ends inside the navbar's right-hand items, before the search button.
    const cut = html.lastIndexOf('<', html.indexOf('DocSearch DocSearch-Button'));
    expect(cut).toBeGreaterThan(html.indexOf('theme-layout-navbar-right'));
    const server = await serveInTwoParts(path, html, cut, baseURL!);
    try {
      await recordLayoutShifts(page);
      await gotoHydrated(page, server.url);
      // The navbar's own items: the content below it arrives with the second part (its shifts are the
      // subject of "nothing on … moves when the app's scripts arrive after the first paint").
      expect(await layoutShifts(page, {within: '.navbar'})).toEqual([]);
    } finally {
      server.close();
    }
  });

  test('a page painted before it is long enough to scroll moves nothing when its scrollbar appears', async ({
    playwright,
    baseURL,
  }) => {
    // Playwright's browser hides scrollbars; Lighthouse's, like a desktop browser on Windows or Linux,
    // shows them, and they take room.
    const browser = await playwright.chromium.launch({
      ...playwrightLaunchOptions,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    const path = '/changelog/';
    // Lighthouse's desktop screen.
    const page = await browser.newPage({viewport: {width: 1350, height: 940}});
    const html = await (await page.request.get(new URL(path, baseURL).href)).text();
    // The first part ends at the top of the sidebar: too short a page to scroll.
    const cut = html.indexOf('<h3', html.indexOf('id=__docusaurus_skipToContent_fallback'));
    expect(cut).toBeGreaterThan(0);
    const server = await serveInTwoParts(path, html, cut, baseURL!);
    try {
      await recordLayoutShifts(page);
      await gotoHydrated(page, server.url);
      expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      server.close();
      await browser.close();
    }
  });

  test("the search button shows the key caps of the reader's keyboard from the first paint", async ({
    page,
    consoleErrors,
  }) => {
    // The browser reports the scripts refused below.
    consoleErrors.allow(/Failed to load resource/);
    const modifierCap = page.getByRole('navigation', {name: 'Main'}).locator('.local-search-modifier-key');
    // Without the app's scripts the key caps are those the server sent, before the app could change them.
    await page.route(/\/assets\/js\/[^/]+\.js$/, (route) => route.abort());
    await page.goto('/docs/');
    await expect(modifierCap).toHaveText('Ctrl', {useInnerText: true});
    await page.unrouteAll();
    await gotoHydrated(page, '/docs/');
    await expect(page.getByRole('button', {name: 'Search (Ctrl+K)'})).toBeVisible();
    await expect(modifierCap).toHaveText('Ctrl', {useInnerText: true});

    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'}));
    await gotoHydrated(page, '/docs/');
    await expect(page.getByRole('button', {name: 'Search (Command+K)'})).toBeVisible();
    await expect(modifierCap).toHaveText('⌘', {useInnerText: true});
  });

  test('an unknown path shows the not-found page', {tag: '@host'}, async ({page, consoleErrors}) => {
    // The browser logs the 404 status of the document itself.
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/this/page/does/not/exist/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();
  });
});

test.describe('colour mode', () => {
  const themeKey = storageKey('theme');

  test('the toggle cycles light, dark, system and stores the choice under the suffixed key', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(colourModeToggle(page)).toHaveAccessibleName(/currently system mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await clickColourModeToggle(page, 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), themeKey)).toBe('light');

    await clickColourModeToggle(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), themeKey)).toBe('dark');

    await clickColourModeToggle(page, 'system');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), themeKey)).toBeNull();

    // The choice survives a reload.
    await clickColourModeToggle(page, 'light');
    await clickColourModeToggle(page, 'dark');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a stored "system" value counts as no choice and follows the system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.addInitScript((key) => localStorage.setItem(key, 'system'), themeKey);
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(colourModeToggle(page)).toHaveAccessibleName(/currently system mode/);
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a second tab follows a colour mode change', async ({page, context}) => {
    await gotoHydrated(page, '/');
    const secondTab = await context.newPage();
    await gotoHydrated(secondTab, '/docs/');
    await expect(secondTab.locator('html')).toHaveAttribute('data-theme', 'light');
    await clickColourModeToggle(page, 'light');
    await clickColourModeToggle(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(secondTab.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('banner').filter({hasText: 'is out'});

  test('closing it keeps it closed after a reload', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link', {name: 'what changed in 3.8'})).toHaveAttribute(
      'href',
      '/blog/releases/3.8/',
    );
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey('docusaurus.announcement.dismiss'))).toBe(
      'true',
    );
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toBeHidden();
  });

  test('it comes back when the announcement id changes', async ({page}) => {
    // A visitor who dismissed an earlier announcement, stored under its own id.
    await page.addInitScript(
      ([idKey, dismissKey]) => {
        localStorage.setItem(idKey!, 'an-earlier-announcement');
        localStorage.setItem(dismissKey!, 'true');
      },
      [storageKey('docusaurus.announcement.id'), storageKey('docusaurus.announcement.dismiss')],
    );
    await gotoHydrated(page, '/');
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey('docusaurus.announcement.id'))).toBe(
      'release-3-8-1',
    );
  });
});

test.describe('responsive navbar', () => {
  test(`at ${desktopBreakpointPx} px the navbar collapses into the mobile menu with a docs sub-menu`, async ({
    page,
  }) => {
    await page.setViewportSize({width: desktopBreakpointPx, height: 800});
    await gotoHydrated(page, '/docs/');
    const openMenu = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(openMenu).toBeVisible();
    await expect(page.locator('.navbar__items--right .navbar__link[href="/blog/"]')).toHaveCount(0);
    await openMenu.click();
    const sidebar = page.locator('.navbar-sidebar');
    // On a docs page the docs sidebar is shown first, with a way back.
    await expect(sidebar.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
    await sidebar.getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(sidebar).toBeHidden();
  });

  test('on a phone the menu is a modal dialog: focus moves in and stays, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Site menu'});
    await expect(dialog).toBeVisible();
    const focusInMenu = () =>
      page.evaluate(
        () => document.activeElement?.closest('.navbar-sidebar') !== null && document.activeElement !== document.body,
      );
    expect(await focusInMenu()).toBe(true);
    const count = await dialog.locator('a[href]:visible, button:visible').count();
    for (let press = 0; press < count + 2; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await focusInMenu(), `focus after ${press + 1} presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('on a phone the docs menu and "Back to main menu" work from the keyboard', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/docs/installation/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).focus();
    await page.keyboard.press('Enter');
    const back = page.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Site menu'});
    const blog = dialog.getByRole('link', {name: 'Blog', exact: true});
    await expect(blog).toBeVisible();
    await expect(dialog.locator('.navbar-sidebar__item').first().locator(':focus')).toHaveCount(1);
    for (let press = 0; press < 20 && !(await blog.evaluate((link) => link === document.activeElement)); press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(blog).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(dialog).toBeHidden();
  });

  test('on a phone a menu opened before the page knows its width still becomes the dialog and takes the focus', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    // The theme reads the window's width after hydration; a reader can open the menu in between. Here the
    // page reads a desktop's width until the test lets it read the real one.
    await page.addInitScript(() => {
      const real = Object.getOwnPropertyDescriptor(window, 'innerWidth')!;
      Object.defineProperty(window, 'innerWidth', {
        configurable: true,
        get: () => ((window as {widthKnown?: boolean}).widthKnown ? real.get!.call(window) : 1200),
      });
    });
    await gotoHydrated(page, '/docs/installation/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).focus();
    await page.keyboard.press('Enter');
    await page.evaluate(() => {
      (window as {widthKnown?: boolean}).widthKnown = true;
      window.dispatchEvent(new Event('resize'));
    });
    await expect(page.getByRole('dialog', {name: 'Site menu'})).toBeVisible();
    await expect(page.getByRole('button', {name: /Back to main menu/})).toBeFocused();
  });

  test(`at ${desktopBreakpointPx + 1} px the desktop navbar shows its links`, async ({page}) => {
    await page.setViewportSize({width: desktopBreakpointPx + 1, height: 800});
    await gotoHydrated(page, '/');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}),
    ).toBeVisible();
  });

  test('the mobile menu is forced closed when the window grows to desktop width', async ({page}) => {
    await page.setViewportSize({width: 600, height: 800});
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});

test.describe('navigation', () => {
  for (const [from, to] of [
    ['/docs/support/', '/community/support/'],
    ['/docs/team/', '/community/team/'],
    ['/docs/resources/', '/community/resources/'],
    ['/docs/api/misc/docusaurus-init/', '/docs/api/misc/create-docusaurus/'],
    ['/docs/cli.html', '/docs/cli/'],
  ]) {
    test(`${from} redirects to ${to}`, {tag: '@host'}, async ({page}) => {
      await page.goto(from!);
      await expect(page).toHaveURL(new RegExp(`${to!.replace(/[/.]/g, '\\$&')}$`));
      await waitForHydration(page);
      await expect(page.locator('main h1, article h1').first()).toBeVisible();
    });
  }

  test('the locale dropdown keeps the current path, query string and hash', async ({page}) => {
    await gotoHydrated(page, '/docs/cli/?view=compact#docusaurus-build');
    const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: 'English'});
    await dropdown.hover();
    await expect(dropdown.getByRole('link', {name: 'English'})).toBeVisible();
    // The navbar hides on scroll, and a late scroll to the hash (fonts, images) can close
    // the menu after the hover, so the attributes are read without the visibility condition.
    const english = dropdown.locator('a.dropdown__link', {hasText: 'English'});
    await expect(english).toHaveAttribute('href', '/docs/cli/?view=compact#docusaurus-build');
    await expect(english).toHaveAttribute('lang', 'en');
  });

  test('the custom navbar item appears only under /tests and raises its alert', async ({page}) => {
    await gotoHydrated(page, '/');
    const customItem = page.getByRole('button', {name: 'Custom navbar item example'});
    await expect(customItem).toHaveCount(0);
    await gotoHydrated(page, '/tests/');
    const alert = nextAlertMessage(page);
    await customItem.click();
    expect(await alert).toBe("I'm a custom navbar item type example");
  });

  test('in the mobile menu the custom navbar item says so in its alert', async ({page}) => {
    await page.setViewportSize({width: 600, height: 800});
    await gotoHydrated(page, '/tests/pages/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const alert = nextAlertMessage(page);
    await page.locator('.navbar-sidebar').getByRole('button', {name: 'Custom navbar item example'}).click();
    expect(await alert).toBe("I'm a custom navbar item type example (mobile)");
  });
});

test('the script every page runs leaves out the TypeScript helpers library', async ({page, request}) => {
  await gotoHydrated(page, '/docs/');
  const mainScript = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  // tslib, which @docusaurus/utils-common loaded whole for one call (patches/@docusaurus+utils-common+3.8.1+001+without-tslib.patch).
  expect(await (await request.get(mainScript!)).text()).not.toContain('__addDisposableResource');
  // That call applies the site's trailing slash to links, as before.
  await expect(page.getByRole('link', {name: 'Installation', exact: true}).first()).toHaveAttribute(
    'href',
    '/docs/installation/',
  );
});

test.describe('debug pages', () => {
  for (const [path, heading] of [
    ['/__docusaurus/debug/', 'Site config'],
    ['/__docusaurus/debug/config/', 'Site config'],
    ['/__docusaurus/debug/metadata/', 'Site Metadata'],
    ['/__docusaurus/debug/registry/', 'Registry'],
    ['/__docusaurus/debug/routes/', 'Routes'],
    ['/__docusaurus/debug/content/', 'Plugin content'],
    ['/__docusaurus/debug/globalData/', 'Global data'],
  ]) {
    test(`${path} renders`, async ({page}) => {
      await gotoHydrated(page, path!);
      await expect(page.getByRole('heading', {name: heading!, exact: true})).toBeVisible();
    });
  }
});

test('the debug routes page lists every route, those of sections the browser has not loaded included', async ({
  page,
}) => {
  await gotoHydrated(page, '/__docusaurus/debug/routes/');
  await expect(page.locator('li code', {hasText: /^\/changelog\/3\.8\.1\/$/})).toBeVisible();
  await expect(page.locator('li code', {hasText: /^\/blog\/upgrading-to-docusaurus-3\/$/})).toBeVisible();
});

test('the debug registry lists each chunk with the module it loads', async ({page}) => {
  await gotoHydrated(page, '/__docusaurus/debug/registry/');
  await expect(page.getByText(/^\d+ chunks\./)).toBeVisible();
  const item = page.getByRole('listitem').filter({hasText: '@site/docs/introduction.mdx'});
  await expect(item).toHaveCount(1);
  await expect(item.locator('code').first()).toHaveText(/^[0-9a-f]{8}$/);
});

test.describe('offline support', {tag: '@host'}, () => {
  test('?offlineMode=true registers the service worker in offline mode', async ({page}) => {
    // The worker becomes ready only once it has precached the site, three docs versions included.
    test.slow();
    await gotoHydrated(page, '/?offlineMode=true');
    // The worker is registered as soon as it installs; precaching may take longer.
    const registeredScript = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
        return worker?.scriptURL ?? '';
      });
    await expect.poll(registeredScript).not.toBe('');
    const scriptUrl = await registeredScript();
    const params = JSON.parse(new URL(scriptUrl).searchParams.get('params') ?? '{}');
    expect(new URL(scriptUrl).pathname).toBe('/sw.js');
    expect(params.offlineMode).toBe(true);
  });
});
