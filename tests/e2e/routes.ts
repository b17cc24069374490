import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

/**
 * The routes of build/ and what kind of page each one is: shared by the crawl (every route) and the
 * accessibility spec (a representative set per page type).
 */
const buildDir = path.resolve('build');

/** Routes listed by the sitemap, which leaves out the test area. */
function sitemapRoutes(): string[] {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Whether a built HTML file is a client-redirect stub rather than a page. */
function isRedirectStub(html: string): boolean {
  return html.includes('http-equiv="refresh"');
}

/** Every page of the build folder, but the client-redirect stubs. */
export function builtRoutes(directory = buildDir): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(directory, {withFileTypes: true})) {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      routes.push(...builtRoutes(entryPath));
    } else if (entry.name === 'index.html' && !isRedirectStub(readFileSync(entryPath, 'utf8'))) {
      routes.push(`/${path.relative(buildDir, directory).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'));
    }
  }
  return routes;
}

export type PageType = {name: string; pattern: RegExp; selector: string};

/**
 * Page types, by path, and what shows that a page is of that type: the class
 * name that the theme puts on `<html>`, or for the pages without one
 * (debug pages, blog archive) an element of their own layout.
 */
const pageTypes: PageType[] = [
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

export function pageTypeOf(route: string): PageType {
  return pageTypes.find(({pattern}) => pattern.test(route))!;
}

/**
 * Unknown addresses under each docs version, the blog, the changelog, the community docs and the test
 * area: the host answers them with 404.html, rendered once for /404.html, which must still hydrate cleanly.
 */
export const notFoundRoutes = [
  '/docs/no-such-page/',
  '/docs/3.8.1/no-such-page/',
  '/docs/3.7.0/no-such-page/',
  '/blog/no-such-post/',
  '/changelog/no-such-entry/',
  '/community/no-such-page/',
  '/tests/no-such-page/',
];

/** Every route of the build (sitemap and build folder), plus the unknown addresses above, sorted. */
export function allRoutes(): string[] {
  return [...new Set([...sitemapRoutes(), ...builtRoutes(), ...notFoundRoutes])].sort();
}

/** The first route of each page type in path order, with its type's name. */
export function representativeRoutes(): {route: string; type: string}[] {
  const firstOfType = new Map<string, string>();
  for (const route of allRoutes()) {
    const type = pageTypeOf(route).name;
    if (!firstOfType.has(type)) {
      firstOfType.set(type, route);
    }
  }
  return [...firstOfType].map(([type, route]) => ({route, type}));
}

/** What a link on a page may point to in build/: a page, a redirect stub or a file. */
export function buildTargetExists(pathname: string): boolean {
  const file = path.join(buildDir, decodeURIComponent(pathname));
  if (!file.startsWith(buildDir)) {
    return false;
  }
  // Without a trailing slash, a folder is served through its index.html (or the host adds the slash).
  return (
    existsSync(path.join(file, 'index.html')) ||
    (!pathname.endsWith('/') && existsSync(file) && statSync(file).isFile())
  );
}

/**
 * A built HTML file of build/ (a path inside it), parsed by htmlparser2 with HTML's rules (cheerio's `xml`
 * option) rather than parse5: several times faster, and the tests that read every page took a minute of CI.
 */
export function parseBuiltFile(file: string): CheerioAPI {
  return load(readFileSync(path.join(buildDir, file), 'utf8'), {xml: {xmlMode: false}});
}

const idsByPage = new Map<string, Set<string>>();

/** The element ids (and named anchors) in the server-rendered HTML of a route of build/. */
export function renderedIds(pathname: string): Set<string> {
  let ids = idsByPage.get(pathname);
  if (!ids) {
    const $ = parseBuiltFile(path.join(decodeURIComponent(pathname), 'index.html'));
    ids = new Set($('[id], a[name]').map((_, element) => $(element).attr('id') ?? $(element).attr('name')!));
    idsByPage.set(pathname, ids);
  }
  return ids;
}
