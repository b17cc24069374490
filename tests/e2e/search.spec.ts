import {judgedFiles, readJudgedSet} from '../../scripts/searchRelevance';
import {findAxeViolations} from './axe';
import {
  test,
  expect,
  afterTransitions,
  afterTwoFrames,
  gotoHydrated,
  layoutShifts,
  recordLayoutShifts,
  type Page,
} from './fixtures';

const searchInput = (page: Page) =>
  page.getByRole('searchbox', {name: /search/i}).and(page.locator('.DocSearch-Input'));
const modal = (page: Page) => page.locator('.DocSearch-Modal');

async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(searchInput(page)).toBeFocused();
}

/** Types a query and waits for its own results: the hits of an earlier query or the recent searches stay up until then. */
async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  const firstWord = query.split(' ')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const results = modal(page)
    .locator('.DocSearch-Hits')
    .filter({hasNot: page.locator('.DocSearch-Hit-source', {hasText: /^(Recent|Favorite)$/})});
  const highlighted = results.locator('.DocSearch-Hit mark', {hasText: new RegExp(`^${firstWord}`, 'i')});
  const noResults = modal(page).locator('.DocSearch-NoResults', {hasText: `"${query}"`});
  await expect(highlighted.first().or(noResults)).toBeVisible();
}

