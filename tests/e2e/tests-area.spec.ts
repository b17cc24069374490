import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';

/** Routes the spec of the test area requires; the /tests/ index must link to each. */
const requiredTestPages = [
  'analytics',
  'code-block-tests',
  'crashTest',
  'diagrams',
  'embeds',
  'error-boundary-tests',
  'head-metadata',
  'history-tests',
  'hydration-tests',
  'layout-no-children',
  'link-tests',
  'markdown-tests-md',
  'markdown-tests-mdx',
  'navbar-dropdown-tests',
  'page-toc-tests',
  'react-18',
  'seo',
  'style-isolation',
  'svg',
  'tabs-tests',
  'z-index-tests',
  'my-custom/unlisted/slug',
].map((slug) => `/tests/pages/${slug}/`);

const unlistedRoutes = [
  '/tests/pages/my-custom/unlisted/slug/',
  '/tests/docs/visibility/unlisted/',
  '/tests/docs/visibility/unlisted-by-transform/',
  '/tests/blog/2025/05/15/unlisted-post/',
];

/** Paths the browser reports percent-encoded, compared in their readable form. */
function decodedPath(url: string): string {
  return decodeURIComponent(new URL(url, 'http://localhost').pathname);
}

/** The links of one section of the /tests/ index, in order. */
async function indexedRoutes(page: Page, section: 'pages' | 'docs' | 'blog' | 'generated' | 'examples') {
  await gotoHydrated(page, '/tests/');
  const links = page.locator(`section[aria-labelledby="section-${section}"] li > a`);
  return (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))).map(
    decodedPath,
  );
}

function unlistedBanner(page: Page) {
  return page.locator('.theme-unlisted-banner');
}

test.describe('test area index', () => {
  test('/tests/ links to every required test page, each with what it checks', async ({page}) => {
    await gotoHydrated(page, '/tests/');
    await expect(page.getByRole('heading', {level: 1, name: 'Test area'})).toBeVisible();
    const pages = await indexedRoutes(page, 'pages');
    expect(pages).toEqual(expect.arrayContaining(requiredTestPages));
    for (const section of ['pages', 'docs', 'blog', 'generated', 'examples'] as const) {
      const entries = page.locator(`section[aria-labelledby="section-${section}"] li`);
      expect(await entries.count(), section).toBeGreaterThan(1);
      for (const entry of await entries.all()) {
        // A link, then one line that says what the route checks.
        await expect(entry.locator('span').last()).not.toBeEmpty();
      }
    }
    const unlisted = page.locator('li', {has: page.locator('.badge', {hasText: 'unlisted'})}).locator('> a');
    expect(
      (await unlisted.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map(decodedPath).sort(),
    ).toEqual([...unlistedRoutes].sort());
  });

  test('/tests/pages/ lists the test pages only', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/');
    await expect(page.getByRole('heading', {level: 1, name: 'Test pages'})).toBeVisible();
    await expect(page.locator('main section')).toHaveCount(1);
    await expect(page.locator('main section li')).toHaveCount(requiredTestPages.length);
  });
});

