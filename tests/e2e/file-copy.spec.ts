import {existsSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {test, expect, clickColourModeToggle, waitForHydration} from './fixtures';

/**
 * The hash-router copy of the site (ROUTER=hash, built into build-hash/ by
 * `npm test`), opened straight from disk.
 */
const entry = path.resolve('build-hash/index.html');
const entryUrl = pathToFileURL(entry).href;

test.describe('the copy that opens from disk', () => {
  test.beforeAll(() => {
    expect(
      existsSync(entry),
      'build-hash/ is missing: run `ROUTER=hash npx docusaurus build --out-dir build-hash`',
    ).toBe(true);
  });

  test('navigates by links and back, toggles colour mode and searches', async ({page}) => {
    await page.goto(entryUrl);
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});

    await navbar.getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/index\.html#\/docs\/$/);
    // The URL changes before the route's chunks arrive, and the home page stays on screen until
    // then: the sidebar shows the docs page has replaced it.
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar).toBeVisible();
    const docsTitle = await page.getByRole('heading', {level: 1}).textContent();

    const sidebarLink = sidebar.getByRole('link').nth(1);
    const sidebarTarget = await sidebarLink.textContent();
    await sidebarLink.click();
    await expect(page).toHaveURL(/index\.html#\/docs\/.+/);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(docsTitle!);
    expect(sidebarTarget).toBeTruthy();

    await page.goBack();
    await expect(page).toHaveURL(/index\.html#\/docs\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(docsTitle!);

    await clickColourModeToggle(page, 'light');
    await clickColourModeToggle(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', {name: 'Search'}).click();
    await page.getByRole('searchbox').fill('swizzle');
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/index\.html#\/.+/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test("shows the blog authors' avatars, which the build gives as site paths", async ({page}) => {
    await page.goto(`${entryUrl}#/blog/`);
    await waitForHydration(page);
    const avatars = page.locator('img.avatar__photo');
    await expect(avatars.first()).toBeVisible();
    expect(await avatars.first().getAttribute('src')).toMatch(/^\.\/img\/authors\//);
    // Avatars load lazily (src/theme/Blog/Components/Author): each is checked once scrolled to.
    for (const avatar of await avatars.all()) {
      await avatar.scrollIntoViewIfNeeded();
      await expect
        .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
          message: `${await avatar.getAttribute('src')} loads`,
        })
        .toBe(true);
    }
  });
});
