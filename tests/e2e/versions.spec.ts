import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, storageKey, waitForHydration} from './fixtures';

/** Where the theme remembers the docs version last chosen for the default docs plugin. */
const preferredVersionKey = storageKey('docs-preferred-version-default');

const cascadeLayersPage = '/docs/api/plugins/@docusaurus/plugin-css-cascade-layers/';

function mainNavbar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Main'});
}

/** Opens the version dropdown, whose button shows the version on display, and returns its menu. */
async function openVersionMenu(page: Page, displayedVersion: string): Promise<Locator> {
  const toggle = page.getByRole('button', {name: displayedVersion, exact: true});
  const dropdown = mainNavbar(page).locator('.navbar__item.dropdown', {has: toggle});
  await dropdown.getByRole('button', {name: displayedVersion, exact: true}).hover();
  const menu = dropdown.locator('.dropdown__menu');
  await expect(menu).toBeVisible();
  return menu;
}

function readPreferredVersion(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), preferredVersionKey);
}

test.describe('version dropdown', () => {
  test('opens the same doc in another version', async ({page}) => {
    await gotoHydrated(page, '/docs/cli/');
    const menu = await openVersionMenu(page, 'Canary');
    await expect(menu.getByRole('link', {name: 'Canary'})).toHaveAttribute('href', '/docs/cli/');
    await expect(menu.getByRole('link', {name: '3.8.1'})).toHaveAttribute('href', '/docs/3.8.1/cli/');
    await expect(menu.getByRole('link', {name: 'All versions'})).toHaveAttribute('href', '/versions/');

    await menu.getByRole('link', {name: '3.7.0'}).click();
    await expect(page).toHaveURL('/docs/3.7.0/cli/');
    await expect(page.getByRole('heading', {level: 1, name: 'Command-line interface'})).toBeVisible();
    await expect(mainNavbar(page).getByRole('button', {name: '3.7.0', exact: true})).toBeVisible();
  });

  test('falls back to the main doc of a version that lacks the page', async ({page}) => {
    await gotoHydrated(page, cascadeLayersPage);
    const menu = await openVersionMenu(page, 'Canary');
    await expect(menu.getByRole('link', {name: '3.8.1'})).toHaveAttribute(
      'href',
      '/docs/3.8.1/api/plugins/@docusaurus/plugin-css-cascade-layers/',
    );

    await menu.getByRole('link', {name: '3.7.0'}).click();
    await expect(page).toHaveURL('/docs/3.7.0/');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.7.0');
  });

  test('the All versions item opens the versions page', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const menu = await openVersionMenu(page, 'Canary');
    await menu.getByRole('link', {name: 'All versions'}).click();
    await expect(page).toHaveURL('/versions/');
    await expect(page.getByRole('heading', {level: 1, name: 'Docs versions'})).toBeVisible();
  });
});

test.describe('preferred docs version', () => {
  test('the version chosen on a doc is where the navbar docs links lead on other pages', async ({page}) => {
    await gotoHydrated(page, '/docs/cli/');
    const menu = await openVersionMenu(page, 'Canary');
    await menu.getByRole('link', {name: '3.8.1'}).click();
    await expect(page).toHaveURL('/docs/3.8.1/cli/');
    expect(await readPreferredVersion(page)).toBe('3.8.1');

    // A page outside the docs has no version of its own: the navbar follows the stored choice.
    await gotoHydrated(page, '/blog/');
    await expect(mainNavbar(page).getByRole('link', {name: 'API', exact: true})).toHaveAttribute(
      'href',
      '/docs/3.8.1/cli/',
    );
    await expect(mainNavbar(page).getByRole('button', {name: '3.8.1', exact: true})).toBeVisible();
    await mainNavbar(page).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL('/docs/3.8.1/');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.8.1');
  });

  test('a stored version that no longer exists is cleared', async ({page}) => {
    await gotoHydrated(page, '/blog/');
    await page.evaluate((key) => localStorage.setItem(key, '2.0.0'), preferredVersionKey);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => readPreferredVersion(page)).toBeNull();
    await expect(mainNavbar(page).getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/');
    await expect(mainNavbar(page).getByRole('button', {name: 'Canary', exact: true})).toBeVisible();
  });
});

