import {test, expect, gotoHydrated, waitForHydration} from './fixtures';

const pages = [
  ['/community/', 'Community'],
  ['/community/support/', 'Support'],
  ['/community/contributing/', 'Contributing'],
  ['/community/team/', 'Team'],
  ['/community/release-process/', 'Release process'],
  ['/community/canary/', 'Canary builds'],
  ['/community/resources/', 'Resources'],
] as const;

test.describe('community docs', () => {
  test('the sidebar lists every community page and each one renders', async ({page}) => {
    await gotoHydrated(page, '/community/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    for (const [path, title] of pages) {
      await expect(sidebar.getByRole('link', {name: title, exact: true})).toHaveAttribute('href', path);
    }
    for (const [path, title] of pages.slice(1)) {
      await sidebar.getByRole('link', {name: title, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    }
  });

  test('the canary page shows how to install with the canary dist-tag', async ({page}) => {
    await gotoHydrated(page, '/community/canary/');
    await expect(page.locator('pre').first()).toContainText('@docusaurus/core@canary');
  });

  test('/docs/support/ redirects to the support page', async ({page}) => {
    await page.goto('/docs/support/');
    await expect(page).toHaveURL(/\/community\/support\/$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Support');
  });

  test('the footer Community column links to the hub, support, contributing, showcase and feature requests', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    const expected = [
      ['Community hub', '/community/'],
      ['Support', '/community/support/'],
      ['Contributing', '/community/contributing/'],
      ['Showcase', '/showcase/'],
      ['Feature requests', '/feature-requests/'],
    ] as const;
    for (const [label, href] of expected) {
      await expect(footer.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    await footer.getByRole('link', {name: 'Contributing', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Contributing');
  });
});
