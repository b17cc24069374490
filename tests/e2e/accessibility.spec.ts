import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';

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

/** Readable list of what axe found: rule, impact and the first offending elements. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const [pageType, url] of pages) {
      test(`the ${pageType} page (${url}) has no axe violations`, async ({page}) => {
        await gotoHydrated(page, url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const results = await new AxeBuilder({page}).analyze();
        expect(describeViolations(results.violations)).toEqual([]);
      });
    }

    test('the not-found page has no axe violations', async ({page, consoleErrors}) => {
      consoleErrors.allow(/status of 404/);
      await page.goto('/this/page/does/not/exist/');
      await waitForHydration(page);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
      const results = await new AxeBuilder({page}).analyze();
      expect(describeViolations(results.violations)).toEqual([]);
    });
  });
}
