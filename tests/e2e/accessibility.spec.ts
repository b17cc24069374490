import {test, expect, gotoHydrated, waitForHydration} from './fixtures';
import {findAxeViolations} from './axe';

/** One page of each type the site renders. */
const pages = [
  ['home', '/'],
  ['doc', '/docs/installation/'],
  ['doc category index', '/docs/category/getting-started/'],
  ['blog list', '/blog/'],
  ['blog post', '/blog/releases/3.8/'],
  ['blog tag', '/blog/tags/release/'],
  ['blog authors', '/blog/authors/'],
  ['changelog list', '/changelog/'],
  ['changelog entry', '/changelog/3.8.1/'],
  ['community doc', '/community/support/'],
  ['showcase', '/showcase/'],
  ['search', '/search/?q=sidebar'],
  ['test area', '/tests/'],
] as const;

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

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${colorScheme} mode`, () => {
    test.use({colorScheme});
    // axe walks every element: the long changelog and docs pages take a while on a busy machine.
    test.slow();

    for (const [pageType, url] of pages) {
      test(`the ${pageType} page (${url}) has no axe violations`, async ({page}) => {
        await gotoHydrated(page, url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const ready = readyWhen[url];
        if (ready) {
          await expect(page.locator(ready).first()).toBeVisible();
        }
        expect(await findAxeViolations(page, {isException: exceptionsOf(url)})).toEqual([]);
      });
    }

    test('the not-found page has no axe violations', async ({page, consoleErrors}) => {
      consoleErrors.allow(/status of 404/);
      await page.goto('/this/page/does/not/exist/');
      await waitForHydration(page);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
      expect(await findAxeViolations(page)).toEqual([]);
    });
  });
}
