import type {Locator} from '@playwright/test';
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';

/** Releases in src/data/releases.json: five full list pages of 20, then 6. */
const releaseCount = 106;

/** Releases that record no changes, each with the next newer release, which superseded it. */
const badPublishes = [
  ['3.3.1', '3.3.2'],
  ['2.4.2', '2.4.3'],
  ['2.0.1', '2.1.0'],
  ['2.0.0-beta.13', '2.0.0-beta.14'],
  ['2.0.0-beta.12', '2.0.0-beta.13'],
  ['2.0.0-alpha.67', '2.0.0-alpha.68'],
  ['2.0.0-alpha.57', '2.0.0-alpha.58'],
] as const;

/** The width of the picture an image has loaded: 0 until it has one. */
const loadedWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth);

test.describe('changelog', () => {
  test('every list page has a visible title, a description and links to the feeds', async ({page, request}) => {
    for (const path of ['/changelog/', '/changelog/page/3/']) {
      await gotoHydrated(page, path);
      const main = page.locator('main');
      // The only h1 of the page, shown above the entries.
      await expect(page.getByRole('heading', {level: 1}), path).toHaveCount(1);
      await expect(main.getByRole('heading', {level: 1}), path).toHaveText('Changelog');
      await expect(main.getByRole('heading', {level: 1}), path).toBeVisible();
      await expect(
        main.getByText(
          'Every published version of Docusaurus, newest first, with the changes it records and who committed them.',
          {exact: true},
        ),
        path,
      ).toBeVisible();
      await expect(
        main.getByText('Follow new releases in a feed reader with the RSS feed, the Atom feed or the JSON feed.', {
          exact: true,
        }),
        path,
      ).toBeVisible();
      for (const [name, href, contentType] of [
        ['RSS feed', '/changelog/rss.xml', /xml/],
        ['Atom feed', '/changelog/atom.xml', /xml/],
        ['JSON feed', '/changelog/feed.json', /json/],
      ] as const) {
        const link = main.getByRole('link', {name, exact: true});
        await expect(link, `${path} ${name}`).toBeVisible();
        await expect(link, `${path} ${name}`).toHaveAttribute('href', href);
        const response = await request.get((await link.getAttribute('href'))!);
        expect(response.status(), `${path} ${name}`).toBe(200);
        expect(response.headers()['content-type'], `${path} ${name}`).toMatch(contentType);
      }
    }
  });

  test('the feed links answer with the feeds themselves', async ({page, request}) => {
    await gotoHydrated(page, '/changelog/');
    const rss = await request.get(
      (await page.getByRole('link', {name: 'RSS feed', exact: true}).getAttribute('href'))!,
    );
    expect(await rss.text()).toContain('<title>Docusaurus changelog</title>');
    const atom = await request.get(
      (await page.getByRole('link', {name: 'Atom feed', exact: true}).getAttribute('href'))!,
    );
    expect(await atom.text()).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
  });

  test('the first list page shows the 20 newest releases', async ({page}) => {
    await gotoHydrated(page, '/changelog/');
    const entries = page.locator('main').getByRole('article');
    await expect(entries).toHaveCount(20);
    await expect(entries.first().getByRole('heading', {level: 2})).toHaveText('3.8.1');
    await expect(page.getByRole('link', {name: 'Older entries'})).toHaveAttribute('href', '/changelog/page/2/');
  });

  test('the entries show their dates', async ({page}) => {
    await gotoHydrated(page, '/changelog/');
    const dates = page.locator('main article header time');
    await expect(dates).toHaveCount(20);
    await expect(dates.first()).toHaveText('June 6, 2025');
    await expect(dates.nth(1)).toHaveText('May 26, 2025');
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

  test('a prerelease has its own entry page', async ({page}) => {
    await gotoHydrated(page, '/changelog/2.0.0-alpha.19/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('2.0.0-alpha.19');
    await expect(page.getByText('None of them has a type, pull request or author recorded.')).toBeVisible();
  });

  test('each bad publish names the next newer release, which superseded it', async ({page}) => {
    for (const [version, successor] of badPublishes) {
      await gotoHydrated(page, `/changelog/${version}/`);
      const article = page.getByRole('main').getByRole('article');
      await expect(
        article.getByText(
          `Version ${version} was a failed or bad publish and records no changes. ` +
            `It was superseded by ${successor}, the next newer release.`,
          {exact: true},
        ),
        version,
      ).toBeVisible();
      await expect(article.getByRole('link', {name: successor, exact: true}), version).toHaveAttribute(
        'href',
        `/changelog/${successor}/`,
      );
    }
  });

  test("a bad publish's link opens the entry of the release that superseded it", async ({page}) => {
    // 2.0.0-beta.13 is on list page 3 and 2.0.0-beta.14 on page 2: the link crosses pages.
    await gotoHydrated(page, '/changelog/2.0.0-beta.13/');
    await page.getByRole('main').getByRole('article').getByRole('link', {name: '2.0.0-beta.14', exact: true}).click();
    await expect(page).toHaveURL('/changelog/2.0.0-beta.14/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('2.0.0-beta.14');
    await expect(page.getByText('Version 2.0.0-beta.14 records 41 changes')).toBeVisible();
  });

  test('the list page shows a bad publish with the link to its successor', async ({page}) => {
    await gotoHydrated(page, '/changelog/');
    const entry = page
      .locator('main')
      .getByRole('article')
      .filter({has: page.getByRole('link', {name: '3.3.1', exact: true})});
    await expect(entry.getByText('Version 3.3.1 was a failed or bad publish and records no changes.')).toBeVisible();
    await expect(entry.getByRole('link', {name: '3.3.2', exact: true})).toHaveAttribute('href', '/changelog/3.3.2/');
  });

  test('an entry page links back to the list page that shows the entry', async ({page}) => {
    // Positions in the changelog, newest first, 20 entries a page.
    for (const [version, listPage] of [
      ['3.8.1', '/changelog/'],
      ['3.0.0', '/changelog/'],
      ['2.4.3', '/changelog/page/2/'],
      ['2.0.0-beta.13', '/changelog/page/3/'],
      ['2.0.0-alpha.19', '/changelog/page/6/'],
    ] as const) {
      await gotoHydrated(page, `/changelog/${version}/`);
      await expect(page.getByRole('link', {name: 'Back to the changelog', exact: true}), version).toHaveAttribute(
        'href',
        listPage,
      );
    }
  });

  test('the back link leads to the list page that holds the entry', async ({page}) => {
    // The 60th entry, the last one of list page 3.
    await gotoHydrated(page, '/changelog/2.0.0-alpha.70/');
    const back = page.getByRole('link', {name: 'Back to the changelog', exact: true});
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL('/changelog/page/3/');
    const entries = page.locator('main').getByRole('article');
    await expect(entries).toHaveCount(20);
    await expect(entries.last().getByRole('heading', {level: 2})).toHaveText('2.0.0-alpha.70');
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
    await expect.poll(() => loadedWidth(avatar)).toBeGreaterThan(0);
  });

  test('entry avatars load as they come near the viewport, not before the page', async ({page}) => {
    // React's server renderer hoists a preload into <head> for each image that is not lazy: the
    // first list page asked for its 40 header avatars before its scripts (src/theme/Blog/Components/Author).
    const html = await (await page.request.get('/changelog/')).text();
    const preloads = html.match(/<link[^>]*rel="?preload"?[^>]*>/g) ?? [];
    expect(preloads.filter((link) => link.includes('/changelog/avatars/'))).toEqual([]);

    const requested = (address: string) =>
      page.evaluate(
        (pathname) =>
          performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === pathname),
        address,
      );
    await gotoHydrated(page, '/changelog/');
    const firstAvatar = page.locator('article').first().locator('img.avatar__photo').first();
    await expect.poll(() => loadedWidth(firstAvatar)).toBeGreaterThan(0);
    // The bottom entry's own avatar: one no entry above it shares, so no earlier load can serve it.
    const sources = await page
      .locator('article img.avatar__photo')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    const ownIndexes = sources.flatMap((source, index) =>
      sources.indexOf(source) === sources.lastIndexOf(source) ? [index] : [],
    );
    const lastOwn = ownIndexes.at(-1) ?? -1;
    expect(lastOwn).toBeGreaterThan(sources.length / 2);
    const bottomAvatar = page.locator('article img.avatar__photo').nth(lastOwn);
    await expect(bottomAvatar).toHaveAttribute('loading', 'lazy');
    expect(await requested(sources[lastOwn])).toBe(false);
    expect(await loadedWidth(bottomAvatar)).toBe(0);
    await bottomAvatar.scrollIntoViewIfNeeded();
    await expect.poll(() => loadedWidth(bottomAvatar)).toBeGreaterThan(0);
    expect(await requested(sources[lastOwn])).toBe(true);
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
