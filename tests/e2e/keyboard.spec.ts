import type {Locator} from '@playwright/test';
import {test, expect as baseExpect, colourModeToggle, firstPlayground, gotoHydrated, type Page} from './fixtures';
import {showcaseSites} from '../../src/data/showcase';
import {defaultFilters, filterSites} from '../../src/components/Showcase/filters';
import {featureRequests} from '../../src/data/featureRequests';

/*
 * A keyboard-only audit of the site's interactive controls: each test reaches a control from the top of the
 * page with Tab (or from a known start point), works it with the keyboard alone, and checks that the focused
 * control shows a focus indicator (expectVisibleFocus). No click, no hover.
 *
 * Keyboard tests that other specs already hold, not repeated here:
 * - the phone menu as a modal dialog (Enter opens, Tab and Shift+Tab stay inside, Escape closes and gives the
 *   focus back to its button): shell.spec.ts "on a phone the menu is a modal dialog: focus moves in and stays,
 *   Escape closes it and returns focus";
 * - the phone docs menu and its "Back to main menu": shell.spec.ts "on a phone the docs menu and "Back to main
 *   menu" work from the keyboard";
 * - a navbar dropdown opened with Enter closes on a click outside it: shell.spec.ts "a dropdown opened from the
 *   keyboard closes on a click outside it";
 * - tabs: arrow keys, Home and End move the focus, Enter selects: markdown-features.spec.ts "arrow keys, Home
 *   and End move the focus along the tabs, and Enter selects";
 * - the page menu ("More ways to read this page"): Enter opens, Tab reaches its links, Escape closes and gives
 *   the focus back: markdown-copies.spec.ts "its links carry the page's copy, and it works from the keyboard";
 * - the search shortcuts: search.spec.ts "opens with Ctrl+K or "/", not while typing in a field, and closes with
 *   Escape", "Ctrl+K pressed as the page finishes loading opens the modal, on each of 10 loads" and "the modal's
 *   code is downloaded when the reader reaches for the button, not with the page" (a letter typed on the focused
 *   button opens it with that letter);
 * - the test area's overlay closes with Escape: tests-area.spec.ts "z-index-tests: the overlay and the native
 *   dialog cover the navbar".
 *
 * Findings in theme-classic 3.8.1 itself are fixed by wrappers in src/theme (the navbar dropdown, the
 * announcement bar's Close button, the sidebar's Expand button); their tests say what failed.
 */

test.use({viewport: {width: 1280, height: 720}});

// A key press shows its effect at once: a short wait keeps a failure quick.
const expect = baseExpect.configure({timeout: 5_000});

/**
 * What draws the focus of `element`, or '' for nothing: an outline (not 'none', wider than 0, not
 * transparent) or a box-shadow with a layer that has a colour and a size. Runs in the page.
 */
function focusIndicator(element: Element): string {
  const style = getComputedStyle(element);
  const shows = (color: string) => color !== '' && color !== 'transparent' && !/,\s*0\)$/.test(color);
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && shows(style.outlineColor)) {
    return `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  }
  const layers = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
  const shadow = layers.find((layer) => {
    const color = /rgba?\([^)]*\)/.exec(layer)?.[0] ?? '';
    const lengths = (layer.replace(color, '').match(/-?[\d.]+px/g) ?? []).map(parseFloat);
    return shows(color) && lengths.some((length) => length !== 0);
  });
  return shadow ? `box-shadow: ${shadow.trim()}` : '';
}

/**
 * The control has the focus (it is document.activeElement), the browser shows it as such (`:focus-visible`),
 * and a focus indicator is drawn. `ring`: the element that draws it, when the design draws it around a
 * wrapper (the search modal's field: its form is ringed while the modal is open, the field having the focus
 * but for a Tab to the clear button or a hit). The style is polled: some rings fade in.
 */
async function expectVisibleFocus(control: Locator, {ring = control}: {ring?: Locator} = {}): Promise<void> {
  await expect
    .poll(
      () =>
        control.evaluate((element) => ({
          active: element === document.activeElement,
          focusVisible: element.matches(':focus-visible'),
        })),
      {message: 'the control has the focus and matches :focus-visible'},
    )
    .toEqual({active: true, focusVisible: true});
  await expect.poll(() => ring.evaluate(focusIndicator), {message: 'a visible focus indicator'}).not.toBe('');
}

/** Presses Tab (Shift+Tab with `back`) until `control` has the focus, at most `max` times. */
async function tabTo(page: Page, control: Locator, {back = false, max = 70} = {}): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(control, `reached within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused({timeout: 1});
}

