import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {test, expect, clickColourModeToggle, firstPlayground, gotoHydrated, storageKey} from './fixtures';

const pageUrl = (name: string) => `/docs/markdown-features/${name}/`;

test.describe('live code blocks', () => {
  test('editing the code updates the rendered result', async ({page}) => {
    await gotoHydrated(page, pageUrl('code-blocks'));
    const {editor, preview} = firstPlayground(page);
    await expect(preview).toHaveText('Welcome to the docs, reader!');

    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('<p>Edited in the browser</p>');

    await expect(preview).toContainText('Edited in the browser');
    await expect(preview).not.toContainText('Welcome to the docs');
  });

  test('the playgrounds are in place in the HTML the server sends, shown without running a script', async ({
    browser,
  }) => {
    // JavaScript off: what shows is what the HTML holds where it stands, before any script could move it.
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(pageUrl('code-blocks'));
    const playgrounds = page.getByRole('article').locator('[class*="playgroundContainer"]');
    await expect(playgrounds.first()).toBeVisible();
    for (const playground of await playgrounds.all()) {
      await expect(playground).toBeVisible();
    }
    // The editor holds the code; the result needs the app, which is off.
    await expect(playgrounds.first().locator('[class*="playgroundEditor"]')).toContainText('Welcome to the docs');
    await context.close();
  });

  test(
    'only the pages with live code are served a policy that allows eval',
    {tag: '@host'},
    async ({page, request, consoleErrors}) => {
      consoleErrors.allow(
        /^Evaluating a string as JavaScript violates the following Content Security Policy directive/,
      );
      const policyOf = async (path: string) =>
        (await request.get(path)).headers()['content-security-policy'] ?? '(no Content-Security-Policy)';
      for (const path of [pageUrl('code-blocks'), '/docs/api/themes/@docusaurus/theme-live-codeblock/']) {
        expect(await policyOf(path), path).toMatch(/script-src 'self' 'unsafe-eval' /);
      }
      for (const path of ['/', '/docs/', pageUrl('react'), '/blog/', '/no-such-page/']) {
        expect(await policyOf(path), path).toMatch(/script-src 'self' 'sha256-/);
      }
      // In the browser: a page without live code cannot turn a string into code. A string timer, as the
      // page's own code would set it (DevTools' evaluation itself may compile strings).
      await gotoHydrated(page, pageUrl('react'));
      const refusals: string[] = [];
      await page.exposeFunction('reportRefusal', (directive: string) => refusals.push(directive));
      await page.evaluate(() => {
        const state = window as unknown as {reportRefusal: (directive: string) => void; outcome: string};
        document.addEventListener('securitypolicyviolation', (event) => state.reportRefusal(event.effectiveDirective));
        state.outcome = 'not run';
        setTimeout('window.outcome = "ran"', 0);
      });
      // Timers of the same delay run in order: once this one has run, the string's turn is past.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(await page.evaluate(() => (window as unknown as {outcome: string}).outcome)).toBe('not run');
      await expect.poll(() => refusals).toEqual(['script-src']);
    },
  );

  test(
    'a page with live code reached from a page without loads again in full, and its editor works with nothing refused',
    {tag: '@host'},
    async ({page}) => {
      // What the policy refuses, in every document the tab loads, reported to the test.
      const refusals: string[] = [];
      await page.exposeFunction('reportRefusal', (refusal: string) => refusals.push(refusal));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as {reportRefusal: (refusal: string) => void}).reportRefusal(
            `${location.pathname}: ${event.effectiveDirective}`,
          ),
        ),
      );
      await gotoHydrated(page, pageUrl('react'));
      // The browser asks the host for the page itself, which a client-side navigation never does.
      const fullLoad = page.waitForRequest(
        (request) => request.isNavigationRequest() && new URL(request.url()).pathname === pageUrl('code-blocks'),
      );
      await page
        .getByRole('article')
        .locator(`a[href="${pageUrl('code-blocks')}"]`)
        .first()
        .click();
      await fullLoad;
      await expect(page).toHaveURL(pageUrl('code-blocks'));
      await page.waitForLoadState('load');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const {editor, preview} = firstPlayground(page);
      // The result shows once the editor has loaded and run the code.
      await expect(preview).toHaveText('Welcome to the docs, reader!');
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('<p>Edited after the page loaded again</p>');
      await expect(preview).toContainText('Edited after the page loaded again');
      expect(refusals).toEqual([]);
      // Back on the first page and forward again: this document's policy allows eval, so no second load.
      await page.goBack();
      await expect(page).toHaveURL(pageUrl('react'));
      await page.goForward();
      await expect(preview).toBeVisible();
      expect(refusals).toEqual([]);
    },
  );
});

