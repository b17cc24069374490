import {test, expect, type Page} from './fixtures';

/** The posts listed in the main column of a blog list, tag or author page. */
function listedPosts(page: Page) {
  return page.getByRole('main').getByRole('article');
}

function paginator(page: Page) {
  return page.getByRole('navigation', {name: 'Blog list page navigation'});
}

/** Parses XML the way a feed reader would, in the browser, and reports what it found. */
async function parseXml(page: Page, xml: string, itemTag: string) {
  return page.evaluate(
    ({source, tag}) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        parserError: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.nodeName,
        items: doc.getElementsByTagName(tag).length,
        firstTitle: doc.getElementsByTagName(tag)[0]?.getElementsByTagName('title')[0]?.textContent ?? null,
      };
    },
    {source: xml, tag: itemTag},
  );
}

test.describe('blog list pagination', () => {
  test('the first page lists five posts and links to the second', async ({page}) => {
    await page.goto('/blog/');
    await expect(listedPosts(page)).toHaveCount(5);
    await expect(paginator(page).getByRole('link', {name: 'Newer entries'})).toHaveCount(0);
    await paginator(page).getByRole('link', {name: 'Older entries'}).click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
    await expect(listedPosts(page)).toHaveCount(5);
  });

  test('page 6 holds the two oldest posts and is the last page', async ({page}) => {
    await page.goto('/blog/page/6/');
    await expect(listedPosts(page)).toHaveCount(2);
    await expect(listedPosts(page).getByRole('heading', {name: 'Docusaurus 2.2', exact: true})).toBeVisible();
    await expect(
      listedPosts(page).getByRole('heading', {name: 'The road to Docusaurus 2.0, in numbers'}),
    ).toBeVisible();
    await expect(paginator(page).getByRole('link', {name: 'Older entries'})).toHaveCount(0);
    await paginator(page).getByRole('link', {name: 'Newer entries'}).click();
    await expect(page).toHaveURL(/\/blog\/page\/5\/$/);
  });

  test('page 7 does not exist', async ({page, consoleErrors}) => {
    // The missing page past the last one answers 404, which the browser logs.
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/blog/page/7/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });
});