test.describe('search ranking', () => {
  test('every page that a judged query of bench:search names is a page of the site', async ({request}) => {
    const pages = new Set(judgedFiles.flatMap((file) => readJudgedSet(file).queries.flatMap(({relevant}) => relevant)));
    for (const page of pages) {
      expect((await request.get(page)).status(), page).toBe(200);
    }
  });

  /** The addresses of the hits, in the order the modal shows them. */
  async function hitPaths(page: Page): Promise<string[]> {
    return modal(page)
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) =>
        links.map(
          (link) => new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).hash,
        ),
      );
  }

  /** Types the query and waits for the modal's first hit to be `expected` (the hits of the last query stay up until then). */
  async function expectFirstHit(page: Page, query: string, expected: string): Promise<void> {
    await searchInput(page).fill(query);
    await expect.poll(async () => (await hitPaths(page))[0], {message: `first hit for "${query}"`}).toBe(expected);
  }

  test('the page or option that defines the query comes first', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    for (const [query, first] of [
      // A guide titled with another form of the word, above the pages that only mention it.
      ['swizzle', '/docs/swizzling/'],
      // An exact identifier: the reference row that defines it, above the blog posts that discuss it.
      ['trailingSlash', '/docs/api/docusaurus-config/#trailingSlash'],
      ['baseUrl', '/docs/api/docusaurus-config/#baseUrl'],
      ['useDocusaurusContext', '/docs/docusaurus-core/#usedocusauruscontext'],
      // A flag whose row names it by its path (future.experimental_faster.swcJsMinimizer), above the
      // release post's table that lists it by its name alone.
      ['swcJsMinimizer', '/docs/api/docusaurus-config/#swcJsMinimizer'],
      // The docs page of a feature, above the release post that announced it.
      ['mermaid', '/docs/api/themes/@docusaurus/theme-mermaid/'],
      // A docs page whose front matter keywords name the query, above the option rows made of its words.
      ['remark plugins', '/docs/markdown-features/plugins/'],
      // A section whose heading is the query, above the option names made of its words (disableDarkMode).
      ['dark mode', '/docs/styling-layout/#dark-mode'],
      // Words joined by a colon: the command that writes them so, above the pages about docs and versions.
      ['docs:version', '/docs/cli/#docusaurus-docs-version'],
      // A flag with its command: the flag's row, under the command's heading, above a guide that writes
      // the two in passing.
      ['swizzle --wrap', '/docs/cli/#wrap'],
      // A page that the site's own plugin renders in React, by its heading (the option reactPagePaths).
      ['feature requests', '/feature-requests/'],
      // A feature request's own page, indexed as a page below the board's path (the board's list is not).
      ['announcement bar start and end date', '/feature-requests/announcement-schedule/'],
      // A version by its own number, not by the inner digits of a later one (the 3.2.1 patch notes).
      ['docusaurus 2.1 changelog', '/changelog/2.1.0/'],
    ] as const) {
      await expectFirstHit(page, query, first);
    }
    // An option of the blog, docs and pages plugins alike: of the three equal rows, the page that more
    // pages link to, the docs plugin's, comes first (the blog's comes first by path). The docs guide's own
    // table row for it, whose section's searches name it, may come before all three.
    await searchInput(page).fill('routeBasePath');
    await expect
      .poll(async () => (await hitPaths(page)).filter((path) => path.endsWith('/#routeBasePath')).slice(0, 3), {
        message: 'the three rows of routeBasePath',
      })
      .toEqual([
        '/docs/api/plugins/@docusaurus/plugin-content-docs/#routeBasePath',
        '/docs/api/plugins/@docusaurus/plugin-content-blog/#routeBasePath',
        '/docs/api/plugins/@docusaurus/plugin-content-pages/#routeBasePath',
      ]);
  });

  test('a section is found by the searches written for it, in words its text does not use', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // The row of `favicon` never says "browser", "tab" or "icon"; its searches (src/data/section-searches)
    // say how a reader asks for it.
    await expectFirstHit(page, 'change browser tab icon', '/docs/api/docusaurus-config/#favicon');
  });

  test('of the hits shown, the section one of whose searches holds the words together comes first', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // The `htmlLang` row has "html lang attribute" among its searches. The `<Head>` component's section, which
    // ranked first on its text ("the `lang` attribute of `<html>`"), has no search or heading that holds them.
    await expectFirstHit(page, 'html lang attribute', '/docs/api/docusaurus-config/#htmlLang');
    // A changelog entry has no searches: its title holds the version whole, which a post's "2.3.1" does not.
    await expectFirstHit(page, 'docusaurus 2.1 changelog', '/changelog/2.1.0/');
  });

  test("each page's best section comes before any page's second, and a page's hits stay together", async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // Words a page holds in many of its sections: the tabs guide alone filled four of the five places.
    for (const query of ['tabs', 'navbar']) {
      await searchInput(page).fill(query);
      await expect
        .poll(async () => new Set((await hitPaths(page)).slice(0, 5).map((path) => path.replace(/#.*/, ''))).size, {
          message: `pages among the first five hits of "${query}"`,
        })
        .toBe(5);
      // DocSearch lists a page's hits together, as the benchmark counts them (scripts/searchRelevance.ts).
      const pages = (await hitPaths(page)).map((path) => path.replace(/#.*/, ''));
      const runs = pages.filter((path, i) => path !== pages[i - 1]);
      expect(new Set(runs).size, `pages of "${query}" in one run each`).toBe(runs.length);
    }
  });

  test('where several docs pages answer, each shows once; a docs page that answers alone shows its sections', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    const docsPages = async () =>
      (await hitPaths(page)).filter((path) => path.startsWith('/docs/')).map((path) => path.replace(/#.*/, ''));
    // The blog guide and the blog plugin's reference answer, and the reference in several of its rows.
    await searchInput(page).fill('blog authors');
    await expect
      .poll(docsPages, {message: 'docs hits of "blog authors"'})
      .toEqual(expect.arrayContaining(['/docs/blog/', '/docs/api/plugins/@docusaurus/plugin-content-blog/']));
    const shown = await docsPages();
    expect(new Set(shown).size, `docs pages of "blog authors": ${shown.join(' ')}`).toBe(shown.length);
    // Only the Markdown plugins guide answers among the docs: its sections fill the group.
    await searchInput(page).fill('npm2yarn');
    await expect
      .poll(async () => (await docsPages()).filter((path) => path === '/docs/markdown-features/plugins/').length, {
        message: 'hits of the Markdown plugins guide for "npm2yarn"',
      })
      .toBeGreaterThan(1);
  });

  test('a pasted error message finds the page that explains its fix', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    for (const [message, first] of [
      [
        'Error: Please set the GIT_USER environment variable, or explicitly specify USE_SSH instead!',
        '/docs/deployment/#github-pages-with-docusaurus-deploy',
      ],
      ["Can't be draft and unlisted at the same time.", '/docs/create-doc/#drafts-and-unlisted-docs'],
      ['Hook useColorMode is called outside the <ColorModeProvider>.', '/docs/swizzling/#wrapping-the-root-of-the-app'],
    ] as const) {
      await expectFirstHit(page, message, first);
    }
  });

  test('a long question lists sections that hold fewer of its words, not only the one that holds most', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // One section holds more of its words than any other; the one that answers (KaTeX's stylesheet) holds fewer.
    await searchInput(page).fill('every math formula shows twice on my page, once rendered and once as plain text');
    await expect
      .poll(async () => hitPaths(page), {message: 'hits of the long question'})
      .toContain('/docs/markdown-features/math-equations/#setting-it-up');
    expect((await hitPaths(page)).length).toBeGreaterThanOrEqual(5);
  });

  test('a changelog entry comes below the docs page that answers the same words', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // Words that a docs page answers and that changelog entries mention.
    for (const query of ['mermaid', 'live codeblock', 'sitemap', 'ideal image', 'react 19']) {
      await searchInput(page).fill(query);
      await expect
        .poll(
          async () => {
            const paths = await hitPaths(page);
            const docs = paths.findIndex((path) => path.startsWith('/docs/'));
            const changelog = paths.findIndex((path) => path.startsWith('/changelog/'));
            return docs >= 0 && changelog > docs ? 'docs first' : `docs at ${docs}, changelog at ${changelog}`;
          },
          {message: query},
        )
        .toBe('docs first');
    }
  });

  test('each kind of typo is forgiven: a letter dropped, added, replaced or two letters swapped', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    for (const [query, expected] of [
      ['swizle', '/docs/swizzling/'],
      ['sidebbar', '/docs/sidebar/'],
      ['deploymant', '/docs/deployment/'],
      ['verisoning', '/docs/versioning/'],
    ] as const) {
      await expectFirstHit(page, query, expected);
    }
  });

  test("an option's name typed with a typo finds the option's row, as the name itself does", async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // Without the row's definition boost, the sections that mention the option come first.
    await expectFirstHit(page, 'onBrokenAnkors', '/docs/api/docusaurus-config/#onBrokenAnchors');
  });

  test('a word typed as one where the docs write two, or as two where they write one, finds them; the page marks what was searched', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await expectFirstHit(page, 'side bar', '/docs/sidebar/');
    await expectFirstHit(page, 'nav bar', '/docs/api/themes/configuration/#navbar');
    await expect(
      modal(page)
        .locator('.DocSearch-Hit mark', {hasText: /^navbar$/i})
        .first(),
    ).toBeVisible();
    await expectFirstHit(page, 'darkmode', '/docs/styling-layout/#dark-mode');
    await expect(
      modal(page)
        .locator('.DocSearch-Hit mark', {hasText: /^dark$/i})
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/styling-layout\/\?highlight=dark%20mode#dark-mode$/);
    const marks = page.locator('main mark.search-highlight');
    await expect(marks.first()).toBeVisible();
    // Both parts of the word, each where the page writes it (typos of them too, as the ranking forgives them).
    const marked = (await marks.allTextContents()).map((text) => text.toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['dark', 'mode']));
  });

  test('a page is found by the words of its description, which its hit shows', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // Neither page's text says "downloadable" or "freeze": their descriptions do.
    await expectFirstHit(page, 'downloadable files', '/docs/markdown-features/assets/');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toContainText('Put images, downloadable files');
    await expectFirstHit(page, 'freeze docs', '/docs/versioning/');
  });

  test('a page written in React is found by its sections; the landing page only by its title', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // Only the showcase's filters say "filter" there, with a typo forgiven; only the versions list says "past releases".
    await searchInput(page).fill('showcase fliter by tag');
    await expect
      .poll(async () => (await hitPaths(page)).slice(0, 2).sort())
      .toEqual(['/showcase/', '/showcase/#showcase-filters-heading']);
    await expectFirstHit(page, 'docs of past releases', '/versions/');
    // The landing page's feature list names blog pagination: the landing page is not found by that word, and
    // the guide that explains it comes first.
    await search(page, 'pagination');
    expect((await hitPaths(page)).filter((path) => path === '/' || path.startsWith('/#'))).toEqual([]);
    await expectFirstHit(page, 'blog pagination', '/docs/blog/');
  });

  test("a hit's snippet shows where the query's words meet, not only the first of them", async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await searchInput(page).fill('postBuild plugin method');
    // This paragraph says "Plugin" in its first sentence and names postBuild among the methods later on.
    const hit = modal(page).locator('.DocSearch-Hit', {
      has: page.locator('a[href^="/docs/api/plugin-methods/?"][href$="#the-plugin-module"]'),
    });
    await expect(hit.locator('mark', {hasText: /^postBuild$/})).toBeVisible();
  });

  test('a block of text is found by every heading above it, not only the nearest', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // "Entries of the menu" sits under "Dropdown: dropdown", itself under "Navbar" (not the page's title).
    await expectFirstHit(page, 'navbar dropdown entries', '/docs/api/themes/configuration/#navbar-dropdown-items');
  });

  test('an identifier that only code shows finds the pages that explain it, by its parts', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // The Crowdin page names the variable only in code blocks, which search leaves out; its text says "personal access token".
    await expectFirstHit(page, 'CROWDIN_PERSONAL_TOKEN', '/docs/i18n/crowdin/#set-up-the-project');
    // A type that the lifecycle reference shows only in code, split at its inner capitals; as typed, it found nothing.
    await searchInput(page).fill('PluginContentLoadedActions');
    await expect
      .poll(async () =>
        (await hitPaths(page)).filter((path) => path.startsWith('/docs/api/plugin-methods/lifecycle-apis/')),
      )
      .not.toEqual([]);
    await expect(modal(page).locator('.DocSearch-NoResults')).toHaveCount(0);
  });

  test('the sections that hold a word written as an identifier come before those that hold more of the other words', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // Two blog posts say "replace" and "Terser" together; the reader asks about configureWebpack.
    await expectFirstHit(
      page,
      'configureWebpack replace terser minimizer',
      '/docs/api/plugin-methods/lifecycle-apis/#configure-webpack',
    );
  });

  test("an option's row of a reference table answers by the words of all its cells", async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // The option's name is one cell of its row and its description another: the row holds more of the words
    // than any cell. Cell by cell, the table of contents guide's section on the site-wide setting came first.
    await expectFirstHit(page, 'tableOfContents level override', '/docs/api/themes/configuration/#tableOfContents');
  });

  test('an alias written with its at sign finds the section that names it, not those that only say the word', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // "generated" alone is on hundreds of sections (generated index, generatedFilesDir…).
    await expectFirstHit(page, '@generated', '/docs/advanced/client/#theme-aliases');
  });

  test('a flag written with its two hyphens finds the rows of the CLI that define it, not the pages that say the word', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // "config" alone finds the configuration pages first.
    await expectFirstHit(page, '--config', '/docs/cli/#docusaurus-start-config');
  });

  test('a folder written with its dot finds the page about that folder, not the pages that say the word', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // "docusaurus" alone is on every page; `.docusaurus` is the folder of generated files.
    await expectFirstHit(page, '.docusaurus', '/docs/advanced/architecture/');
  });

  test('a word found only through a typo does not count as the word when the site holds it as written', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // The section on SVGs says "different" and "the", "difference" and "theme" with a typo; the sections
    // on the three kinds of extension, in the configuration guide, its reference and the glossary of the
    // architecture guide, hold three of the words as written.
    await searchInput(page).fill('difference between preset theme plugin');
    await expect
      .poll(async () => (await hitPaths(page))[0], {message: 'first hit'})
      .toMatch(
        /^\/docs\/(configuration\/#presets-plugins-and-themes|api\/docusaurus-config\/#extensions|advanced\/#vocabulary)$/,
      );
  });

  test('a query with words the site lacks answers with its other words rather than nothing', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await expectFirstHit(page, 'sidebar qwertyuiop', '/docs/sidebar/');
    await expect(modal(page).locator('.DocSearch-NoResults')).toHaveCount(0);
    // An error message as readers paste it: the section that quotes it, on the page whose keywords name it.
    await expectFirstHit(page, 'window is not defined', '/docs/advanced/ssg/#the-classic-failure');
  });

  test("the test area and the examples stay out of a reader's search; a search from the test area finds its pages", async ({
    page,
  }) => {
    const scopedIndexRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/search-index\/[^/]+\/[^/]*@/.test(request.url())) {
        scopedIndexRequests.push(request.url());
      }
    });
    const outsideReaders = (paths: string[]) => paths.filter((path) => /^\/(tests|examples)\//.test(path));

    // Words that name test-area posts and an example page, and also appear across the docs.
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    for (const query of ['oldest post', 'math in a post', 'markdown page example']) {
      await search(page, query);
      expect(outsideReaders(await hitPaths(page)), `hits of "${query}" from /docs/`).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await gotoHydrated(page, '/search/?q=oldest%20post');
    await expect(page.locator('main article').first()).toBeVisible();
    const searchPageHits = await page
      .locator('main article h2 a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(outsideReaders(searchPageHits), 'hits of the search page').toEqual([]);
    // Their part of the index is never downloaded for a reader's search.
    expect(scopedIndexRequests).toEqual([]);

    await gotoHydrated(page, '/tests/');
    await openModal(page);
    await expectFirstHit(page, 'oldest post', '/tests/blog/2024/06/01/the-oldest-post/');
  });

  test('a question whose verb is not on the page that answers it still finds that page', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // The math page's text and its searches never say "insert".
    await searchInput(page).fill('how can I insert math formulas');
    await expect
      .poll(async () => (await hitPaths(page)).slice(0, 5))
      .toContain('/docs/markdown-features/math-equations/');
  });
});