test.describe('crashes and error boundaries', () => {
  test('crashTest shows the whole-page crash view', async ({page, consoleErrors}) => {
    consoleErrors.allow(/The crash test page threw while rendering, on purpose/);
    await page.goto('/tests/pages/crashTest/');
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('heading', {name: 'This page crashed'})).toBeVisible();
    await expect(page.getByText(/on purpose\.\s+Cause:\s+This is the cause attached to the crash/)).toBeVisible();
    // Trying again renders the same page, which crashes again.
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed'})).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  test('nested boundaries catch their own errors, show the cause chain and recover', async ({page, consoleErrors}) => {
    consoleErrors.allow(/threw while rendering\./);
    // ErrorCauseBoundary rethrows from componentDidCatch, which React reports too.
    consoleErrors.allow(/ErrorCauseBoundary added this line/);
    await gotoHydrated(page, '/tests/pages/error-boundary-tests/');
    const innermost = page.getByRole('alert', {name: 'innermost boundary crashed'});

    await page.getByRole('button', {name: 'Throw in the innermost box'}).click();
    await expect(innermost).toContainText('This part of the page crashed');
    await expect(innermost).toContainText(
      /The innermost box threw while rendering\.\s+Cause:\s+The component could not read its data\.\s+Cause:\s+The data was missing on purpose/,
    );
    // The boundaries around it keep their content.
    await expect(page.getByRole('region', {name: 'Inner box'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Throw in the outer box'})).toBeVisible();
    await innermost.getByRole('button', {name: 'Try again'}).click();
    await expect(innermost).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Throw in the innermost box'})).toBeVisible();

    await page.getByRole('button', {name: 'Throw in the outer box'}).click();
    const outer = page.getByRole('alert', {name: 'outer boundary crashed'});
    await expect(outer).toContainText('The outer box threw while rendering.');
    await expect(page.getByRole('region', {name: 'Inner box'})).toHaveCount(0);
    await outer.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('region', {name: 'Innermost box'})).toBeVisible();

    await page.getByRole('button', {name: 'Throw in the wrapped widget'}).click();
    await expect(page.getByRole('alert', {name: 'context boundary crashed'})).toContainText(
      /ErrorCauseBoundary added this line\.\s+Cause:\s+The wrapped widget threw while rendering\./,
    );

    await page.getByRole('button', {name: 'Throw in the box with the theme fallback'}).click();
    await expect(page.getByText('The box with the theme fallback threw while rendering.')).toBeVisible();
  });
});

test.describe('visibility', () => {
  test('unlisted pages, docs and posts show the banner and a noindex tag', async ({page}) => {
    for (const route of unlistedRoutes) {
      await gotoHydrated(page, route);
      await expect(unlistedBanner(page), route).toContainText('Unlisted page');
      await expect(page.locator('head meta[name="robots"]'), route).toHaveAttribute('content', /noindex/);
    }
  });

  test('unlisted docs stay out of the sidebar and the tag page', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/visibility/listed/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Listed doc'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Unlisted doc'})).toHaveCount(0);
    await expect(sidebar.getByRole('link', {name: 'Unlisted by a front matter transform'})).toHaveCount(0);
    await expect(unlistedBanner(page)).toHaveCount(0);
    await gotoHydrated(page, '/tests/docs/tags/visibility/');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  });

  // Author pages are left out: in 3.8.1 they list every post of the author, unlisted ones included.
  test('the unlisted post is absent from the blog lists, archive and tag pages', async ({page}) => {
    test.setTimeout(60_000);
    const unlistedTitle = 'An unlisted post';
    const lists = [
      '/tests/blog/',
      ...[2, 3, 4, 5, 6, 7].map((n) => `/tests/blog/page/${n}/`),
      '/tests/blog/archive/',
      '/tests/blog/tags/visibility/',
    ];
    for (const route of lists) {
      await gotoHydrated(page, route);
      await expect(page.getByRole('main').getByRole('link', {name: unlistedTitle}), route).toHaveCount(0);
      await expect(page.getByRole('complementary').getByRole('link', {name: unlistedTitle}), route).toHaveCount(0);
    }
  });

  test('the sitemap leaves out unlisted, no-index and test-area routes', async ({page}) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const route of [...unlistedRoutes, '/examples/noIndex/', '/tests/']) {
      expect(sitemap, route).not.toContain(`${route}<`);
    }
    expect(sitemap).toContain('/examples/markdownPageExample/</loc>');
  });

  test('draft docs and posts do not exist in production', async ({page, consoleErrors}) => {
    consoleErrors.allow(/status of 404/);
    for (const route of ['/tests/docs/visibility/draft/', '/tests/blog/2025/05/05/draft-post/']) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
      // The 404 page is pre-rendered at /404.html: the custom item appears after hydration, without a mismatch.
      await expect(page.getByRole('button', {name: 'Custom navbar item example'})).toBeVisible();
    }
  });
});

test.describe('custom navbar item', () => {
  test('appears on the test pages, docs and blog of the test area', async ({page}) => {
    for (const route of ['/tests/pages/svg/', '/tests/docs/', '/tests/blog/']) {
      await gotoHydrated(page, route);
      await expect(page.getByRole('button', {name: 'Custom navbar item example'}), route).toBeVisible();
    }
  });
});

