import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {findAxeViolations} from './axe';

/**
 * Visits the routes of the build, one test per route, and checks each one.
 * `npm test` visits a sample (every page type at least twice, every section
 * once); `npm run crawl` (CRAWL=full) visits every route and prints a summary.
 */
const buildDir = path.resolve('build');
const full = process.env.CRAWL === 'full';

/** Routes listed by the sitemap, which leaves out the test area. */
function sitemapRoutes(): string[] {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Every page of the build folder, but the client-redirect stubs. */
function builtRoutes(directory = buildDir): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(directory, {withFileTypes: true})) {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      routes.push(...builtRoutes(entryPath));
    } else if (entry.name === 'index.html' && !readFileSync(entryPath, 'utf8').includes('http-equiv="refresh"')) {
      routes.push(`/${path.relative(buildDir, directory).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'));
    }
  }
  return routes;
}

/**
 * Page types, by path, and what shows that a page is of that type: the class
 * name that the theme puts on `<html>`, or for the pages without one
 * (debug pages, blog archive) an element of their own layout.
 */
const pageTypes: {name: string; pattern: RegExp; selector: string}[] = [
  {name: 'not found', pattern: /\/no-such-[^/]+\/$/, selector: 'main h1:has-text("Page Not Found")'},
  {
    name: 'debug page',
    pattern: /^\/__docusaurus\/debug\//,
    selector: 'html:not(.plugin-pages) nav a[href$="/__docusaurus/debug/routes/"]',
  },
  {name: 'blog tags list', pattern: /^\/(tests\/)?blog\/tags\/$/, selector: 'html.blog-tags-list-page'},
  {
    name: 'blog tag page',
    pattern: /^\/(tests\/)?blog\/tags\/[^/]+\/(page\/\d+\/)?$/,
    selector: 'html.blog-tags-post-list-page',
  },
  {name: 'blog authors list', pattern: /^\/(tests\/)?blog\/authors\/$/, selector: 'html.blog-authors-list-page'},
  {
    name: 'blog author page',
    pattern: /^\/(tests\/)?blog\/authors\/[^/]+\/(page\/\d+\/|authors\/\d+\/)?$/,
    selector: 'html.blog-authors-posts-page',
  },
  {name: 'blog archive', pattern: /^\/(tests\/)?blog\/archive\/$/, selector: 'html.plugin-blog h1.hero__title'},
  {name: 'blog list', pattern: /^\/(tests\/)?blog\/(page\/\d+\/)?$/, selector: 'html.blog-list-page'},
  {name: 'blog post', pattern: /^\/(tests\/)?blog\/.+/, selector: 'html.blog-post-page'},
  {name: 'changelog list', pattern: /^\/changelog\/(page\/\d+\/)?$/, selector: 'html.blog-list-page'},
  {
    name: 'changelog author page',
    pattern: /^\/changelog\/authors\/.*$/,
    selector: 'html.blog-authors-posts-page, html.blog-authors-list-page',
  },
  {name: 'changelog entry', pattern: /^\/changelog\/.+/, selector: 'html.blog-post-page'},
  {
    name: 'docs tags',
    pattern: /^\/(tests\/)?(docs|community)\/(\d+\.\d+\.\d+\/)?tags\/.*$/,
    selector: 'html.docs-tags-list-page, html.docs-tags-doc-list-page',
  },
  {
    name: 'doc',
    pattern: /^\/(tests\/)?(docs|community)\/.*$/,
    selector: 'html.docs-doc-page, html.docs-generated-index-page, html[class*="docs-doc-id-"]',
  },
  {name: 'page', pattern: /.*/, selector: 'html.plugin-pages, html[class*="plugin-id-"]'},
];

function pageTypeOf(route: string) {
  return pageTypes.find(({pattern}) => pattern.test(route))!;
}

/** Console errors that pages made to show failures raise on purpose. */
const declaredErrors: {route: RegExp; message: RegExp; crashesWhileRendering?: true}[] = [
  {route: /^\/tests\/pages\/crashTest\/$/, message: /.*/, crashesWhileRendering: true},
  {route: /^\/tests\/pages\/error-boundary-tests\/$/, message: /.*/},
];

/**
 * Unknown addresses under each docs version, the blog, the changelog, the community docs and the test
 * area: the host answers them with 404.html, rendered once for /404.html, which must still hydrate cleanly.
 */
const notFoundRoutes = [
  '/docs/no-such-page/',
  '/docs/3.8.1/no-such-page/',
  '/docs/3.7.0/no-such-page/',
  '/blog/no-such-post/',
  '/changelog/no-such-entry/',
  '/community/no-such-page/',
  '/tests/no-such-page/',
];

function routesToVisit(): string[] {
  const routes = [...new Set([...sitemapRoutes(), ...builtRoutes(), ...notFoundRoutes])].sort();
  if (full) {
    return routes;
  }
  // The sample: the first and last route of each page type, and the first of each top-level section.
  const sample = new Set<string>();
  const byType = new Map<string, string[]>();
  const sections = new Set<string>();
  for (const route of routes) {
    const type = pageTypeOf(route).name;
    byType.set(type, [...(byType.get(type) ?? []), route]);
    const section = route.split('/')[1]!;
    if (!sections.has(section)) {
      sections.add(section);
      sample.add(route);
    }
  }
  for (const group of byType.values()) {
    sample.add(group[0]!);
    sample.add(group[group.length - 1]!);
  }
  notFoundRoutes.forEach((route) => sample.add(route));
  return [...sample].sort();
}

function isLoopback(url: string): boolean {
  const {protocol, hostname} = new URL(url);
  return (
    !/^https?:$|^wss?:$/.test(protocol) || hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
  );
}

test.describe(`crawl (${full ? 'every route' : 'a sample of routes'})`, () => {
  test.describe.configure({mode: 'parallel'});
  // The largest pages (the changelog's author list, the config reference) take a while to check.
  test.setTimeout(120_000);

  for (const route of routesToVisit()) {
    test(route, async ({page, consoleErrors}) => {
      const type = pageTypeOf(route);
      const declared = declaredErrors.filter((candidate) => candidate.route.test(route));
      for (const {message} of declared) {
        consoleErrors.allow(message);
      }
      const outside: string[] = [];
      page.on('request', (request) => !isLoopback(request.url()) && outside.push(request.url()));

      const notFound = notFoundRoutes.includes(route);
      if (notFound) {
        // The browser logs the document's own 404 status.
        consoleErrors.allow(/status of 404/);
      }
      const response = await page.goto(route);
      expect(response?.status(), 'status').toBe(notFound ? 404 : 200);
      if (declared.some(({crashesWhileRendering}) => crashesWhileRendering)) {
        // The app never finishes hydrating: the site's error screen replaces the page.
        await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
      } else {
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      }
      await expect(page.locator(type.selector), `a ${type.name} (${type.selector})`).not.toHaveCount(0);

      // Lazy images load now, wherever they are on the page.
      await page.evaluate(() =>
        document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')),
      );
      await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
      const brokenImages = await page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => img.naturalWidth === 0 && img.getAttribute('src'))
          .map((img) => img.currentSrc || img.src),
      );
      expect(brokenImages, 'broken images').toEqual([]);

      const severe = await findAxeViolations(page, {impacts: ['serious', 'critical']});
      expect(severe, 'axe violations of serious or critical impact').toEqual([]);
      expect(outside, 'requests leaving loopback').toEqual([]);
    });
  }
});
