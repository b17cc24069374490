import {test, expect, gotoHydrated, waitForHydration} from './fixtures';

/** Releases in src/data/releases.json: five full list pages of 20, then 6. */
const releaseCount = 106;

test.describe('changelog', () => {
  test('the first list page shows the 20 newest releases', async ({page}) => {
    await gotoHydrated(page, '/changelog/');
    const entries = page.locator('main').getByRole('article');
    await expect(entries).toHaveCount(20);
    await expect(entries.first().getByRole('heading', {level: 2})).toHaveText('3.8.1');
    await expect(page.getByRole('link', {name: 'Older entries'})).toHaveAttribute('href', '/changelog/page/2/');
  });

  test('the sidebar lists every release', async ({page}) => {
    await gotoHydrated(page, '/changelog/');
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar.getByText('All releases', {exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveCount(releaseCount);
    // Releases of the same day keep the changelog's order.
    const sameDay = sidebar.getByRole('link', {name: /^3\.3\.\d$/});
    await expect(sameDay).toHaveText(['3.3.2', '3.3.1', '3.3.0']);
    await expect(sidebar.getByRole('link', {name: '2.0.0-alpha.19', exact: true})).toHaveAttribute(
      'href',
      '/changelog/2.0.0-alpha.19/',
    );
  });

  test('the last list page holds the remaining 6 releases and there is no page after it', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/changelog/page/6/');
    const entries = page.locator('main').getByRole('article');
    await expect(entries).toHaveCount(releaseCount - 5 * 20);
    await expect(entries.last().getByRole('heading', {level: 2})).toHaveText('2.0.0-alpha.19');
    await expect(page.getByRole('link', {name: 'Older entries'})).toHaveCount(0);

    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/changelog/page/7/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });

  test('an entry page shows its date, summary, pull request links and committers', async ({page}) => {
    await gotoHydrated(page, '/changelog/3.8.1/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('3.8.1');
    await expect(page.locator('article time')).toHaveText('June 6, 2025');
    await expect(page.getByText('Version 3.8.1 records 10 changes from 7 committers')).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'Bug Fix'})).toBeVisible();
    await expect(page.getByRole('link', {name: '#11242', exact: true})).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus/pull/11242',
    );
    const committers = page.getByRole('list').filter({has: page.getByRole('link', {name: '@benmccann'})});
    await expect(page.getByRole('heading', {level: 2, name: 'Committers'})).toBeVisible();
    await expect(committers.getByRole('listitem')).toHaveCount(7);
    await expect(committers.getByRole('listitem').first()).toHaveText('Sébastien Lorber (@slorber)');
  });

  test('an entry header shows its first committers and the body lists them all', async ({page}) => {
    await gotoHydrated(page, '/changelog/');
    const entry = page
      .locator('main')
      .getByRole('article')
      .filter({has: page.getByRole('link', {name: '3.8.0', exact: true})});
    await expect(entry.locator('header .avatar')).toHaveCount(4);
    await entry.getByRole('link', {name: '3.8.0', exact: true}).click();
    await expect(page).toHaveURL('/changelog/3.8.0/');
    const header = page.locator('article header');
    await expect(header.locator('.avatar')).toHaveCount(4);
    // The avatar links to the profile too; the name link is the one with text.
    await expect(
      header.getByRole('link', {name: 'Sébastien Lorber'}).filter({hasText: 'Sébastien Lorber'}),
    ).toHaveAttribute('href', 'https://github.com/slorber');
    const committers = page.getByRole('list').filter({has: page.getByRole('link', {name: '@benmccann'})});
    await expect(committers.getByRole('listitem')).toHaveCount(38);
  });

  test('a prerelease has its own entry page, and a failed publish says nothing was recorded', async ({page}) => {
    await gotoHydrated(page, '/changelog/2.0.0-alpha.19/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('2.0.0-alpha.19');
    await expect(page.getByText('None of them has a type, pull request or author recorded.')).toBeVisible();

    await gotoHydrated(page, '/changelog/3.3.1/');
    await expect(page.locator('article').getByText('No changes were recorded for this publish.')).toBeVisible();
  });

  test('a minor release links to its release post, and the link works', async ({page}) => {
    await gotoHydrated(page, '/changelog/3.8.0/');
    const link = page.getByRole('link', {name: 'Docusaurus 3.8 release post'});
    await expect(link).toHaveAttribute('href', '/blog/releases/3.8/');
    await link.click();
    await expect(page).toHaveURL('/blog/releases/3.8/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus 3.8');
  });

  test('the authors page lists every contributor with a generated avatar', async ({page}) => {
    await gotoHydrated(page, '/changelog/authors/');
    await expect(page.getByRole('heading', {level: 1, name: 'Authors'})).toBeVisible();
    const authors = page.locator('main ul').last().getByRole('listitem');
    await expect(authors).toHaveCount(923);
    const first = authors.first();
    await expect(first.getByRole('link', {name: 'Sébastien Lorber'})).toHaveAttribute(
      'href',
      'https://github.com/slorber',
    );
    await expect(first).toContainText(/@slorber · \d+ releases/);
    const avatar = first.locator('img');
    await expect(avatar).toHaveAttribute('src', '/changelog/avatars/slorber.svg');
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('there is no archive page', async ({page, consoleErrors}) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/changelog/archive/');
    expect(response?.status()).toBe(404);
  });

  test('the RSS, Atom and JSON feeds are well-formed and list the newest releases', async ({page, request}) => {
    await gotoHydrated(page, '/changelog/');
    for (const [file, itemTag] of [
      ['rss.xml', 'item'],
      ['atom.xml', 'entry'],
    ] as const) {
      const response = await request.get(`/changelog/${file}`);
      expect(response.ok(), file).toBe(true);
      const feed = await page.evaluate(
        ([source, tag]) => {
          const document = new DOMParser().parseFromString(source, 'application/xml');
          const items = Array.from(document.getElementsByTagName(tag)).map((item) => {
            const link = item.getElementsByTagName('link')[0];
            return {
              title: item.getElementsByTagName('title')[0]?.textContent,
              // RSS puts the URL in the element, Atom in its href.
              link: link?.getAttribute('href') ?? link?.textContent,
            };
          });
          return {parseError: document.getElementsByTagName('parsererror').length > 0, items};
        },
        [await response.text(), itemTag] as const,
      );
      expect(feed.parseError, file).toBe(false);
      expect(feed.items, file).toHaveLength(20);
      expect(feed.items[0], file).toEqual({title: '3.8.1', link: 'https://docs.example.org/changelog/3.8.1/'});
    }
    const json = await (await request.get('/changelog/feed.json')).json();
    expect(json.items).toHaveLength(20);
    expect(json.items[0]).toMatchObject({title: '3.8.1', url: 'https://docs.example.org/changelog/3.8.1/'});
    await expect(page.locator('link[rel="alternate"][href="/changelog/rss.xml"]')).toHaveAttribute(
      'title',
      'Docusaurus changelog RSS Feed',
    );
  });
});

test('an entry with versioned docs links to them and to the versions page', async ({page}) => {
  await gotoHydrated(page, '/changelog/3.7.0/');
  const article = page.getByRole('main').getByRole('article');
  await article.getByRole('link', {name: 'version 3.7.0 of the docs'}).click();
  await expect(page).toHaveURL(/\/docs\/3\.7\.0\/$/);
  await gotoHydrated(page, '/changelog/3.7.0/');
  await page.getByRole('main').getByRole('article').getByRole('link', {name: 'versions page'}).click();
  await expect(page).toHaveURL(/\/versions\/$/);
  await expect(page.getByRole('link', {name: 'Release notes for 3.7.0'})).toHaveAttribute('href', '/changelog/3.7.0/');
});