test.describe('test pages behave', () => {
  test('history-tests: push, replace and back update the location', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/history-tests/');
    const search = page.getByTestId('location-search');
    const hash = page.getByTestId('location-hash');
    const action = page.getByTestId('history-action');
    await page.getByRole('button', {name: 'Push a query string', exact: true}).click();
    await expect(search).toHaveText('?step=1');
    await expect(action).toHaveText('PUSH');
    await page.getByRole('button', {name: 'Push a query string and a hash'}).click();
    await expect(search).toHaveText('?filter=two%20words&sort=desc');
    await expect(hash).toHaveText('#navigation-log');
    await page.getByRole('button', {name: 'Replace with a query string'}).click();
    await expect(search).toHaveText('?replaced=yes');
    await expect(hash).toHaveText('(none)');
    await expect(action).toHaveText('REPLACE');
    await page.getByRole('button', {name: 'Go back'}).click();
    await expect(search).toHaveText('?step=1');
    await expect(action).toHaveText('POP');
    await expect(page).toHaveURL(/\/tests\/pages\/history-tests\/\?step=1$/);
  });

  test('hydration-tests: browser-only values appear without hydration errors', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/hydration-tests/');
    await expect(page.getByTestId('render-environment')).toHaveText('browser');
    await expect(page.getByTestId('window-width')).toHaveText(/^\d+ px$/);
    await expect(page.getByTestId('local-time')).not.toHaveText('not known on the server');
  });

  test('link-tests: external, target and .html links', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/link-tests/');
    const external = page.getByRole('link', {name: 'the Docusaurus repository', exact: true});
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internalNewTab = page.getByRole('link', {name: 'the docs introduction, in a new tab'});
    await expect(internalNewTab).toHaveAttribute('target', '_blank');
    await expect(internalNewTab).not.toHaveAttribute('rel', /.+/);
    await expect(page.getByRole('link', {name: 'the Docusaurus repository, in this tab'})).toHaveAttribute(
      'target',
      '_self',
    );
    await expect(page.getByRole('link', {name: 'the SEO test page'})).toHaveAttribute('href', '/tests/pages/seo/');
    await page.getByRole('link', {name: 'back to the internal links'}).click();
    await expect(page).toHaveURL(/#internal-links$/);
    // pathname:// links are plain anchors that open a new tab unless given a target.
    await expect(page.getByRole('link', {name: 'the local embed document'})).toHaveAttribute('target', '_blank');
    await page.getByRole('link', {name: 'the CLI page as cli.html'}).click();
    await expect(page).toHaveURL(/\/docs\/cli\/$/);
  });

  test('tabs-tests: synced, query string and nested tabs', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/tabs-tests/?os=windows');
    await expect(page.getByRole('tab', {name: 'Windows'})).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', {name: 'Linux'}).click();
    await expect(page).toHaveURL(/[?&]os=linux/);

    const yarnTabs = page.getByRole('tab', {name: 'Yarn'});
    await expect(yarnTabs).toHaveCount(2);
    await yarnTabs.first().click();
    await expect(yarnTabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Serve the build with yarn serve.')).toBeVisible();

    await page.getByRole('tab', {name: 'MDX'}).click();
    await expect(page.getByText('A doc written in MDX, in the docs plugin tab.')).toBeVisible();
    await expect(page.getByRole('tab', {name: 'Docs plugin'})).toHaveAttribute('aria-selected', 'true');
  });

  test('head-metadata and seo: tags set with <Head> are in the document head', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/head-metadata/');
    await expect(page.locator('html')).toHaveAttribute('data-dogfood-head', 'set on html from a page');
    await expect(page.locator('html')).toHaveClass(/\bplugin-id-pages-tests\b/);
    await expect(page.locator('body')).toHaveAttribute('data-dogfood-head', 'set on body from a page');
    await expect(page.locator('head meta[name="dogfood-override"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="dogfood-override"]')).toHaveAttribute('content', 'inner value');
    await expect(page.getByRole('list', {name: 'Matching head tags'})).toContainText('set by the outer Head');

    await gotoHydrated(page, '/tests/pages/seo/');
    await expect(page).toHaveTitle(/^SEO metadata/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/tests\/pages\/seo\/$/);
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /open graph/);
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\/.+social-card\.png$/,
    );
    const structuredData = await page.locator('head script[type="application/ld+json"]').textContent();
    expect(JSON.parse(structuredData ?? '{}')).toMatchObject({'@type': 'WebPage'});
  });

  test('analytics: no third-party request, events stay in the page', async ({page}) => {
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:')) {
        foreignRequests.push(request.url());
      }
    });
    await gotoHydrated(page, '/tests/pages/analytics/');
    await expect(page.getByText('Third-party scripts')).toBeVisible();
    await expect(page.locator('dd').nth(1)).toHaveText('none');
    await expect(page.locator('dd').nth(2)).toHaveText('none');
    await page.getByRole('button', {name: 'Record a download event'}).click();
    await expect(page.getByRole('list', {name: 'Recorded events'})).toContainText('download-clicked');
    expect(foreignRequests).toEqual([]);
  });

  test('embeds: srcdoc and static iframes and the animated SVG load locally', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/embeds/');
    const inline = page.frameLocator('iframe[title="Inline srcdoc document"]');
    await expect(inline.getByText('Hello from an iframe srcdoc.')).toBeVisible();
    await inline.getByRole('button', {name: 'Run the srcdoc script'}).click();
    await expect(inline.getByText('The srcdoc script ran.')).toBeVisible();
    await expect(
      page.frameLocator('iframe[title="Static HTML file"]').getByRole('heading', {name: 'Local embed'}),
    ).toBeVisible();
    const animation = page.getByRole('img', {name: 'A dot orbiting a circle'});
    await expect.poll(() => animation.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('navbar-dropdown-tests: the navbar menu opens above sticky and raised content', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/navbar-dropdown-tests/');
    const toggle = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Tests'});
    await toggle.hover();
    const items = page.locator('.navbar .dropdown__menu').filter({hasText: 'Test area index'}).getByRole('link');
    await expect(items.last()).toBeVisible();
    for (const item of await items.all()) {
      const box = await item.boundingBox();
      expect(box).not.toBeNull();
      const hitsMenu = await page.evaluate(
        ({x, y}) => Boolean(document.elementFromPoint(x, y)?.closest('.dropdown__menu')),
        {x: box!.x + box!.width / 2, y: box!.y + box!.height / 2},
      );
      expect(hitsMenu, (await item.textContent()) ?? '').toBe(true);
    }
  });

  test('z-index-tests: the overlay and the native dialog cover the navbar', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/z-index-tests/');
    const navbarBox = (await page.locator('.navbar').boundingBox())!;
    const navbarPoint = {x: navbarBox.x + navbarBox.width / 2, y: navbarBox.y + navbarBox.height / 2};
    const topElementAt = (selector: string) =>
      page.evaluate(({x, y, selector}) => Boolean(document.elementFromPoint(x, y)?.closest(selector)), {
        ...navbarPoint,
        selector,
      });

    expect(await topElementAt('.navbar')).toBe(true);
    await page.getByRole('button', {name: 'Open the overlay'}).click();
    await expect(page.getByRole('dialog', {name: 'Overlay test'})).toBeVisible();
    expect(await topElementAt('[data-testid="overlay"]')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', {name: 'Overlay test'})).toHaveCount(0);

    await page.getByRole('button', {name: 'Open the native dialog'}).click();
    await expect(page.getByRole('dialog', {name: 'Native dialog test'})).toBeVisible();
    expect(await topElementAt('.navbar')).toBe(false);
    await page.getByRole('button', {name: 'Close the dialog'}).click();
    await expect(page.getByRole('dialog', {name: 'Native dialog test'})).toBeHidden();
  });

  test('style-isolation: module classes do not clash and the global class applies', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/style-isolation/');
    const background = (testId: string) =>
      page.getByTestId(testId).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('first-module-box')).toBe('rgb(46, 133, 85)');
    expect(await background('second-module-box')).toBe('rgb(37, 99, 235)');
    await expect(page.getByTestId('global-frame')).toHaveCSS('outline-style', 'dashed');
  });

  test('react-18: transitions, deferred values and a lazy panel', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/react-18/');
    await page.getByLabel('Filter rows (useTransition):').fill('4999');
    await expect(page.getByText('1 matching rows')).toBeVisible();
    await page.getByLabel('Filter rows (useDeferredValue):').fill('500');
    await expect(page.getByText('rows match "500"')).toBeVisible();
    await page.getByRole('button', {name: 'Show the lazy panel'}).click();
    await expect(page.getByRole('status')).toHaveText(/The lazy panel loaded/);
  });

  test('diagrams: every Mermaid diagram renders', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/diagrams/');
    const diagrams = page.locator('.docusaurus-mermaid-container > svg');
    await expect(diagrams).toHaveCount(9);
    const kinds = await diagrams.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-roledescription')));
    expect(kinds).toEqual(
      expect.arrayContaining(['sequence', 'classDiagram', 'stateDiagram', 'er', 'gantt', 'pie', 'gitGraph']),
    );
  });

  test('code-block-tests: magic comments, line numbers and the live editor', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/code-block-tests/');
    await expect(page.locator('.code-block-error-line')).toHaveCount(1);
    await expect(page.locator('.code-block-error-line')).toContainText("trailingSlash: 'sometimes'");
    await expect(page.getByText('src/greeting.ts')).toBeVisible();
    await expect(page.locator('.theme-code-block-highlighted-line').first()).toBeVisible();
    const excerpt = page.locator('.theme-code-block', {hasText: 'const increment'});
    // Line numbers are a CSS counter, which starts one below the first number.
    await expect(excerpt.locator('code')).toHaveCSS('counter-reset', 'line-count 17');
    await page.getByRole('button', {name: 'Clicked 0 times'}).click();
    await expect(page.getByRole('button', {name: 'Clicked 1 times'})).toBeVisible();
  });

  test('svg: SVGR components, image files and inline SVG render', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/svg/');
    for (const name of [
      'Docusaurus logo, as an SVGR component',
      'Test badge, as an SVGR component',
      'Inline SVG: three circles',
    ]) {
      await expect(page.getByRole('img', {name})).toBeVisible();
    }
    for (const name of ['Docusaurus logo, as an image file', 'Test badge, as an image asset']) {
      const image = page.getByRole('img', {name});
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), name).toBeGreaterThan(0);
    }
  });

  test('layout-no-children: navbar and footer around an empty main area', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/layout-no-children/');
    await expect(page).toHaveTitle(/^Layout with no children/);
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('.main-wrapper')).toBeEmpty();
  });

  test('page-toc-tests: the table of contents follows the front matter levels', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/page-toc-tests/');
    const toc = page.locator('.table-of-contents');
    await expect(toc.getByRole('link', {name: 'Level 4: checking the Node.js version'})).toBeVisible();
    await expect(toc.getByRole('link', {name: /Level 5/})).toHaveCount(0);
  });
});

