import {execFileSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {editBaseUrl} from '../../config/site';
import {hasGitHistory} from '../../config/environment';
import {parseBuiltFile} from './routes';

const siteDir = path.resolve('.');
const buildDir = path.join(siteDir, 'build');

/** Every built HTML page, as paths relative to build/. */
function htmlFiles(directory = buildDir): string[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return htmlFiles(entryPath);
    }
    return entry.name === 'index.html' ? [path.relative(buildDir, entryPath)] : [];
  });
}

/** The "Edit this page" link of one built page (a path inside build/), if it has one. */
function editLinkOf(file: string): string | undefined {
  return parseBuiltFile(file)('a.theme-edit-this-page').attr('href');
}

/** The "Edit this page" link of each built page under a folder of build/ that has one. */
function editLinks(folder = ''): Map<string, string> {
  const links = new Map<string, string>();
  for (const file of htmlFiles(path.join(buildDir, folder))) {
    const href = editLinkOf(file);
    if (href) {
      links.set(file, href);
    }
  }
  return links;
}

const trackedFiles = new Set(execFileSync('git', ['ls-files'], {cwd: siteDir, encoding: 'utf8'}).split('\n'));

test.describe('edit links', () => {
  test('every "Edit this page" link in the build opens a file tracked in this repository', () => {
    const links = editLinks();
    // Docs of three versions, community pages and blog posts: several hundred pages.
    expect(links.size).toBeGreaterThan(300);
    const wrong = [...links].filter(
      ([, href]) => !href.startsWith(editBaseUrl) || !trackedFiles.has(href.slice(editBaseUrl.length)),
    );
    expect(wrong.map(([file, href]) => `${file}: ${href}`)).toEqual([]);
  });

  test('docs, versioned docs, community pages and blog posts each link to their own source', () => {
    expect(editLinkOf('docs/installation/index.html')).toBe(`${editBaseUrl}docs/getting-started/installation.mdx`);
    expect(editLinkOf('docs/3.7.0/installation/index.html')).toBe(
      `${editBaseUrl}versioned_docs/version-3.7.0/getting-started/installation.mdx`,
    );
    expect(editLinkOf('community/support/index.html')).toBe(`${editBaseUrl}community/support.mdx`);
    const blogPosts = [...editLinks('blog/releases')];
    expect(blogPosts.length).toBeGreaterThan(0);
    for (const [, href] of blogPosts) {
      expect(href).toMatch(new RegExp(`^${editBaseUrl.replace(/[.]/g, '\\.')}blog/`));
    }
  });

  test('a reader finds the link at the bottom of a doc', async ({page}) => {
    await gotoHydrated(page, '/docs/swizzling/');
    const link = page.getByRole('link', {name: 'Edit this page'});
    await expect(link).toHaveAttribute('href', `${editBaseUrl}docs/guides/swizzling.mdx`);
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test.describe('last updated', () => {
  const source = 'docs/guides/swizzling.mdx';

  if (hasGitHistory(siteDir)) {
    test('a doc shows the date of the last commit that changed its file', async ({page}) => {
      const seconds = Number(
        execFileSync('git', ['log', '-1', '--format=%ct', '--', source], {cwd: siteDir, encoding: 'utf8'}).trim(),
      );
      await gotoHydrated(page, '/docs/swizzling/');
      const date = page.locator('.theme-last-updated time');
      await expect(date).toHaveAttribute('datetime', new Date(seconds * 1000).toISOString());
      await expect(page.locator('.theme-last-updated')).toContainText('Last updated on');
    });

    test('community pages and blog posts show a date too', async ({page}) => {
      for (const route of ['/community/support/', '/blog/releases/3.8/']) {
        await gotoHydrated(page, route);
        await expect(page.locator('.theme-last-updated time'), route).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      }
    });
  } else {
    test('without git history, pages show no date rather than a wrong one', async ({page}) => {
      await gotoHydrated(page, '/docs/swizzling/');
      await expect(page.getByRole('link', {name: 'Edit this page'})).toBeVisible();
      await expect(page.locator('.theme-last-updated')).toHaveCount(0);
    });
  }
});