test.describe('MDX and React', () => {
  test('the imported component keeps its state on the page', async ({page}) => {
    await gotoHydrated(page, pageUrl('react'));
    const button = page.getByRole('button', {name: 'Count my clicks'});
    const count = page.locator('article output');
    await expect(count).toHaveText('Clicked 0 times');
    await button.click();
    await expect(count).toHaveText('Clicked 1 time');
    await button.click();
    await expect(count).toHaveText('Clicked 2 times');
  });
});

test.describe('table of contents', () => {
  test('front matter levels 2 to 5 reach the table of contents; inline copies follow their props', async ({page}) => {
    await gotoHydrated(page, pageUrl('toc'));
    const sideToc = page.locator('.theme-doc-toc-desktop');
    const levelFive = sideToc.getByRole('link', {name: 'Headings at level five'});
    await expect(levelFive).toHaveAttribute('href', '#headings-at-level-five');
    await expect(sideToc.getByRole('link', {name: 'Custom ids'})).toHaveAttribute('href', '#custom-id');
    await expect(page.locator('article h3#custom-id')).toHaveText(/^Custom ids/);

    const inlineLists = page.locator('article ul.table-of-contents');
    const [fullList, levelTwoList] = [inlineLists.nth(0), inlineLists.nth(1)];
    await expect(fullList.getByRole('link', {name: 'Headings at level five'})).toBeVisible();
    await expect(levelTwoList.getByRole('link')).toHaveText([
      'How the list is built',
      'Choosing heading levels',
      'Heading ids',
      'Inline table of contents',
      'Hiding the table of contents',
    ]);
  });
});

test.describe('tabs', () => {
  const tabGroups = (page: Page) =>
    page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: 'Windows'})});

  test('choosing a tab in one group switches the other group with the same groupId', async ({page}) => {
    await gotoHydrated(page, pageUrl('tabs'));
    const [terminalTabs, deployTabs] = [tabGroups(page).nth(0), tabGroups(page).nth(1)];
    await expect(tabGroups(page)).toHaveCount(2);
    await expect(deployTabs.getByRole('tab', {name: 'Windows'})).toHaveAttribute('aria-selected', 'true');

    await terminalTabs.getByRole('tab', {name: 'macOS'}).click();

    await expect(deployTabs.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
    await expect(deployTabs.getByRole('tab', {name: 'Windows'})).toHaveAttribute('aria-selected', 'false');
    await expect(deployTabs.getByRole('tabpanel').filter({visible: true})).toContainText('USE_SSH=true npm run deploy');
    await expect(page).toHaveURL(/[?&]current-os=mac\b/);
  });

  test('a tab group keeps the elements the server sent through hydration, and a stored choice still selects its tab', async ({
    page,
  }) => {
    // The stock Tabs remount after hydration, every group with its code blocks in one long task
    // on a phone (src/theme/Tabs): the choice stored by an earlier visit must apply without it.
    await page.addInitScript((key) => {
      localStorage.setItem(key, 'yarn');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {serverTabs: Element | null}).serverTabs =
          document.querySelector('article .tabs-container');
      });
    }, storageKey('docusaurus.tab.npm2yarn'));
    await gotoHydrated(page, '/docs/installation/');
    const group = page.locator('article .tabs-container').first();
    await expect(group.getByRole('tab', {name: 'Yarn'})).toHaveAttribute('aria-selected', 'true');
    await expect(group.getByRole('tabpanel').filter({visible: true})).toContainText('yarn');
    expect(await group.evaluate((element) => element === (window as unknown as {serverTabs: Element}).serverTabs)).toBe(
      true,
    );
  });

  test('arrow keys, Home and End move the focus along the tabs, and Enter selects', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    const group = page.locator('article .tabs-container').first();
    const tab = (name: string) => group.getByRole('tab', {name, exact: true});
    await tab('npm').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Bun')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('npm')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Yarn')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tab('Yarn')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab('Bun')).toBeFocused();
    await expect(tab('Yarn')).toHaveAttribute('aria-selected', 'true');
  });

  test('?current-os=<value> selects that tab in every group on load', async ({page}) => {
    await gotoHydrated(page, `${pageUrl('tabs')}?current-os=linux`);
    for (const group of [tabGroups(page).nth(0), tabGroups(page).nth(1)]) {
      await expect(group.getByRole('tab', {name: 'Linux'})).toHaveAttribute('aria-selected', 'true');
    }
    await expect(tabGroups(page).nth(0).getByRole('tabpanel').filter({visible: true})).toContainText(
      'Open in Terminal',
    );
  });
});