test.describe('blog posts', () => {
  test('a release post renders with its title, date, chart and tags', async ({page}) => {
    await page.goto('/blog/releases/3.0/');
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus 3.0'})).toBeVisible();
    const post = page.getByRole('main').getByRole('article');
    await expect(post.locator('header time')).toHaveAttribute('datetime', /^2023-10-31/);
    await expect(post.getByRole('img', {name: /Bar chart of the 291 changes in Docusaurus 3\.0\.0/})).toBeVisible();
    await post.getByRole('link', {name: 'Release', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/tags\/release\/$/);
  });

  test('an undated post lives at a URL without a date and draws its diagram', async ({page}) => {
    await page.goto('/blog/upgrading-to-docusaurus-3/');
    await expect(page.getByRole('heading', {level: 1, name: 'Upgrading to Docusaurus 3, step by step'})).toBeVisible();
    await expect(page.getByRole('main').locator('article header time')).toHaveAttribute('datetime', /^2023-11-08/);
    // Mermaid draws the diagram in the browser, after hydration.
    await expect(page.locator('.docusaurus-mermaid-container svg')).toBeVisible();
  });

  test('a truncated post in the list leads to the full post, under its date', async ({page}) => {
    await page.goto('/blog/page/4/');
    await listedPosts(page)
      .getByRole('link', {name: 'Read more about Eight MDX 3 pitfalls and how to fix them'})
      .click();
    await expect(page).toHaveURL(/\/blog\/2024\/03\/12\/mdx-3-pitfalls\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Eight MDX 3 pitfalls and how to fix them'})).toBeVisible();
  });
});

test.describe('tag and author pages', () => {
  test('the release tag has a description and four pages', async ({page, consoleErrors}) => {
    // The missing page past the last one answers 404, which the browser logs.
    consoleErrors.allow(/status of 404/);
    await page.goto('/blog/tags/release/');
    await expect(page.getByRole('heading', {level: 1, name: '18 posts tagged with "Release"'})).toBeVisible();
    await expect(page.getByText('Announcements of new Docusaurus versions and what changed in them.')).toBeVisible();
    await expect(listedPosts(page)).toHaveCount(5);
    for (const next of [2, 3, 4]) {
      await paginator(page).getByRole('link', {name: 'Older entries'}).click();
      await expect(page).toHaveURL(new RegExp(`/blog/tags/release/page/${next}/$`));
      // The address changes before the new page is shown: the next click must reach the new page's link.
      const previous = next === 2 ? '/blog/tags/release/' : `/blog/tags/release/page/${next - 1}/`;
      await expect(paginator(page).getByRole('link', {name: 'Newer entries'})).toHaveAttribute('href', previous);
    }
    await expect(listedPosts(page)).toHaveCount(3);
    await expect(paginator(page).getByRole('link', {name: 'Older entries'})).toHaveCount(0);
    expect((await page.goto('/blog/tags/release/page/5/'))?.status()).toBe(404);
  });

  test('the release team author page paginates to page 4', async ({page, consoleErrors}) => {
    // The missing page past the last one answers 404, which the browser logs.
    consoleErrors.allow(/status of 404/);
    await page.goto('/blog/authors/release-team/');
    await expect(page.getByRole('heading', {level: 1, name: 'Release team'})).toBeVisible();
    await expect(listedPosts(page)).toHaveCount(5);
    await paginator(page).getByRole('link', {name: 'Older entries'}).click();
    await expect(page).toHaveURL(/\/blog\/authors\/release-team\/authors\/2\/$/);

    await page.goto('/blog/authors/release-team/authors/4/');
    await expect(listedPosts(page)).toHaveCount(3);
    await paginator(page).getByRole('link', {name: 'Newer entries'}).click();
    await expect(page).toHaveURL(/\/blog\/authors\/release-team\/authors\/3\/$/);
    expect((await page.goto('/blog/authors/release-team/authors/5/'))?.status()).toBe(404);
  });

  test('every editorial role has an author page with at least one post', async ({page}) => {
    await page.goto('/blog/authors/');
    for (const name of [
      'Release team',
      'Documentation team',
      'Core team',
      'Theme team',
      'Community team',
      'Infrastructure team',
    ]) {
      await expect(page.getByRole('main').getByRole('link', {name, exact: true}).first()).toBeVisible();
    }
    await page.goto('/blog/authors/community-team/');
    await expect(page.getByRole('heading', {level: 1, name: 'Community team'})).toBeVisible();
    expect(await listedPosts(page).count()).toBeGreaterThan(0);
  });
});

test.describe('feeds', () => {
  test('the RSS feed is well-formed XML with the 20 newest posts', async ({page, request}) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.ok()).toBe(true);
    const rss = await parseXml(page, await response.text(), 'item');
    expect(rss).toEqual({
      parserError: false,
      root: 'rss',
      items: 20,
      firstTitle: 'Docusaurus 3 in numbers, from 3.0 to 3.8.1',
    });
  });

  test('the Atom feed is well-formed XML with the 20 newest posts', async ({page, request}) => {
    const response = await request.get('/blog/atom.xml');
    expect(response.ok()).toBe(true);
    const atom = await parseXml(page, await response.text(), 'entry');
    expect(atom).toEqual({
      parserError: false,
      root: 'feed',
      items: 20,
      firstTitle: 'Docusaurus 3 in numbers, from 3.0 to 3.8.1',
    });
  });

  test('the JSON feed parses and links every item to an absolute post URL', async ({request}) => {
    const response = await request.get('/blog/feed.json');
    expect(response.ok()).toBe(true);
    const feed = JSON.parse(await response.text()) as {version: string; items: {title: string; url: string}[]};
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\//);
    expect(feed.items).toHaveLength(20);
    expect(feed.items[0]!.title).toBe('Docusaurus 3 in numbers, from 3.0 to 3.8.1');
    for (const item of feed.items) {
      expect(item.url).toMatch(/^https?:\/\/[^/]+\/blog\/.+\/$/);
    }
  });
});