test.describe('docs plugin tests', () => {
  test('the sidebar is titled for the test area and front matter shapes it', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/sidebar-front-matter/sidebar-class-name/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: '🐕 Dogfood - docs plugin', exact: true})).toBeVisible();
    await expect(sidebar.locator('li.dogfood-sidebar-item-highlighted')).toHaveCSS('outline-style', 'dashed');
    await expect(sidebar.getByRole('link', {name: 'Sidebar label', exact: true})).toBeVisible();
    const labels = await sidebar
      .locator('a.menu__link')
      .filter({hasText: /^(Sidebar label|First by position|Last by position)$/})
      .allTextContents();
    expect(labels).toEqual(['Sidebar label', 'First by position', 'Last by position']);

    await gotoHydrated(page, '/tests/docs/sidebar-front-matter/sidebar-custom-props/');
    await expect(page.getByRole('list', {name: 'Sidebar items with custom props'})).toContainText('{"badge":"beta"');

    await gotoHydrated(page, '/tests/docs/sidebar-front-matter/displayed-sidebar/');
    await expect(page.getByRole('link', {name: '🐕 Dogfood - docs plugin (another sidebar)'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link')).toHaveCount(0);

    await gotoHydrated(page, '/tests/docs/sidebar-front-matter/pagination/');
    const pagination = page.getByRole('navigation', {name: 'Docs pages'});
    await expect(pagination.getByRole('link', {name: /Previous.*Docs plugin tests/})).toBeVisible();
    await expect(pagination.getByRole('link', {name: /^Next/})).toHaveCount(0);
  });

  test('tables of contents follow their front matter', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/toc/min-max-levels/');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByRole('link', {name: 'Level 5, shown'})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Level 2, left out'})).toHaveCount(0);
    await gotoHydrated(page, '/tests/docs/toc/hidden-toc/');
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await gotoHydrated(page, '/tests/docs/toc/heading-markup/');
    for (const id of ['duplicate-heading', 'duplicate-heading-1', 'duplicate-heading-2', 'custom-id']) {
      await expect(page.locator(`h2[id="${id}"]`)).toHaveCount(1);
    }
  });

  test('paths with spaces and non-ASCII characters are served', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/unusual-paths/');
    for (const title of ['A doc with spaces in its path', 'Dörf', '中文文档', '日本語のドキュメント']) {
      await page.locator('main a.card').filter({hasText: title}).click();
      await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
      await page.goBack();
    }
    const response = await page.goto('/tests/docs/folder%20with%20spaces/a%20doc%20with%20spaces/');
    expect(response?.status()).toBe(200);
  });

  test('the tags list links to a page per tag', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/tags/');
    await page.getByRole('link', {name: /^Unusual paths/}).click();
    await expect(page).toHaveURL(/\/tests\/docs\/tags\/paths\/$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  });
});