test.describe('diagrams', () => {
  /** The fill of the first node box of a rendered Mermaid diagram. */
  const firstNodeFill = (diagram: Locator) =>
    diagram
      .locator('svg .node')
      .first()
      .locator('rect, path, polygon')
      .first()
      .evaluate((shape) => getComputedStyle(shape).fill);

  test('a mermaid diagram renders in light mode and again in dark mode', async ({page}) => {
    await gotoHydrated(page, pageUrl('diagrams'));
    const diagram = page.locator('.docusaurus-mermaid-container').first();
    await expect(diagram.locator('svg')).toBeVisible();
    await expect(diagram.locator('svg')).toContainText('MDX loader');
    const lightFill = await firstNodeFill(diagram);

    // system, then light, then dark
    await clickColourModeToggle(page, 'light');
    await clickColourModeToggle(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await expect.poll(() => firstNodeFill(diagram)).not.toBe(lightFill);
    await expect(diagram.locator('svg')).toContainText('MDX loader');
  });
});

test.describe('math', () => {
  test('KaTeX renders inline and display formulas with MathML and HTML output', async ({page}) => {
    await gotoHydrated(page, pageUrl('math-equations'));
    const article = page.locator('article');
    const inlineFormulas = article.locator('p .katex');
    const displayFormulas = article.locator('.katex-display');
    expect(await inlineFormulas.count()).toBeGreaterThanOrEqual(3);
    expect(await displayFormulas.count()).toBeGreaterThanOrEqual(6);

    const energy = inlineFormulas.filter({has: page.locator('annotation', {hasText: 'E = mc^2'})});
    await expect(energy).toHaveCount(1);
    await expect(energy.locator('math')).toHaveCount(1);
    await expect(energy.locator('.katex-html')).toBeVisible();
    // The MathML copy is for assistive technology only: KaTeX's stylesheet hides it.
    await expect(energy.locator('.katex-mathml')).toHaveCSS('position', 'absolute');

    const quadratic = displayFormulas.filter({has: page.locator('annotation', {hasText: '\\frac{-b'})});
    await expect(quadratic.locator('.katex-html .mfrac')).toBeVisible();
  });
});

test.describe('admonitions', () => {
  test('the custom :::release admonition renders with its title and its own colours', async ({page}) => {
    await gotoHydrated(page, pageUrl('admonitions'));
    const releases = page.locator('.theme-admonition-release');
    await expect(releases).toHaveCount(2);

    const titled = releases.first();
    await expect(titled).toBeVisible();
    await expect(titled).toContainText('Shipped in 3.8');
    await expect(titled).toContainText('ssgWorkerThreads');
    await expect(titled.locator('svg')).toBeVisible();
    await expect(titled).toHaveCSS('border-left-color', 'rgb(111, 66, 193)');

    await expect(releases.nth(1)).toContainText(/^release/i);
  });
});

test.describe('head metadata', () => {
  test('the <head> block of the MDX page and its front matter reach document.head', async ({page}) => {
    await gotoHydrated(page, pageUrl('head-metadata'));
    const head = page.locator('head');
    await expect(head.locator('meta[name="docs-demo"]')).toHaveAttribute('content', 'head-metadata');
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'max-image-preview:large');
    await expect(head.locator('meta[name="keywords"]')).toHaveCount(1);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /^head,metadata,meta tags/);
    const socialCard = head.locator('meta[property="og:image"]');
    await expect(socialCard).toHaveAttribute('content', /^https?:\/\/.+\/img\/social-card\.png$/);
    await expect(page).toHaveTitle('Head metadata | Docusaurus');
    // The block adds tags to the head only, nothing to the article.
    await expect(page.locator('article meta')).toHaveCount(0);
  });

  test('the tag leaves the head after navigating to another page', async ({page}) => {
    await gotoHydrated(page, pageUrl('head-metadata'));
    await page.locator('article').getByRole('link', {name: 'assets guide'}).click();
    await expect(page).toHaveURL(/\/docs\/markdown-features\/assets\/$/);
    await expect(page.locator('head meta[name="docs-demo"]')).toHaveCount(0);
  });
});