/**
 * From the top of the page, Tab to "Skip to main content" (the first stop) and press Enter: the next Tab
 * reaches the first control of the page's content, past the navbar and the sidebar.
 */
async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {name: 'Skip to main content'});
  await expectVisibleFocus(skipLink);
  await page.keyboard.press('Enter');
}

/** A pattern for a URL that ends with `path`. */
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The element that has the focus, or <body> when none has. */
const focused = (page: Page) => page.locator('*:focus');
const focusIsOnBody = (page: Page) =>
  page.evaluate(() => !document.activeElement || document.activeElement === document.body);

const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});
const dropdown = (toggle: Locator) => toggle.locator('xpath=..');
const menu = (toggle: Locator) => dropdown(toggle).locator('.dropdown__menu');

test.describe('navbar menus', () => {
  test('the Tests menu opens with Enter, Tab walks its links with a visible focus, and Enter follows one', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const toggle = navbar(page).getByRole('button', {name: 'Tests'});
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(toggle)).toBeVisible();
    for (const name of ['Test area index', 'Test pages']) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(menu(toggle).getByRole('link', {name}));
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tests\/pages\/$/);
  });

  test('the docs version menu opens with Enter, its versions are reached with Tab, and Enter on 3.8.1 opens that version of the page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation/');
    const toggle = navbar(page).getByRole('button', {name: 'Canary'});
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(toggle)).toBeVisible();
    const version = menu(toggle).getByRole('link', {name: '3.8.1', exact: true});
    await tabTo(page, version, {max: 3});
    await expectVisibleFocus(version);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/3\.8\.1\/installation\/$/);
  });

  test('the language menu opens with Enter, shows English with a visible focus, and Tab past it closes the menu', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation/');
    const toggle = navbar(page).getByRole('button', {name: 'English'});
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(toggle)).toBeVisible();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(menu(toggle).getByRole('link', {name: 'English'}));
    // The only locale: the next Tab leaves the menu, which closes.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(navbar(page).getByRole('link', {name: 'Source repository'}));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(toggle)).toBeHidden();
  });

  test('each navbar menu also opens with Space, as a button does, and Escape closes it and gives the focus back to its button', async ({
    page,
  }) => {
    // theme-classic's desktop dropdown acts on Enter only: its toggle, a link with role="button", ignored Space
    // (which scrolled the page instead) and Escape (src/theme/NavbarItem/DropdownNavbarItem/Desktop).
    await gotoHydrated(page, '/docs/installation/');
    for (const name of ['Tests', 'Canary', 'English']) {
      const toggle = navbar(page).getByRole('button', {name});
      await tabTo(page, toggle);
      await page.keyboard.press('Space');
      await expect(toggle, `${name} opens with Space`).toHaveAttribute('aria-expanded', 'true', {timeout: 1_000});
      // Its links can take the focus once the menu is shown.
      await expect(menu(toggle)).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu(toggle).getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle, `${name} closes with Escape`).toHaveAttribute('aria-expanded', 'false', {timeout: 1_000});
      await expect(menu(toggle)).toBeHidden();
      await expectVisibleFocus(toggle);
    }
  });
});