test.describe('blog plugin tests', () => {
  test('seven list pages of three posts, the last with two', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    await gotoHydrated(page, '/tests/blog/page/7/');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    const paginator = page.getByRole('navigation', {name: 'Blog list page navigation'});
    await expect(paginator.getByRole('link', {name: 'Newer entries'})).toBeVisible();
    await expect(paginator.getByRole('link', {name: 'Older entries'})).toHaveCount(0);
    await expect(page.getByRole('heading', {name: 'The oldest post'})).toBeVisible();
  });

  test('a tag on twelve posts spreads over four pages', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/tags/pagination/');
    await expect(page.getByRole('heading', {level: 1})).toContainText('12 posts');
    await gotoHydrated(page, '/tests/blog/tags/pagination/page/4/');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
  });

  test('authors have pages, avatars and socials; an author without a page is listed without a link', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/authors/');
    const main = page.getByRole('main');
    for (const name of ['Fixture author', 'Edge-case persona', 'Persona Ünïcödé 测试']) {
      await expect(main.getByRole('link', {name, exact: true}).last()).toBeVisible();
    }
    await expect(main.getByRole('heading', {name: 'Persona without a page'})).toBeVisible();
    await expect(main.getByRole('link', {name: 'Persona without a page'})).toHaveCount(0);
    await gotoHydrated(page, '/tests/blog/authors/fixture-author/');
    const avatar = page.getByRole('main').locator('img[src="/dogfooding/authors/fixture-author.svg"]').first();
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(
      page.getByRole('main').locator('a[href="https://github.com/facebook/docusaurus"]').first(),
    ).toBeVisible();
  });

  test('reading time is hidden on one post and shown on the others', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/2025/05/01/reading-time-hidden/');
    await expect(page.locator('article header')).not.toContainText('min read');
    await gotoHydrated(page, '/tests/blog/2025/04/20/a-long-read/');
    await expect(page.locator('article header')).toContainText('3 min read');
  });

  test('untruncated posts show in full; truncated ones link to the rest', async ({page}) => {
    await gotoHydrated(page, '/tests/blog/');
    const untruncated = page.getByRole('article').filter({hasText: 'A post without a truncation marker'});
    await expect(untruncated).toContainText('A second paragraph');
    await expect(untruncated.getByRole('link', {name: /Read more/})).toHaveCount(0);
    const truncated = page.getByRole('article').filter({hasText: 'Welcome to the blog tests'});
    await expect(truncated.getByRole('link', {name: /Read more/})).toBeVisible();
    await expect(truncated).not.toContainText('To check the list pagination');
  });
});
