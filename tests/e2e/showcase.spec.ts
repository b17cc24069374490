import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';
import {findAxeViolations, wcagTags} from './axe';
import {showcaseSites} from '../../src/data/showcase';
import {defaultFilters, filterSites} from '../../src/components/Showcase/filters';

const total = showcaseSites.length;
const countFor = (filters: Partial<typeof defaultFilters>) =>
  filterSites(showcaseSites, {...defaultFilters, ...filters}).length;

const count = (page: Page) => page.getByRole('status');
const tagToggle = (page: Page, label: string) =>
  page.getByRole('list', {name: 'Tags'}).getByRole('button', {name: new RegExp(`^${label} \\d+ sites$`)});
const cardTitles = (page: Page) => page.locator('main ul li h3');
const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search by name'});

test.describe('showcase', () => {
  test('lists every site, favourites first, each with a named preview', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    await expect(count(page)).toHaveText(`Showing ${total} of ${total} sites`);
    await expect(cardTitles(page)).toHaveCount(total);
    const favourites = showcaseSites.filter((site) => site.tags.includes('favourite')).length;
    const firstTitles = await cardTitles(page).allInnerTexts();
    for (const title of firstTitles.slice(0, favourites)) {
      expect(title).toContain('(favourite)');
    }
    expect(firstTitles[favourites]).not.toContain('(favourite)');
    const preview = page.getByRole('img', {name: 'Preview card of Docusaurus'});
    await expect(preview).toBeVisible();
    // The processed image replaces its placeholder once it is in view.
    await expect(preview.locator('img')).toHaveJSProperty('complete', true);
    expect(await preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('filters by tags with OR, then AND, and keeps the state in the URL', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    await tagToggle(page, 'I18n').click();
    await tagToggle(page, 'Versioning').click();
    await expect(page).toHaveURL(/\?tags=i18n&tags=versioning$/);
    await expect(tagToggle(page, 'I18n')).toHaveAttribute('aria-pressed', 'true');
    const anyCount = countFor({tags: ['i18n', 'versioning']});
    await expect(count(page)).toHaveText(`Showing ${anyCount} of ${total} sites`);

    await page.getByRole('radio', {name: /AND/}).check();
    await expect(page).toHaveURL(/operator=AND/);
    const everyCount = countFor({tags: ['i18n', 'versioning'], operator: 'AND'});
    expect(everyCount).toBeLessThan(anyCount);
    await expect(count(page)).toHaveText(`Showing ${everyCount} of ${total} sites`);
    for (const card of await page
      .locator('main ul > li')
      .filter({has: page.locator('h3')})
      .all()) {
      const tags = card.getByRole('list', {name: /^Tags of /});
      await expect(tags).toContainText('I18n');
      await expect(tags).toContainText('Versioning');
    }

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('radio', {name: /AND/})).toBeChecked();
    await expect(tagToggle(page, 'Versioning')).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).toHaveText(`Showing ${everyCount} of ${total} sites`);

    await page.goBack();
    await expect(page.getByRole('radio', {name: /OR/})).toBeChecked();
    await expect(count(page)).toHaveText(`Showing ${anyCount} of ${total} sites`);
    await page.goBack();
    await expect(page).toHaveURL(/\?tags=i18n$/);
    await expect(tagToggle(page, 'Versioning')).toHaveAttribute('aria-pressed', 'false');
  });

  test('searches by name, and the search survives a reload and follows back', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    await tagToggle(page, 'Open source').click();
    await searchBox(page).fill('react');
    await expect(page).toHaveURL(/name=react/);
    const expected = filterSites(showcaseSites, {...defaultFilters, tags: ['opensource'], name: 'react'});
    await expect(cardTitles(page)).toHaveCount(expected.length);
    for (const title of await cardTitles(page).allInnerTexts()) {
      expect(title.toLowerCase()).toContain('react');
    }

    await page.reload();
    await waitForHydration(page);
    await expect(searchBox(page)).toHaveValue('react');
    await expect(cardTitles(page)).toHaveCount(expected.length);

    // Typing replaced the history entry: back returns to the page before the tag was chosen.
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('');
    await expect(count(page)).toHaveText(`Showing ${total} of ${total} sites`);
  });

  test('shows an empty state that clears the filters', async ({page}) => {
    await gotoHydrated(page, '/showcase/?tags=product&operator=AND&name=zzz');
    await expect(page.getByText('No site matches these filters.')).toBeVisible();
    await expect(count(page)).toHaveText(`Showing 0 of ${total} sites`);
    await page.getByRole('button', {name: 'Clear filters'}).last().click();
    await expect(count(page)).toHaveText(`Showing ${total} of ${total} sites`);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('has no accessibility violations, in light and dark mode', async ({page}) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await gotoHydrated(page, '/showcase/?tags=favourite');
      await expect(page.getByRole('img', {name: 'Preview card of Jest'}).locator('img')).toBeVisible();
      expect(await findAxeViolations(page, {include: 'main', tags: wcagTags}), colorScheme).toEqual([]);
    }
  });
});
