import {test, expect, afterTransitions, gotoHydrated} from './fixtures';
import {findAxeViolations} from './axe';
import {notFoundRoutes, representativeRoutes} from './routes';

/**
 * The representative set: the first route of every page type the crawl tells apart
 * (tests/e2e/routes.ts), the other kinds of docs pages (the current docs, an older version, a
 * category index, a doc of the test area) and the pages of their own kind: the versions page, the
 * showcase, the search page with results and the test area's front page.
 */
const pages: {type: string; route: string}[] = [
  ...representativeRoutes(),
  {type: 'doc', route: '/docs/installation/'},
  {type: 'doc', route: '/docs/3.7.0/cli/'},
  {type: 'doc category index', route: '/docs/category/getting-started/'},
  {type: 'doc', route: '/tests/docs/日本語/ドキュメント/'},
  {type: 'versions page', route: '/versions/'},
  {type: 'showcase', route: '/showcase/'},
  {type: 'search page', route: '/search/?q=sidebar'},
  {type: 'test area', route: '/tests/'},
];

/** Pages whose content arrives after hydration: the element that shows it has (the search page has no <main> while it loads). */
const readyWhen: Partial<Record<string, string>> = {'/search/?q=sidebar': 'main article'};

/**
 * Violations in third-party markup that neither CSS nor a wrapper can fix: one
 * rule, on the named elements, of one page. Everything else still counts.
 */
const thirdPartyExceptions = [
  // theme-search-algolia's search page renders its title, form and loading spinner outside its own <main>.
  {path: '/search/', rule: 'region', target: /^(h1|form|\.col--8|\.loader_[\w-]+)$/},
  // ...and a breadcrumbs <nav> with the same label in every result.
  {path: '/search/', rule: 'landmark-unique', target: /nav\[aria-label="breadcrumbs"\]$/},
];

/** The exceptions of the page at this URL, in the form the axe helper takes. */
function exceptionsOf(url: string) {
  const {pathname} = new URL(url, 'http://localhost');
  return (rule: string, target: string) =>
    thirdPartyExceptions.some(
      (exception) => exception.path === pathname && exception.rule === rule && exception.target.test(target),
    );
}

/** axe's rules whose answer depends on the colours. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Pages that take the system's colour scheme only when loaded: the debug plugin's layout has no colour mode
 * provider, so only the script before the first paint reads the setting.
 */
const darkModeOnLoad = new Set(['/__docusaurus/debug/']);

/**
 * Each page is checked in light mode with every rule, then switched to dark mode by the system setting (the
 * site follows it until a reader chooses) and checked again with the colour rules only: dark mode changes
 * colours, not the document, so axe's other rules give the same answers. One load serves both.
 */
test.describe('accessibility in light and dark mode', () => {
  // axe walks every element: the changelog's author list (900 contributors) takes about half a minute.
  test.setTimeout(180_000);

  for (const {type, route: url} of pages) {
    test(`${type}: ${url} has no axe violations`, async ({page, consoleErrors}) => {
      if (notFoundRoutes.includes(url)) {
        // The browser logs the document's own 404 status.
        consoleErrors.allow(/status of 404/);
      }
      await gotoHydrated(page, url);
      const ready = readyWhen[url];
      if (ready) {
        await expect(page.locator(ready).first()).toBeVisible();
      }
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      expect(await findAxeViolations(page, {isException: exceptionsOf(url)}), 'light mode').toEqual([]);

      await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
      if (darkModeOnLoad.has(url)) {
        await gotoHydrated(page, url);
      }
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await afterTransitions(page);
      expect(await findAxeViolations(page, {isException: exceptionsOf(url), rules: colourRules}), 'dark mode').toEqual(
        [],
      );
    });
  }
});