test.describe('versioned docs', () => {
  test('3.7.0 has no CSS cascade layers page', async ({page, consoleErrors}) => {
    // The browser logs the 404 status of the document itself.
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/docs/3.7.0/api/plugins/@docusaurus/plugin-css-cascade-layers/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(mainNavbar(page).getByRole('button', {name: '3.7.0', exact: true})).toBeVisible();
  });

  test('3.7.0 pages show the unmaintained banner and the version badge', async ({page}) => {
    await gotoHydrated(page, '/docs/3.7.0/cli/');
    const banner = page.getByRole('alert').filter({hasText: 'This is documentation for Docusaurus 3.7.0'});
    await expect(banner).toContainText('which is no longer actively maintained');
    await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', '/docs/cli/');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.7.0');
  });

  test('docs tag pages have readable addresses in every version', async ({page, consoleErrors}) => {
    for (const prefix of ['/docs', '/docs/3.8.1', '/docs/3.7.0']) {
      await gotoHydrated(page, `${prefix}/tags/`);
      const tagLink = page.getByRole('main').getByRole('link', {name: /^i18n/});
      await expect(tagLink).toHaveAttribute('href', `${prefix}/tags/i18n/`);
      await tagLink.click();
      await expect(page.getByRole('heading', {level: 1})).toContainText('i18n');
      await expect(page.getByRole('main')).toContainText('translating a site into other languages');
    }
    consoleErrors.allow(/status of 404/);
    const oldAddress = await page.goto('/docs/tags/i-18-n/');
    expect(oldAddress?.status()).toBe(404);
  });

  test('the Canary docs show no version banner', async ({page}) => {
    await gotoHydrated(page, '/docs/cli/');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Canary');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('each version has both sidebars and its own category pages', async ({page}) => {
    for (const version of ['3.8.1', '3.7.0']) {
      await gotoHydrated(page, `/docs/${version}/category/guides/`);
      await expect(page.getByRole('heading', {level: 1, name: 'Guides'})).toBeVisible();
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      await expect(sidebar.getByRole('link', {name: 'Introduction', exact: true})).toHaveAttribute(
        'href',
        `/docs/${version}/`,
      );
      await expect(mainNavbar(page).getByRole('link', {name: 'API', exact: true})).toHaveAttribute(
        'href',
        `/docs/${version}/cli/`,
      );
    }
  });
});

test.describe('versions page', () => {
  const expectedVersions = [
    {section: 'Canary', label: 'Canary', docs: '/docs/', notes: undefined},
    {
      section: 'Latest release',
      label: '3.8.1',
      docs: '/docs/3.8.1/',
      notes: {path: '/changelog/3.8.1/', title: '3.8.1'},
    },
    {
      section: 'Past releases',
      label: '3.7.0',
      docs: '/docs/3.7.0/',
      notes: {path: '/changelog/3.7.0/', title: '3.7.0'},
    },
  ];

  test('lists the three versions in their sections', async ({page}) => {
    await gotoHydrated(page, '/versions/');
    for (const {section, label, docs, notes} of expectedVersions) {
      const table = page
        .locator('section', {has: page.getByRole('heading', {level: 2, name: section})})
        .getByRole('table');
      const row = table.getByRole('row', {name: new RegExp(`^${label}\\b`)});
      await expect(row.getByRole('link', {name: `${label} documentation`})).toHaveAttribute('href', docs);
      if (notes) {
        await expect(row.getByRole('link', {name: `Release notes for ${label}`})).toHaveAttribute('href', notes.path);
      } else {
        await expect(row.getByRole('link')).toHaveCount(1);
      }
    }
  });

  for (const {label, docs, notes} of expectedVersions) {
    test(`the ${label} links open their pages`, async ({page}) => {
      await gotoHydrated(page, '/versions/');
      await page.getByRole('link', {name: `${label} documentation`}).click();
      await expect(page).toHaveURL(docs);
      await expect(page.locator('.theme-doc-version-badge')).toHaveText(`Version: ${label}`);

      if (notes) {
        await gotoHydrated(page, '/versions/');
        await page.getByRole('link', {name: `Release notes for ${label}`}).click();
        await expect(page).toHaveURL(notes.path);
        await expect(page.getByRole('heading', {level: 1, name: notes.title, exact: true})).toBeVisible();
      }
    });
  }

  test('the footer links to the versions page', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.locator('footer').getByRole('link', {name: 'Versions'}).click();
    await expect(page).toHaveURL('/versions/');
  });
});
