import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';
import {findAxeViolations, wcagTags} from './axe';
import {featureRequests} from '../../src/data/featureRequests';

const total = featureRequests.length;
const countOf = (status: string) => featureRequests.filter((request) => request.status === status).length;
const statusFilter = (page: Page, label: string) =>
  page
    .getByRole('group', {name: 'Filter by status'})
    .getByRole('button', {name: new RegExp(`^${label} \\d+ requests$`)});
const requestItems = (page: Page) => page.getByRole('region', {name: 'Requests'}).locator('ol > li');

/** Client-side navigation, as a link inside the app would do it. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('feature requests', () => {
  test('the board lists every request and explains how to propose one', async ({page}) => {
    await gotoHydrated(page, '/feature-requests/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Feature requests');
    await expect(page.getByRole('status')).toHaveText(`Showing ${total} of ${total} requests`);
    await expect(requestItems(page)).toHaveCount(total);
    const propose = page.getByRole('region', {name: 'Propose a feature'});
    await expect(propose.getByRole('link', {name: 'Open a feature request on GitHub'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/docusaurus\/issues/,
    );
  });

  test('filters by status, in the URL, with back and reload', async ({page}) => {
    await gotoHydrated(page, '/feature-requests/');
    await statusFilter(page, 'Planned').click();
    await expect(page).toHaveURL(/\/feature-requests\/\?status=planned$/);
    await expect(statusFilter(page, 'Planned')).toHaveAttribute('aria-pressed', 'true');
    await expect(requestItems(page)).toHaveCount(countOf('planned'));
    for (const item of await requestItems(page).all()) {
      await expect(item).toContainText('Planned');
    }
    await statusFilter(page, 'Done').click();
    await expect(requestItems(page)).toHaveCount(countOf('done'));

    await page.reload();
    await waitForHydration(page);
    await expect(statusFilter(page, 'Done')).toHaveAttribute('aria-pressed', 'true');
    await expect(requestItems(page)).toHaveCount(countOf('done'));

    await page.goBack();
    await expect(statusFilter(page, 'Planned')).toHaveAttribute('aria-pressed', 'true');
    await statusFilter(page, 'All').click();
    await expect(requestItems(page)).toHaveCount(total);
  });

  test('a request opens on its own page, which also loads directly', async ({page}) => {
    const request = featureRequests.find((item) => item.slug === 'mermaid-diagrams')!;
    await gotoHydrated(page, '/feature-requests/');
    await page.getByRole('link', {name: request.title}).click();
    await expect(page).toHaveURL(/\/feature-requests\/mermaid-diagrams\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(request.title);

    const response = await page.goto('/feature-requests/mermaid-diagrams/');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(request.title);
    await expect(page.getByRole('definition').first()).toHaveText('Done');
    await expect(page.getByRole('link', {name: /on the issue tracker/})).toHaveAttribute('href', request.issueUrl);
    await page.getByRole('link', {name: '← All feature requests'}).click();
    await expect(page).toHaveURL(/\/feature-requests\/$/);
    await expect(requestItems(page)).toHaveCount(total);
  });

  test('a done request asks search engines to skip its page, an open one does not', async ({page}) => {
    const robots = page.locator('head meta[name="robots"]');
    // Loaded directly: the meta tag is in the HTML a crawler reads, and the site's search index skips such a page.
    await page.goto('/feature-requests/mermaid-diagrams/');
    await expect(robots).toHaveAttribute('content', 'noindex');
    await page.goto('/feature-requests/image-zoom/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Zoom into images on click');
    await expect(robots).toHaveCount(0);
  });

  test('an unknown request says so and links back to the board', async ({page}) => {
    await gotoHydrated(page, '/feature-requests/');
    await navigateInApp(page, '/feature-requests/teleportation/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('No such request');
    await expect(page.getByText('teleportation', {exact: true})).toBeVisible();
    await page.getByRole('link', {name: 'Back to all feature requests'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Feature requests');
  });

  test('a direct load of an unknown request gets a 404 status and the same message', async ({page, consoleErrors}) => {
    // The browser logs the 404 status of the document itself; nothing else may fail.
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/feature-requests/teleportation/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('No such request');
    await page.getByRole('link', {name: 'Back to all feature requests'}).click();
    await expect(page).toHaveURL(/\/feature-requests\/$/);
    await expect(requestItems(page)).toHaveCount(total);
  });

  test('the board and a request page have no accessibility violations', async ({page}) => {
    for (const [colorScheme, path] of [
      ['light', '/feature-requests/'],
      ['dark', '/feature-requests/'],
      ['dark', '/feature-requests/image-zoom/'],
    ] as const) {
      await page.emulateMedia({colorScheme});
      await gotoHydrated(page, path);
      expect(await findAxeViolations(page, {include: 'main', tags: wcagTags}), `${colorScheme} ${path}`).toEqual([]);
    }
  });
});
