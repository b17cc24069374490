import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/** One page of each type; the showcase and home pages are checked for their shell only. */
const pages = [
  {type: 'home', path: '/'},
  {type: 'doc', path: '/docs/cli/'},
  {type: 'blog post', path: '/blog/releases/3.8/'},
  {type: 'blog list', path: '/blog/'},
  {type: 'changelog entry', path: '/changelog/2.0.0/'},
  {type: 'tag page', path: '/blog/tags/migration/'},
  {type: 'showcase', path: '/showcase/'},
  {type: 'search page', path: '/search/'},
];

const markup = ['<img src=x onerror=window.__xss=1>', '"><script>window.__xss=1</script>'];
// 10 kB: a longer request line passes the 16 kB header limit of Node's HTTP server, which answers 431 before the site.
const longValue = 'long-value-'.repeat(931);
const unicode = 'Ünïcödé 文档 🦖 \u202Eright-to-left';
const brokenPercent = '%E0%A4%A';

/** Values placed in the query string (under the search page's `q` and an unknown key) and the hash. */
const payloads = [
  {name: 'markup', query: `q=${encodeURIComponent(markup[0]!)}&x=${markup[1]}`, hash: markup[1]!},
  {name: 'a 10 kB value', query: `q=${encodeURIComponent(longValue)}`, hash: longValue},
  {name: 'unicode', query: `q=${encodeURIComponent(unicode)}&raw=${unicode}`, hash: unicode},
  {name: 'a broken percent-encoding', query: `q=${brokenPercent}&${brokenPercent}=1`, hash: brokenPercent},
];

/** The payloads' names as a list, for the names of the tests that load them all. */
const payloadNames = new Intl.ListFormat('en', {type: 'conjunction'}).format(payloads.map(({name}) => name));

async function expectNothingExecuted(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as {__xss?: unknown}).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], script:has-text("window.__xss")')).toHaveCount(0);
}

/** The locale dropdown's link to the current page keeps its path, query and hash as the address bar has them. */
async function expectLocaleLinkKeepsLocation(page: Page): Promise<void> {
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: 'English'});
  // Compared once resolved: on the not-found page the theme writes the path decoded (still escaped as an attribute).
  const [resolved, location] = await dropdown
    .locator('a[lang="en"]')
    .evaluate((link: HTMLAnchorElement) => [link.href, window.location.href]);
  expect(resolved).toBe(location);
}

test.describe('bad input in the query string and the hash', () => {
  // One test per page, its payloads loaded one after another in the same tab: a fresh tab per payload
  // spent most of its time loading the site's scripts again.
  for (const {type, path} of pages) {
    test(`${type}: ${payloadNames} neither run nor break the page`, async ({page}) => {
      // The search page downloads and searches the whole index, once per payload.
      test.slow(path === '/search/');
      for (const payload of payloads) {
        await test.step(payload.name, async () => {
          await page.goto(`${path}?${payload.query}#${payload.hash}`);
          await waitForHydration(page);
          await expect(page.locator('nav.navbar')).toBeVisible();
          await expect(page.locator('footer.footer')).toBeVisible();
          await expectNothingExecuted(page);
          await expectLocaleLinkKeepsLocation(page);
        });
      }
    });
  }

  test('the search page shows a markup query as text and searches for it', async ({page}) => {
    test.slow();
    await page.goto(`/search/?q=${encodeURIComponent(markup[1]!)}`);
    await waitForHydration(page);
    await expect(page.getByRole('searchbox').or(page.locator('input[type="search"]')).first()).toHaveValue(markup[1]!);
    await expectNothingExecuted(page);
  });
});

test.describe('bad input in the path', {tag: '@host'}, () => {
  const unknownPaths = [
    `/docs/${encodeURIComponent(markup[0]!)}/`,
    `/blog/${markup[1]}/`,
    // 3 kB of path in 100-character folders: a path past the file system's 4 kB limit makes the static server answer 500.
    `/changelog/${Array.from({length: 30}, () => 'x'.repeat(99)).join('/')}/`,
    `/docs/${encodeURIComponent(unicode)}/`,
  ];
  for (const path of unknownPaths) {
    test(`an unknown path ${path.slice(0, 40)}… shows the not-found page`, async ({page, consoleErrors}) => {
      consoleErrors.allow(/status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
      await expectNothingExecuted(page);
      await expectLocaleLinkKeepsLocation(page);
    });
  }
});

// 404.html is rendered once, at /404.html; a host serves it under any path. The version dropdown
// renders for the rendered path while hydrating (src/theme/NavbarItem/DocsVersionDropdownNavbarItem),
// so no hydration error is logged, then names the version of the real path.
for (const [path, version] of [
  ['/docs/3.7.0/no-such-page/', '3.7.0'],
  ['/docs/3.8.1/no-such-page/', '3.8.1'],
  ['/docs/no-such-page/', 'Canary'],
] as const) {
  test(
    `an unknown path under ${version} docs shows the not-found page without a hydration error`,
    {tag: '@host'},
    async ({page, consoleErrors}) => {
      consoleErrors.allow(/status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
      const mainNavbar = page.getByRole('navigation', {name: 'Main'});
      await expect(mainNavbar.getByRole('button', {name: version, exact: true})).toBeVisible();
    },
  );
}

test(
  'a path with a broken percent-encoding is refused by the server, and nothing runs',
  {tag: '@host'},
  async ({page, consoleErrors}) => {
    // The static server cannot decode the path and answers 400 before any page of the site loads.
    consoleErrors.allow(/status of 40[04]/);
    const response = await page.goto(`/docs/${brokenPercent}/${encodeURIComponent(markup[1]!)}/`);
    expect([400, 404]).toContain(response?.status());
    await expectNothingExecuted(page);
  },
);

test('on a host that answers an undecodable path with its not-found page, that page shows and nothing runs', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  const notFoundPage = readFileSync('build/404.html', 'utf8');
  await page.route(
    (url) => url.pathname.startsWith(`/docs/${brokenPercent}`),
    (route) => route.fulfill({status: 404, contentType: 'text/html', body: notFoundPage}),
  );
  await page.goto(`/docs/${brokenPercent}/${encodeURIComponent(markup[1]!)}/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expectNothingExecuted(page);
});

test.describe('paths ending in .html', {tag: '@host'}, () => {
  for (const [from, to] of [
    ['/docs/cli.html', '/docs/cli/'],
    ['/blog.html', '/blog/'],
    // `docusaurus serve` redirects these to the folder; either address must show the page.
    ['/docs/cli/index.html', '/docs/cli/(index.html)?'],
    ['/blog/index.html', '/blog/(index.html)?'],
  ] as const) {
    test(`${from} opens the page at ${to}`, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.]/g, '\\$&')}$`));
      await waitForHydration(page);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
      await expect(page.locator('main h1, article h1, main h2').first()).toBeVisible();
    });
  }
});
