import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect, gotoHydrated} from './fixtures';
import {groupBy} from '../../src/plugins/local-search/engine/groupBy';

const buildDir = path.resolve('build');

/** The built pages of one docs version's API reference and CLI, as build-relative paths. */
function referencePages(versionPrefix: string): string[] {
  const docsDir = path.join(buildDir, 'docs', versionPrefix);
  const pages = readdirSync(path.join(docsDir, 'api'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.html'))
    .map((file) => path.join('api', file));
  return [...pages, 'cli/index.html', 'docusaurus-core/index.html'].map((file) =>
    path.join('docs', versionPrefix, file),
  );
}

/** Every row of every options table (header Name, Type, Default, Description) of a built page, with its link's target. */
function optionRows(file: string) {
  const $ = load(readFileSync(path.join(buildDir, file), 'utf8'));
  const idsOnPage = new Set(
    $('[id]')
      .toArray()
      .map((element) => $(element).attr('id')),
  );
  return $('article table')
    .toArray()
    .filter(
      (table) =>
        $(table)
          .find('thead th')
          .toArray()
          .map((th) => $(th).text().trim())
          .join('|') === 'Name|Type|Default|Description',
    )
    .flatMap((table) => $(table).find('tbody tr').toArray())
    .map((row) => {
      const link = $(row).find('td').first().find('a.option-anchor');
      const href = link.attr('href');
      const target = href?.startsWith('#') ? decodeURIComponent(href.slice(1)) : undefined;
      return {
        name: $(row).find('td').first().find('code').first().text(),
        ownId: link.attr('id'),
        targetExists: target !== undefined && idsOnPage.has(target),
      };
    });
}

test.describe('API reference anchors', () => {
  for (const version of ['', '3.8.1', '3.7.0']) {
    test(`every option of every reference page has its own anchor (${version || 'Canary'})`, () => {
      const rows = referencePages(version).flatMap((file) => optionRows(file).map((row) => ({...row, file})));
      expect(rows.length).toBeGreaterThan(400);
      // Each row links to its anchor: its own, or the heading that documents the option.
      const withoutAnchor = rows.filter(({targetExists}) => !targetExists).map(({file, name}) => `${file}: ${name}`);
      expect(withoutAnchor).toEqual([]);
      for (const [file, pageRows] of groupBy(rows, ({file}) => file)) {
        const ids = pageRows.flatMap(({ownId}) => ownId ?? []);
        expect(new Set(ids).size, `${file} repeats an anchor`).toBe(ids.length);
      }
    });
  }

  test('a link to an option opens the page at its row, nested options included', async ({page}) => {
    await gotoHydrated(page, '/docs/api/docusaurus-config/#trailingSlash');
    const row = page.getByRole('row').filter({has: page.locator('#trailingSlash')});
    await expect(row).toBeInViewport();
    await expect(row.getByRole('link', {name: 'trailingSlash'})).toHaveAttribute('href', '#trailingSlash');

    await gotoHydrated(page, '/docs/api/docusaurus-config/#rspackBundler');
    await expect(page.locator('#rspackBundler')).toHaveText('future.experimental_faster.rspackBundler');
    await expect(page.locator('#rspackBundler')).toBeInViewport();

    await gotoHydrated(page, '/docs/api/plugins/@docusaurus/plugin-content-docs/#sidebarCollapsed');
    await expect(page.locator('#sidebarCollapsed')).toBeInViewport();
  });
});
