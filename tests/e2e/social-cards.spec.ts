import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect, gotoHydrated, type Page} from './fixtures';
import {siteUrl} from '../../config/site';
import {builtRoutes, parseBuiltFile} from './routes';

const buildDir = path.resolve('build');

/** Width and height from a PNG's header, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): {width: number; height: number} | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    return null;
  }
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

/** The head tags a link preview reads, as the page shows them. */
async function cardTags(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      image: content('meta[property="og:image"]'),
      width: content('meta[property="og:image:width"]'),
      height: content('meta[property="og:image:height"]'),
      alt: content('meta[property="og:image:alt"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      twitterImage: content('meta[name="twitter:image"]'),
    };
  });
}

test.describe('social cards', () => {
  const pages = [
    {kind: 'a doc', route: '/docs/installation/', title: 'Installation', card: '/social-cards/docs/installation.png'},
    {kind: 'a versioned doc', route: '/docs/3.7.0/cli/', title: 'CLI', card: '/social-cards/docs/3.7.0/cli.png'},
    {
      kind: 'a blog post',
      route: '/blog/2022/08/15/the-road-to-docusaurus-2/',
      title: null,
      card: '/social-cards/blog/2022/08/15/the-road-to-docusaurus-2.png',
    },
    {kind: 'a changelog entry', route: '/changelog/3.8.1/', title: '3.8.1', card: '/social-cards/changelog/3.8.1.png'},
    {kind: 'the home page', route: '/', title: null, card: '/social-cards/index.png'},
  ];

  for (const {kind, route, title, card} of pages) {
    test(`${kind} names its own 1200×630 card, which answers as a PNG`, async ({page, request}) => {
      // What a link preview reads: the HTML as the server sends it, without running the page.
      const html = await (await request.get(route)).text();
      const $ = load(html);
      expect($('meta[property="og:image"]').attr('content')).toBe(`${siteUrl}${card}`);
      // After hydration, and as the app keeps it.
      await gotoHydrated(page, route);
      const tags = await cardTags(page);
      expect(tags).toMatchObject({
        image: `${siteUrl}${card}`,
        width: '1200',
        height: '630',
        twitterCard: 'summary_large_image',
        twitterImage: `${siteUrl}${card}`,
      });
      expect(tags.alt).toMatch(title ? new RegExp(`^${title}, Docusaurus$`) : /, Docusaurus$/);
      expect(await page.locator('head meta[property="og:image"]').count()).toBe(1);

      const response = await request.get(card);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({width: 1200, height: 630});
    });
  }

  test('a page whose front matter names an image keeps that image', async ({page}) => {
    await gotoHydrated(page, '/docs/markdown-features/head-metadata/');
    expect((await cardTags(page)).image).toBe(`${siteUrl}/img/social-card.png`);
    expect(await page.locator('head meta[property="og:image"]').count()).toBe(1);
  });

  test('a page without a card of its own keeps the site-wide image', async ({page}) => {
    for (const route of ['/blog/tags/', '/tests/docs/']) {
      await gotoHydrated(page, route);
      expect((await cardTags(page)).image, route).toBe(`${siteUrl}/img/social-card.png`);
    }
  });

  test('moving to another doc in the app moves the card with it', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/installation\/$/);
    const next = new URL(page.url()).pathname.replace(/\/$/, '');
    await expect.poll(async () => (await cardTags(page)).image).toBe(`${siteUrl}/social-cards${next}.png`);
  });

  test('every doc, post and page outside the test area has a valid card, and the precache list takes none', () => {
    const missing: string[] = [];
    let cards = 0;
    for (const route of builtRoutes()) {
      const $ = parseBuiltFile(path.join(route, 'index.html'));
      const kinds = ['docs-doc-page', 'blog-post-page', 'plugin-pages'];
      // The head metadata demo names its own image in its front matter, in every version.
      const ownImage = route.endsWith('/markdown-features/head-metadata/');
      const needsCard =
        !route.startsWith('/tests/') &&
        !ownImage &&
        kinds.some((kind) => $('html').hasClass(kind)) &&
        !$('html').hasClass('plugin-debug');
      const image = $('meta[property="og:image"]').attr('content') ?? '';
      if (!needsCard) {
        continue;
      }
      const file = path.join(buildDir, decodeURI(new URL(image).pathname));
      const size = image.includes('/social-cards/') && existsSync(file) ? pngSize(readFileSync(file)) : null;
      if (size?.width !== 1200 || size.height !== 630) {
        missing.push(`${route}: ${image}`);
      }
      cards += 1;
    }
    expect(missing).toEqual([]);
    // Docs of three versions, community pages, posts, changelog entries and pages.
    expect(cards).toBeGreaterThan(400);
    expect(readFileSync(path.join(buildDir, 'sw.js'), 'utf8')).not.toContain('social-cards/');
  });
});