test.describe('assets', () => {
  const naturalWidth = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).naturalWidth);

  test('the inline SVG from SVGR and the images render', async ({page}) => {
    await gotoHydrated(page, pageUrl('assets'));
    const article = page.locator('article');

    const logo = article.getByRole('img', {name: 'Docusaurus logo, drawn inline by SVGR'});
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    expect((await logo.boundingBox())?.width).toBe(96);

    for (const alt of [/^Four boxes joined by arrows/, /^A docs page layout/]) {
      const image = article.getByRole('img', {name: alt});
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect.poll(() => naturalWidth(image)).toBeGreaterThan(0);
    }
  });

  test('the download link serves the bundled archive', async ({page, request}) => {
    await gotoHydrated(page, pageUrl('assets'));
    const link = page.locator('article').getByRole('link', {name: 'Download the starter docs folder (ZIP)'});
    await expect(link).toHaveAttribute('download', '');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/assets\/files\/starter-docs-\w+\.zip$/);
    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    // Every ZIP archive starts with the "PK" signature.
    expect((await response.body()).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

test.describe('code highlighting', () => {
  /** The scripts the page has run so far (prefetched chunks, which only wait in the cache, excluded). */
  const runScripts = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
  const isPrism = async (request: APIRequestContext, url: string) =>
    (await (await request.get(url)).text()).includes('before-tokenize');
  const prismRuns = async (page: Page, request: APIRequestContext) => {
    const scripts = await runScripts(page);
    expect(scripts.length).toBeGreaterThan(1);
    const prism = [];
    for (const url of scripts) {
      if (await isPrism(request, url)) {
        prism.push(url);
      }
    }
    return prism;
  };

  test('fenced blocks come highlighted by the build: no page loads Prism for them', async ({page, request}) => {
    const expectNoPrismRun = async () => expect(await prismRuns(page, request)).toEqual([]);

    // The home page's samples: highlighted, as the server sent them and after hydration.
    await gotoHydrated(page, '/');
    const terminal = page.getByRole('region', {name: 'How it works'}).locator('pre.language-bash');
    await expect(terminal.locator('.token.comment').first()).toHaveText('# live preview on http://localhost:3000');
    await expectNoPrismRun();

    // A Markdown page without a code block, reached in the browser.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await expect(page.locator('article pre')).toHaveCount(0);
    await expectNoPrismRun();

    // Rendered in the browser, not by the server: the tokens of a Bash block (one of the site's
    // extra languages), with the theme's colours, and still no Prism.
    await page.locator('article').getByRole('link', {name: 'Installation', exact: true}).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    const command = page.locator('pre.language-bash .token.function').first();
    await expect(command).toBeVisible();
    expect(await command.evaluate((token) => getComputedStyle(token).color)).not.toBe(
      await command.evaluate((token) => getComputedStyle(token.closest('.token-line')!).color),
    );
    await expectNoPrismRun();

    // A line highlighted by a magic comment, which the theme removes from the code.
    await page.goto(pageUrl('admonitions'));
    const highlighted = page.locator('article pre.language-ts .theme-code-block-highlighted-line');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted.locator('.token').first()).toBeVisible();
    await expect(page.locator('article pre.language-ts').first()).not.toContainText('highlight-next-line');
    await expectNoPrismRun();
  });

  test('a code block keeps the element the server sent through hydration, and takes the dark colours in place', async ({
    browser,
  }) => {
    /** The first code block after hydration in one colour mode: its background, and whether it is the server's element. */
    const firstBlock = async (colorMode: 'light' | 'dark') => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as {serverBlock: Element | null}).serverBlock = document.querySelector('article pre');
        });
      });
      // A page whose first block is not in tabs, which the theme remounts after hydration.
      await gotoHydrated(page, `/docs/blog/?docusaurus-theme=${colorMode}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
      const block = page.locator('article pre').first();
      // The buttons render in the browser only, once the page has hydrated.
      await expect(page.locator('article').getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeVisible();
      const result = {
        background: await block.evaluate((pre) => getComputedStyle(pre).backgroundColor),
        sameElement: await block.evaluate(
          (pre) => (window as unknown as {serverBlock: Element | null}).serverBlock === pre,
        ),
      };
      await context.close();
      return result;
    };
    const light = await firstBlock('light');
    const dark = await firstBlock('dark');
    expect(light.sameElement).toBe(true);
    expect(dark.sameElement).toBe(true);
    expect(dark.background).not.toBe(light.background);
  });

  test('a block that a component fills in the browser loads Prism when it comes near the viewport', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/docs/styling-layout/');
    const css = page.getByRole('group', {name: 'Colour generator'}).locator('pre code');
    // Screens below the first one: its code shows plain, and the page has not run Prism.
    await expect(css).toContainText('--ifm-color-primary');
    await page.waitForLoadState('networkidle');
    await expect(css.locator('.token.variable')).toHaveCount(0);
    expect(await prismRuns(page, request)).toEqual([]);

    await css.scrollIntoViewIfNeeded();
    await expect(css.locator('.token.variable').first()).toHaveText('--ifm-color-primary');
    await expect(css.locator('.token.selector').first()).toBeVisible();
    expect(await prismRuns(page, request)).not.toEqual([]);
  });
});