test.describe('colour mode and announcement bar', () => {
  test('the colour mode button cycles light, dark and system with Enter and Space, keeping a visible focus', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const toggle = colourModeToggle(navbar(page));
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    await expect(toggle).toHaveAccessibleName(/currently system mode/);
    const html = page.locator('html');
    for (const [key, mode, theme] of [
      ['Enter', 'light', 'light'],
      ['Enter', 'dark', 'dark'],
      // The test browser prefers light.
      ['Space', 'system', 'light'],
    ] as const) {
      await page.keyboard.press(key);
      await expect(toggle).toHaveAccessibleName(new RegExp(`currently ${mode} mode`));
      await expect(html).toHaveAttribute('data-theme', theme);
      await expectVisibleFocus(toggle);
    }
  });

  const announcementBar = (page: Page) => page.getByRole('banner').filter({hasText: 'is out'});

  test("the announcement bar's Close button is reached with Tab and closes the bar with Enter; the focus goes on to the navbar", async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const close = announcementBar(page).getByRole('button', {name: 'Close'});
    await tabTo(page, close);
    await expectVisibleFocus(close);
    await page.keyboard.press('Enter');
    await expect(announcementBar(page)).toHaveCount(0);
    await expectVisibleFocus(navbar(page).locator('a.navbar__brand'));
    await page.keyboard.press('Tab');
    await expect(navbar(page).locator('a.navbar__brand')).not.toBeFocused();
  });

  test('closing the announcement bar with the keyboard leaves the focus on the page, not on <body>', async ({page}) => {
    // theme-classic's AnnouncementBar unmounts with its focused Close button, and nothing took the focus: it
    // fell to <body>, where a screen reader loses its place (src/theme/AnnouncementBar/CloseButton).
    await gotoHydrated(page, '/');
    const close = announcementBar(page).getByRole('button', {name: 'Close'});
    await tabTo(page, close);
    await page.keyboard.press('Enter');
    await expect(announcementBar(page)).toHaveCount(0);
    expect(await focusIsOnBody(page), 'the focus fell to <body>').toBe(false);
    await expectVisibleFocus(focused(page));
  });
});

test.describe('live code', () => {
  test('the live code editor takes typing, and Tab and Shift+Tab move the focus out of it and back: no keyboard trap', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/markdown-features/code-blocks/');
    const {editor, preview} = firstPlayground(page);
    // The editor has loaded once it has run the code.
    await expect(preview).toHaveText('Welcome to the docs, reader!');
    // A known start point: the editor itself (react-live's region has no role to reach it by).
    await editor.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('<p>Typed by keyboard</p>');
    await expect(preview).toHaveText('Typed by keyboard');
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
    await expectVisibleFocus(focused(page));
    // Tab moved on rather than indenting the code.
    await expect(editor).toHaveText('<p>Typed by keyboard</p>');
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(editor);
  });
});