test.describe('search modal', () => {
  test('an option name finds the row of the reference that defines it', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await search(page, 'trailingSlash');
    // The hit's address carries the query, which marks it on the page it opens.
    await expect(
      modal(page).locator('a[href="/docs/api/docusaurus-config/?highlight=trailingSlash#trailingSlash"]').first(),
    ).toBeVisible();
  });

  test('Ctrl+K pressed as the page finishes loading opens the modal, on each load', async ({page}) => {
    // A phone's CPU, so that the load event comes well before hydration, when the search bar starts listening.
    // Loads go on until three have had the shortcut before hydration (at most ten, about 30 s at that pace).
    test.setTimeout(90_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    let beforeHydration = 0;
    for (let load = 1; load <= 10 && beforeHydration < 3; load += 1) {
      await page.goto('/docs/', {waitUntil: 'load'});
      await page.keyboard.press('ControlOrMeta+k');
      beforeHydration += (await page.locator('html').getAttribute('data-has-hydrated')) === 'true' ? 0 : 1;
      await expect(searchInput(page), `load ${load}`).toBeFocused({timeout: 20_000});
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
    }
    // The shortcut was pressed before the app could hear it three times, or this test shows nothing.
    expect(beforeHydration).toBe(3);
  });

  test('a hit followed with Enter is offered again under Recent, in full, when the modal opens next', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await search(page, 'versioning');
    const followed = modal(page).locator('.DocSearch-Hit[aria-selected="true"] .DocSearch-Hit-title');
    const title = (await followed.innerText()).trim();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await openModal(page);
    const recent = modal(page)
      .locator('.DocSearch-Hits')
      .filter({has: page.locator('.DocSearch-Hit-source', {hasText: /^Recent$/})})
      .locator('.DocSearch-Hit');
    await expect(recent).toHaveCount(1);
    await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(title);
    // Its content renders after its title (LocalSearchModal's HitLink), icons and actions included.
    await expect(recent.locator('.DocSearch-Hit-icon svg')).toBeVisible();
    await expect(recent.locator('.DocSearch-Hit-action').first()).toBeAttached();
  });

  test('opens with Ctrl+K or "/", not while typing in a field, and closes with Escape', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    // "/" typed into a field is text, not a shortcut.
    await gotoHydrated(page, '/search/');
    const pageInput = page.getByRole('searchbox', {name: 'Search'});
    await pageInput.fill('a/b');
    await expect(modal(page)).toBeHidden();
    await expect(pageInput).toHaveValue('a/b');
  });

  test("the modal's code is downloaded when the reader reaches for the button, not with the page", async ({page}) => {
    const modalScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text()).includes('DocSearch-Modal')) {
        modalScripts.push(new URL(response.url()).pathname);
      }
    });
    await gotoHydrated(page, '/docs/');
    const button = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search (Ctrl+K)'});
    await expect(button).toContainText('Ctrl');
    // Let the page's own requests, prefetches included, settle.
    await page.waitForLoadState('networkidle');
    expect(modalScripts).toEqual([]);
    await button.hover();
    await expect.poll(() => modalScripts.length).toBe(1);
    // A letter typed on the focused button opens the modal with that letter as the query.
    await button.focus();
    await page.keyboard.press('s');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('s');
    // A body still being read when the page closes would fail the test after the fact.
    await page.removeAllListeners('response', {behavior: 'wait'});
  });

  test('typing prefetches none of the hits’ pages; pointing at a hit preloads its page', async ({page}) => {
    // What the page's links ask Docusaurus to fetch ahead, from the start; a hit's address carries the query.
    await page.addInitScript(() => {
      const asked = {prefetch: [] as string[], preload: [] as string[]};
      let api: Window['docusaurus'];
      // The object is frozen: the page gets a recording copy of it instead.
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => api,
        set(value: Window['docusaurus']) {
          api = {
            prefetch: (url) => (asked.prefetch.push(url), value.prefetch(url)),
            preload: (url) => (asked.preload.push(url), value.preload(url)),
          };
        },
      });
      Object.assign(window, {askedAhead: asked});
    });
    const askedAhead = () =>
      page.evaluate(() => (window as unknown as {askedAhead: {prefetch: string[]; preload: string[]}}).askedAhead);
    await gotoHydrated(page, '/docs/');
    // The navbar's links are prefetched once the page has loaded: the recording works.
    await expect.poll(async () => (await askedAhead()).prefetch).toContain('/showcase/');
    await openModal(page);
    for (const query of ['s', 'sw', 'swizzling']) {
      await search(page, query);
    }
    // The last query's hits are up (an earlier query's can carry the same marked word).
    const firstHit = modal(page).locator('.DocSearch-Hit a').first();
    await expect(firstHit).toHaveAttribute('href', /[?&]highlight=swizzling(#|$)/);
    // An observer set up by the last render has reported what it saw.
    await afterTwoFrames(page);
    expect((await askedAhead()).prefetch.filter((url) => url.includes('highlight='))).toEqual([]);
    const href = await firstHit.getAttribute('href');
    await firstHit.hover();
    await expect.poll(async () => (await askedAhead()).preload).toContain(href);
  });

  for (const {from, why} of [
    // The blog and the docs have different layouts: choosing a docs hit from the blog re-mounts the navbar.
    {from: '/blog/', why: 'on a page of another kind'},
    // Docs to docs: the navbar stays, and the theme moves the focus to the top of the new page.
    {from: '/docs/', why: 'on a page of the same kind'},
  ]) {
    test(`a modal opened while the chosen page is still loading stays open and focused ${why}`, async ({page}) => {
      await gotoHydrated(page, from);
      await openModal(page);
      // From now on the code of the pages to come arrives late, as on a slow network.
      await page.route('**/assets/js/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await search(page, 'swizzling');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs\/swizzling\/\?highlight=swizzling$/);
      await openModal(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Swizzling'})).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.type('sidebar');
      await expect(searchInput(page)).toHaveValue('sidebar');
      await search(page, 'sidebar');
    });
  }

  test('groups hits by part of the site, so a docs category never splits the ranking', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // "sidebar" is answered by guides and by the API reference, two docs categories.
    await search(page, 'sidebar');
    const groups = await modal(page)
      .locator('.DocSearch-Hits')
      .evaluateAll((lists) =>
        lists.map((list) => ({
          title: list.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
          paths: Array.from(list.querySelectorAll<HTMLAnchorElement>('.DocSearch-Hit a')).map(
            (link) => new URL(link.href).pathname,
          ),
        })),
      );
    const prefixes: Record<string, string> = {
      Documentation: '/docs/',
      Community: '/community/',
      Blog: '/blog/',
      Changelog: '/changelog/',
      'Feature requests': '/feature-requests/',
    };
    expect(groups[0]!.title).toBe('Documentation');
    for (const {title, paths} of groups) {
      expect(Object.keys(prefixes), `group "${title}"`).toContain(title);
      expect(
        paths.filter((path) => !path.startsWith(prefixes[title]!)),
        `hits under "${title}"`,
      ).toEqual([]);
    }
    expect(new Set(groups.map(({title}) => title)).size).toBe(groups.length);
  });

  test(
    'answers from the local index with grouped, highlighted results and no request to Algolia',
    {tag: '@host'},
    async ({page}) => {
      const remoteRequests: string[] = [];
      page.on('request', (request) => {
        if (!new URL(request.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/)) {
          remoteRequests.push(request.url());
        }
      });
      await gotoHydrated(page, '/docs/');
      await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
      await openModal(page);
      await search(page, 'sidebar');
      const firstHit = modal(page).locator('.DocSearch-Hit').first();
      await expect(firstHit.locator('mark').first()).toHaveText(/sidebar/i);
      await expect(modal(page).locator('.DocSearch-Hit-source').first()).toBeVisible();
      // At most 5 hits per group.
      const groupSizes = await modal(page)
        .locator('.DocSearch-Hits')
        .evaluateAll((groups) => groups.map((group) => group.querySelectorAll('.DocSearch-Hit').length));
      expect(Math.max(...groupSizes)).toBeLessThanOrEqual(5);
      await expect(modal(page).getByText('Search by')).toBeHidden();
      const target = await firstHit.locator('a').getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      expect(remoteRequests).toEqual([]);
    },
  );

  test('caps the query at 64 characters', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await searchInput(page).pressSequentially('x'.repeat(80));
    await expect(searchInput(page)).toHaveValue('x'.repeat(64));
  });

  test('says when nothing matches, suggests up to 3 queries and offers to report it', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await search(page, 'plugin');
    await search(page, 'zzqxwv');
    await expect(modal(page).getByText('No results for')).toBeVisible();
    await expect(modal(page).getByText('"zzqxwv"')).toBeVisible();
    await expect(modal(page).getByText('Try searching for')).toBeVisible();
    const suggestions = modal(page).locator('.DocSearch-NoResults-Prefill-List li');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(modal(page).getByText('Believe this query should return results?')).toBeVisible();
    await expect(modal(page).getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /issues\/new\?title=.*zzqxwv/,
    );
  });

  test('"See all N results" leads to the search page with the query', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await search(page, 'swizzle');
    const seeAll = modal(page).getByRole('link', {name: /See all \d+ results/});
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\/?\?q=swizzle$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "swizzle"');
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
  });

  test.describe('recent searches', () => {
    // Nine searches, each followed by a page change, typed faster than any reader. One race is fixed
    // (the theme's focus reset on navigation took the focus from a modal opened meanwhile; see the
    // "stays open and focused" tests). Another, seen once under nginx (an Enter on a hit that did not close
    // the modal), is not explained yet: one retry until it is.
    test.describe.configure({retries: 1});

    test('keeps recent searches, at most 7, and favourites', async ({page}) => {
      // Nine searches, each followed by a page load.
      test.slow();
      const recent = () => modal(page).locator('.DocSearch-Hits', {has: page.getByText('Recent', {exact: true})});
      await gotoHydrated(page, '/docs/');
      for (const query of ['sidebar', 'plugin', 'swizzle', 'version', 'blog', 'theme', 'markdown', 'deploy']) {
        await openModal(page);
        await search(page, query);
        await page.keyboard.press('Enter');
        await expect(modal(page)).toBeHidden();
      }
      await openModal(page);
      await expect(recent().locator('.DocSearch-Hit')).toHaveCount(7);
      await modal(page).getByRole('button', {name: 'Save this search'}).first().click();
      await expect(modal(page).getByText('Favorite', {exact: true})).toBeVisible();
      await page.keyboard.press('Escape');
      // With a favourite, a new search trims the recent list to 4.
      await openModal(page);
      await search(page, 'config');
      await page.keyboard.press('Enter');
      await expect(modal(page)).toBeHidden();
      await openModal(page);
      await expect(recent().locator('.DocSearch-Hit')).toHaveCount(4);
    });
  });

  test('shows the stalled state while the index loads, then the results', async ({page}) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index/en/**', async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await searchInput(page).fill('sidebar');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    release();
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  // DocSearch 3.9's own error screen is reset at once; the modal's no-results screen says it instead (LocalSearchModal).
  test('says "Unable to fetch results" when the index cannot be downloaded', async ({page, consoleErrors}) => {
    consoleErrors.allow(/Failed to load resource|Unreachable hosts/);
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await searchInput(page).fill('sidebar');
    await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
    await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
  });

  test(
    'downloads only the parts of the index that the current docs and the typed words need, each once',
    {tag: '@host'},
    async ({page}) => {
      const files: string[] = [];
      page.on('request', (request) => {
        const {pathname} = new URL(request.url());
        if (pathname.startsWith('/search-index/')) {
          files.push(pathname.slice('/search-index/'.length));
        }
      });
      await gotoHydrated(page, '/docs/');
      expect(files).toEqual([]);
      await openModal(page);
      await search(page, 'sidebar');
      await search(page, 'plugins');
      expect(files.length).toBeGreaterThan(5);
      expect(new Set(files).size).toBe(files.length);
      const shards = new Set(
        files.filter((file) => file !== 'manifest.json').map((file) => /^en\/([^/]+)\.[0-9a-f]{10}\//.exec(file)?.[1]),
      );
      // Not the test area's docs: a search from /docs/ leaves that scope out (the test below).
      expect([...shards].sort()).toEqual(['default', 'docs-community-current', 'docs-default-current']);
      // Term buckets by first letter: "sidebar" and "plugins" read the "s" and "p" buckets, no other.
      const buckets = new Set(files.filter((file) => file.includes('/terms/')).map((file) => file.split('/').pop()));
      expect([...buckets].sort()).toEqual(['p.json', 's.json']);
    },
  );

  test("the first keystroke's results need only its letter's first hits; what the next key needs loads after them", async ({
    page,
  }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.startsWith('/search-index/')) {
        files.push(pathname.slice('/search-index/'.length).replace(/^en\/([^/]+)\.[0-9a-f]{10}\//, '$1/'));
      }
    });
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await page.keyboard.type('s');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    const shards = ['default', 'docs-community-current', 'docs-default-current'];
    // Each shard's meta and term bucket of the letter are read ahead, once the hits are out.
    await expect.poll(() => files.length).toBe(1 + 3 * shards.length);
    expect(files.slice(0, 1 + shards.length).sort()).toEqual(
      ['manifest.json', ...shards.map((shard) => `${shard}/first/s.json`)].sort(),
    );
    expect(files.slice(1 + shards.length).sort()).toEqual(
      shards.flatMap((shard) => [`${shard}/meta.json`, `${shard}/terms/s.json`]).sort(),
    );
    // The next key finds its meta and bucket read: it reads at most the text of the hits it shows.
    await page.keyboard.type('i');
    await expect(modal(page).locator('.DocSearch-Hit mark', {hasText: /^si/i}).first()).toBeVisible();
    expect(files.slice(1 + 3 * shards.length).every((file) => /\/text\/\d+\.json$/.test(file))).toBe(true);
  });
});

test.describe('search page', () => {
  test('does not shift the page while its form and results arrive', async ({page}) => {
    await recordLayoutShifts(page);
    await gotoHydrated(page, '/search/?q=sidebar');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((total, shift) => total + (shift.hadRecentInput ? 0 : shift.value), 0)).toBeLessThan(0.1);
  });

  test('has one description for search engines, in the static HTML and after rendering', async ({page, request}) => {
    const html = await (await request.get('/search/')).text();
    expect(html).toMatch(/<meta[^>]* name="?description"? content="?Search the documentation/);
    await gotoHydrated(page, '/search/?q=sidebar');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Search the documentation/);
  });

  test('renders results for ?q= without a hydration error, and never injects markup', async ({page}) => {
    await gotoHydrated(page, '/search/?q=%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D1%3E%20sidebar');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Search results for');
    await page.getByRole('searchbox', {name: 'Search'}).fill('sidebar items');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main').locator('em, mark, .search-result-match').first()).toBeVisible();
    expect(await page.evaluate(() => (window as {__xss?: number}).__xss)).toBeUndefined();
    await expect(page.getByRole('link', {name: 'Search by Algolia'})).toBeHidden();
  });
});

test.describe('search words marked on the page a hit opens', () => {
  const marks = (page: Page) => page.locator('main mark.search-highlight');
  const clearButton = (page: Page) => page.getByRole('button', {name: /^Clear the highlights of/});

  test('a hit of the modal opens its page with the query in the address and its words marked; the button removes them', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await search(page, 'autogenerated sidebar');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\?highlight=autogenerated%20sidebar(#|$)/);
    await expect(marks(page).first()).toBeVisible();
    // Each mark is a form of a query word, typo or completion included, never other text.
    const marked = await marks(page).allTextContents();
    expect(
      marked.every((text) => /^(autogenerat|sidebar)/i.test(text)),
      marked.join(', '),
    ).toBe(true);
    await expect(clearButton(page)).toHaveText('Clear the highlights of “autogenerated sidebar”');
    // The marks keep the text readable in both colour modes.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      // Seen once in CI: axe read the links' colours half-way through the switch.
      await afterTransitions(page);
      expect(await findAxeViolations(page, {include: 'main', rules: ['color-contrast']}), colorScheme).toEqual([]);
    }

    await clearButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(marks(page)).toHaveCount(0);
    await expect(clearButton(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/highlight=/);
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
    // The text reads as before: the split words are joined again.
    await expect(page.getByRole('main').getByText('autogenerated', {exact: false}).first()).toBeVisible();
  });

  test('a page that never goes idle still gets its marks, two seconds late at most', async ({page}) => {
    // A task queued after every task: the browser never has idle time, as on a page busy with its own scripts.
    await page.addInitScript(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const end = performance.now() + 4;
        while (performance.now() < end) {
          // Busy, as a long script would be.
        }
        channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    await page.goto('/docs/sidebar/?highlight=sidebar');
    await expect(marks(page).first()).toBeVisible();
  });

  test('a result of the search page opens its page with the words marked, in the same tab or a new one', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/search/?q=trailingSlash');
    const result = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    await expect(result).toBeVisible();
    const opened = context.waitForEvent('page');
    await result.click({modifiers: ['ControlOrMeta']});
    const tab = await opened;
    await expect(tab).toHaveURL(/\?highlight=trailingSlash/);
    await expect(tab.locator('main mark.search-highlight').first()).toBeVisible();
    await tab.close();

    await result.click();
    await expect(page).not.toHaveURL(/\/search\//);
    await expect(marks(page).first()).toHaveText(/^trailingSlash$/i);
    // Leaving the page takes the marks and the button away.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(clearButton(page)).toHaveCount(0);
  });

  test('the address marks only text: markup in it is shown as nothing, and a page without it loads no marking code', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await gotoHydrated(page, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('search-highlight'))).toEqual([]);

    await gotoHydrated(page, '/docs/installation/?highlight=%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D1%3E');
    await gotoHydrated(page, '/docs/installation/?highlight=%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D1%3E%20npm');
    await expect(marks(page).first()).toBeVisible();
    // The markup's words are words of the query like any other: marked as text where the page has them.
    const marked = await marks(page).allTextContents();
    expect(marked).toContain('npm');
    expect(
      marked.every((text) => /^(img|src|x|onerror|window|xss|1|npm)/i.test(text)),
      marked.join(', '),
    ).toBe(true);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__xss?: number}).__xss)).toBeUndefined();
    expect(scripts.filter((url) => url.includes('search-highlight')).length).toBeGreaterThan(0);
  });
});

test.describe('search off the main thread', () => {
  /** The index files each side of the page downloaded, by the resource timing of the page and of its workers. */
  async function indexDownloads(page: Page): Promise<{page: string[]; workers: string[]}> {
    const indexFiles = (names: string[]) => names.filter((name) => name.includes('/search-index/'));
    const workerNames = await Promise.all(
      page
        .workers()
        .map((worker) => worker.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))),
    );
    return {
      page: indexFiles(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))),
      workers: indexFiles(workerNames.flat()),
    };
  }

  // @host: under nginx the page runs with the site's Content-Security-Policy, whose worker-src must allow it.
  test(
    'a worker downloads and ranks the index; the page loads no search engine of its own',
    {tag: '@host'},
    async ({page}) => {
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await gotoHydrated(page, '/docs/');
      await openModal(page);
      await search(page, 'sidebar');
      const downloads = await indexDownloads(page);
      expect(downloads.page).toEqual([]);
      expect(downloads.workers).toEqual(
        expect.arrayContaining([expect.stringContaining('/search-index/manifest.json')]),
      );
      expect(scripts.filter((url) => url.includes('search-engine'))).toEqual([]);
    },
  );

  test('without workers, or when the worker cannot start, the page searches by itself', async ({page}) => {
    await page.addInitScript(() => {
      // A browser without Web Workers.
      Reflect.deleteProperty(window, 'Worker');
    });
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await search(page, 'swizzle');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    expect(page.workers()).toEqual([]);
    expect((await indexDownloads(page)).page).toEqual(
      expect.arrayContaining([expect.stringContaining('/search-index/manifest.json')]),
    );
  });

  test('a worker whose script cannot load hands its searches to the page', async ({page, consoleErrors}) => {
    consoleErrors.allow(/status of 404/);
    await page.route(/\/assets\/js\/local-search\.[0-9a-f]+\.js$/, (route) => route.fulfill({status: 404, body: ''}));
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    await search(page, 'versioning');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    expect((await indexDownloads(page)).page).toEqual(
      expect.arrayContaining([expect.stringContaining('/search-index/manifest.json')]),
    );
  });

  test('typing on a phone-speed CPU: every key reaches the box and the whole query gets its results, each hit in full', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, '/docs/');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await openModal(page);
    await searchInput(page).pressSequentially('plugin options', {delay: 60});
    await expect(searchInput(page)).toHaveValue('plugin options');
    await expect(
      modal(page)
        .locator('.DocSearch-Hit mark', {hasText: /^options?$/i})
        .first(),
      'a hit for the last word',
    ).toBeVisible({timeout: 20_000});
    // A hit's content renders after its title (LocalSearchModal's HitLink): once typing stops, every hit has it.
    const hits = modal(page).locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible();
    await expect(hits.filter({hasNot: page.locator('.DocSearch-Hit-icon svg')})).toHaveCount(0);
    await expect(hits.filter({hasNot: page.locator('.DocSearch-Hit-action')})).toHaveCount(0);
  });
});