test.describe('tabs and code blocks', () => {
  test('the install tabs switch panels with the arrow keys and Enter or Space, and the Copy button of the shown command copies it with Enter', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/installation/');
    await skipToContent(page);
    const group = page.locator('article .tabs-container').first();
    const tab = (name: string) => group.getByRole('tab', {name, exact: true});
    const panel = group.getByRole('tabpanel').filter({visible: true});
    await tabTo(page, tab('npm'));
    await expectVisibleFocus(tab('npm'));
    await expect(panel).toContainText('npm create docusaurus');

    await page.keyboard.press('ArrowRight');
    await expectVisibleFocus(tab('Yarn'));
    await page.keyboard.press('Enter');
    await expect(tab('Yarn')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('yarn create docusaurus');

    await page.keyboard.press('ArrowRight');
    await expectVisibleFocus(tab('pnpm'));
    await page.keyboard.press('Space');
    await expect(tab('pnpm'), 'Space selects the focused tab').toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('pnpm create docusaurus');
    await expectVisibleFocus(tab('pnpm'));

    // On from the tab: the code block (a scrollable region), then its Copy button.
    const copy = panel.getByRole('button', {name: 'Copy code to clipboard'});
    await tabTo(page, copy, {max: 3});
    await expectVisibleFocus(copy);
    await page.keyboard.press('Enter');
    await expectVisibleFocus(panel.getByRole('button', {name: 'Copied'}));
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(
      (await panel.locator('pre code').innerText()).trim(),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('pnpm create docusaurus');
  });
});

test.describe('search', () => {
  const modal = (page: Page) => page.locator('.DocSearch-Modal');
  const searchInput = (page: Page) => modal(page).getByRole('searchbox');
  const searchButton = (page: Page) => navbar(page).getByRole('button', {name: 'Search (Ctrl+K)'});
  const expectInputFocused = (page: Page) =>
    expectVisibleFocus(searchInput(page), {ring: modal(page).locator('.DocSearch-Form')});

  test('the search opens from its button with Enter and Escape gives the focus back to the button; "/" opens it too, ArrowDown picks the second result and Enter opens it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await tabTo(page, searchButton(page));
    await expectVisibleFocus(searchButton(page));
    await page.keyboard.press('Enter');
    await expectInputFocused(page);
    await page.keyboard.type('sidebar');
    await expect(modal(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expectVisibleFocus(searchButton(page));

    await page.keyboard.press('/');
    await expectInputFocused(page);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('swizzling');
    const hits = modal(page).getByRole('option');
    // The hits of the first letters show while the rest is typed: wait for the whole word's.
    await expect(hits.first().locator('a')).toHaveAttribute('href', /[?&]highlight=swizzling(#|$)/);
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await expect(hits.first()).toContainText(/swizzl/i);
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'false');
    await expectInputFocused(page);
    const href = (await hits.nth(1).locator('a').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(endsWith(href));
    await expect(modal(page)).toHaveCount(0);
  });

  test('the search page takes a query in its focused field, and Tab then Enter opens a result', async ({page}) => {
    await gotoHydrated(page, '/search/');
    const field = page.getByRole('searchbox', {name: 'Search', exact: true});
    // The page focuses its field once it has mounted.
    await expectVisibleFocus(field);
    await page.keyboard.type('sidebar');
    const firstResult = page.getByRole('article').first().getByRole('link').first();
    await expect(firstResult).toBeVisible();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page.getByRole('combobox', {name: 'Docs version to search'}));
    await tabTo(page, firstResult, {max: 5});
    await expectVisibleFocus(firstResult);
    const href = (await firstResult.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(endsWith(href));
  });
});

test.describe('showcase, feature requests and colour generator', () => {
  const total = showcaseSites.length;
  const showing = (filters: Partial<typeof defaultFilters>) =>
    `Showing ${filterSites(showcaseSites, {...defaultFilters, ...filters}).length} of ${total} sites`;
  const tagToggle = (page: Page, label: string) =>
    page.getByRole('list', {name: 'Tags'}).getByRole('button', {name: new RegExp(`^${label} \\d+ sites$`)});

  test('the showcase filters work from the keyboard, each keeping the focus: a name typed in the search box, AND chosen with an arrow key, tags toggled with Enter and Space, and Clear filters', async ({
    page,
  }) => {
    await gotoHydrated(page, '/showcase/');
    await skipToContent(page);
    const searchBox = page.getByRole('searchbox', {name: 'Search by name'});
    await tabTo(page, searchBox);
    await expectVisibleFocus(searchBox);
    await page.keyboard.type('docs');
    await expect(page).toHaveURL(/\?name=docs$/);
    await expect(page.getByRole('status')).toHaveText(showing({name: 'docs'}));
    await expectVisibleFocus(searchBox);

    const or = page.getByRole('radio', {name: /OR/});
    const and = page.getByRole('radio', {name: /AND/});
    await page.keyboard.press('Tab');
    await expectVisibleFocus(or);
    await expectVisibleFocus(or);
    await page.keyboard.press('ArrowRight');
    await expect(and).toBeChecked();
    await expect(page).toHaveURL(/\?operator=AND&name=docs$/);
    await expectVisibleFocus(and);

    await page.keyboard.press('Tab');
    await expectVisibleFocus(tagToggle(page, 'Favourite'));
    await page.keyboard.press('Enter');
    await expect(tagToggle(page, 'Favourite')).toHaveAttribute('aria-pressed', 'true');
    await expectVisibleFocus(tagToggle(page, 'Favourite'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(tagToggle(page, 'Open source')).toHaveAttribute('aria-pressed', 'true');
    await expectVisibleFocus(tagToggle(page, 'Open source'));
    await expect(page.getByRole('status')).toHaveText(
      showing({tags: ['favourite', 'opensource'], operator: 'AND', name: 'docs'}),
    );

    const clear = page.getByRole('region', {name: 'Filter sites'}).getByRole('button', {name: 'Clear filters'});
    await tabTo(page, clear, {back: true, max: 10});
    await expectVisibleFocus(clear);
    await page.keyboard.press('Enter');
    // Clearing keeps the operator.
    await expect(page).toHaveURL(/\/showcase\/\?operator=AND$/);
    await expect(page.getByRole('status')).toHaveText(`Showing ${total} of ${total} sites`);
    // The button goes with the filters: the focus moves on to the search box.
    await expect(searchBox).toHaveValue('');
    await expectVisibleFocus(searchBox);
  });

  const statusFilter = (page: Page, label: string) =>
    page
      .getByRole('group', {name: 'Filter by status'})
      .getByRole('button', {name: new RegExp(`^${label} \\d+ requests$`)});

  test('the feature board filters by status with Enter and Space, keeping the focus on the filter, and Enter on a title opens that request', async ({
    page,
  }) => {
    await gotoHydrated(page, '/feature-requests/');
    await skipToContent(page);
    const countOf = (status: string) => featureRequests.filter((request) => request.status === status).length;
    await tabTo(page, statusFilter(page, 'All'));
    await expectVisibleFocus(statusFilter(page, 'All'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(statusFilter(page, 'Planned')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${countOf('planned')} of ${featureRequests.length} requests`,
    );
    await expectVisibleFocus(statusFilter(page, 'Planned'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(statusFilter(page, 'In progress')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?status=in-progress$/);
    await expectVisibleFocus(statusFilter(page, 'In progress'));

    const request = featureRequests.find(({status}) => status === 'in-progress')!;
    const title = page.getByRole('region', {name: 'Requests'}).getByRole('link', {name: request.title, exact: true});
    await tabTo(page, title, {max: 10});
    await expectVisibleFocus(title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/feature-requests/${request.slug}/$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(request.title);
    // A new page: the focus is back at its top.
    await skipToContent(page);
    const back = page.getByRole('link', {name: '← All feature requests'});
    await tabTo(page, back, {max: 3});
    await expectVisibleFocus(back);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/feature-requests\/$/);
  });

  test("the colour generator takes a hex colour and a negative adjustment typed key by key, and its Reset button restores the site's colour", async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/styling-layout/');
    await skipToContent(page);
    const generator = page.getByRole('group', {name: 'Colour generator'});
    const primary = generator.getByLabel('Primary colour', {exact: true});
    const primaryVariable = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
    await tabTo(page, primary);
    await expectVisibleFocus(primary);
    // Typed key by key: "#1e6" on the way is a colour of its own (#11ee66), which must not replace the text.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('#1e6fd9');
    await expect(primary).toHaveValue('#1e6fd9');
    await expect.poll(primaryVariable).toBe('#1e6fd9');

    // A negative adjustment keeps its minus sign through "-0".
    const darkest = generator.getByLabel('Adjustment of --ifm-color-primary-darkest');
    await tabTo(page, darkest, {max: 10});
    await expectVisibleFocus(darkest);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('-0.25');
    await expect(darkest).toHaveValue('-0.25');

    const reset = generator.getByRole('button', {name: 'Reset the light palette'});
    await tabTo(page, reset, {max: 20});
    await expectVisibleFocus(reset);
    await page.keyboard.press('Enter');
    await expect.poll(primaryVariable).toBe('#2e8555');
    await expect(primary).toHaveValue('#2e8555');
    await expect(darkest).toHaveValue('0.3');
    await expectVisibleFocus(reset);
  });
});

test.describe('docs sidebar and table of contents', () => {
  const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

  test('a sidebar category opens with Enter and closes with Space on its arrow button', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    // Named "Expand…" or "Collapse sidebar category 'Guides'" by its state.
    const caret = sidebar(page).getByRole('button', {name: /sidebar category 'Guides'$/});
    const guides = sidebar(page).getByRole('link', {name: 'Guides', exact: true}).locator('xpath=../..');
    // The sidebar comes just before the content: back from there with Shift+Tab.
    await skipToContent(page);
    await tabTo(page, caret, {back: true, max: 10});
    await expectVisibleFocus(caret);
    await page.keyboard.press('Enter');
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(guides.getByRole('link', {name: 'Creating pages'})).toBeVisible();
    await expectVisibleFocus(caret);
    await page.keyboard.press('Space');
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    await expect(guides.getByRole('link', {name: 'Creating pages'})).toBeHidden();
    await expectVisibleFocus(caret);
  });

  const collapse = (page: Page) => page.getByRole('button', {name: 'Collapse sidebar', exact: true});
  const expand = (page: Page) => page.getByRole('button', {name: 'Expand sidebar', exact: true});

  test('Collapse sidebar hides the docs sidebar with Enter, and Expand sidebar, reached with Tab, brings it back with Enter', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation/');
    await skipToContent(page);
    await tabTo(page, collapse(page), {back: true, max: 2});
    await expectVisibleFocus(collapse(page));
    await page.keyboard.press('Enter');
    await expect(sidebar(page)).toBeHidden();
    await tabTo(page, expand(page), {max: 2});
    await expectVisibleFocus(expand(page));
    await page.keyboard.press('Enter');
    await expect(sidebar(page)).toBeVisible();
  });

  // theme-classic's DocRoot/Layout/Sidebar hides the Collapse sidebar button with the focus on it, which fell
  // to <body>; and the ExpandButton that replaces it (a div with role="button") toggles on any key, Tab and
  // Shift+Tab included, so tabbing past it brought the sidebar back (src/theme/DocRoot/Layout/Sidebar/ExpandButton).
  test('after Collapse sidebar the focus is on Expand sidebar, not on <body>', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await skipToContent(page);
    await tabTo(page, collapse(page), {back: true, max: 2});
    await page.keyboard.press('Enter');
    await expect(sidebar(page)).toBeHidden();
    await expect(expand(page), 'the focus moves to Expand sidebar').toBeFocused({timeout: 1_000});
    await expectVisibleFocus(expand(page));
  });

  test('Tab past Expand sidebar moves on and leaves the sidebar hidden: only Enter or Space operate it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation/');
    await skipToContent(page);
    await tabTo(page, collapse(page), {back: true, max: 2});
    await page.keyboard.press('Enter');
    await expect(sidebar(page)).toBeHidden();
    await tabTo(page, expand(page), {max: 2});
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page.getByRole('link', {name: 'Home page', exact: true}));
    await expect(sidebar(page), 'the sidebar stays hidden').toBeHidden({timeout: 1_000});
  });

  test('on a phone, "On this page" opens with Enter, and its links are reached with Tab and followed with Enter', async ({
    page,
  }) => {
    await page.setViewportSize({width: 360, height: 740});
    await gotoHydrated(page, '/docs/installation/');
    await skipToContent(page);
    // theme-classic's TOCCollapsible button has no aria-expanded: its state shows in the links alone.
    const toggle = page.getByRole('button', {name: 'On this page'});
    const link = page.getByRole('link', {name: 'Requirements', exact: true});
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    await expect(link).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(link).toBeVisible();
    await tabTo(page, link, {max: 5});
    await expectVisibleFocus(link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#requirements$/);
    await expect(page.getByRole('heading', {name: 'Requirements'})).toBeInViewport();
  });
});
