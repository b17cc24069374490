import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {BrowserContext} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * Visits the routes of the build and checks each one. `npm test` visits a
 * sample (every page type at least twice); `npm run crawl` (CRAWL=full)
 * visits every route.
 */
const buildDir = path.resolve('build');
const full = process.env.CRAWL === 'full';
const concurrency = Number(process.env.CRAWL_CONCURRENCY ?? 2);

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

/** Page types, as the `<html>` class names that the theme sets, by path. */
const pageTypes: {name: string; pattern: RegExp; htmlClass: RegExp}[] = [
  {name: 'debug page', pattern: /^\/__docusaurus\/debug\//, htmlClass: /\bplugin-debug\b/},
  {name: 'blog tags list', pattern: /^\/(tests\/)?blog\/tags\/$/, htmlClass: /\bblog-tags-list-page\b/},
  {name: 'blog tag page', pattern: /^\/(tests\/)?blog\/tags\/[^/]+\/(page\/\d+\/)?$/, htmlClass: /\bblog-tags-post-list-page\b/},
  {name: 'blog authors list', pattern: /^\/(tests\/)?blog\/authors\/$/, htmlClass: /\bblog-authors-list-page\b/},
  {name: 'blog author page', pattern: /^\/(tests\/)?blog\/authors\/[^/]+\/(page\/\d+\/|authors\/\d+\/)?$/, htmlClass: /\bblog-authors-posts-page\b/},
  {name: 'blog archive', pattern: /^\/(tests\/)?blog\/archive\/$/, htmlClass: /\bblog-archive-page\b/},
  {name: 'blog list', pattern: /^\/(tests\/)?blog\/(page\/\d+\/)?$/, htmlClass: /\bblog-list-page\b/},
  {name: 'blog post', pattern: /^\/(tests\/)?blog\/.+/, htmlClass: /\bblog-post-page\b/},
  {name: 'changelog list', pattern: /^\/changelog\/(page\/\d+\/)?$/, htmlClass: /\bblog-list-page\b/},
  {name: 'changelog author page', pattern: /^\/changelog\/authors\/.*$/, htmlClass: /\bblog-authors-(posts|list)-page\b/},
  {name: 'changelog entry', pattern: /^\/changelog\/.+/, htmlClass: /\bblog-post-page\b/},
  {name: 'docs tags', pattern: /^\/(tests\/)?(docs|community)\/tags\/.*$/, htmlClass: /\bdocs-tags-(list|doc-list)-page\b/},
  {name: 'doc', pattern: /^\/(tests\/)?(docs|community)\/.*$/, htmlClass: /\bdocs-(doc|generated-index)-page\b|\bdocs-doc-id-/},
  {name: 'page', pattern: /.*/, htmlClass: /\bplugin-pages\b|\bplugin-id-/},
];

function pageTypeOf(route: string) {
  return pageTypes.find(({pattern}) => pattern.test(route))!;
}

/** Console errors that pages made to show failures raise on purpose. */
const declaredErrors: {route: RegExp; message: RegExp}[] = [
  {route: /^\/tests\/pages\/crashTest\/$/, message: /.*/},
  {route: /^\/tests\/pages\/error-boundary-tests\/$/, message: /.*/},
];

function routesToVisit(): string[] {
  const routes = [...new Set([...sitemapRoutes(), ...builtRoutes()])].sort();
  if (full) {
    return routes;
  }
  // The sample: the first, middle and last route of each page type, and of each top-level section.
  const groups = new Map<string, string[]>();
  for (const route of routes) {
    for (const key of [pageTypeOf(route).name, route.split('/').slice(0, 3).join('/')]) {
      groups.set(key, [...(groups.get(key) ?? []), route]);
    }
  }
  const sample = new Set<string>();
  for (const group of groups.values()) {
    for (const index of [0, Math.floor(group.length / 2), group.length - 1]) {
      sample.add(group[index]!);
    }
  }
  return [...sample].sort();
}

function isLoopback(url: string): boolean {
  const {protocol, hostname} = new URL(url);
  return !/^https?:$|^wss?:$/.test(protocol) || hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

async function checkRoute(context: BrowserContext, route: string): Promise<string[]> {
  const problems: string[] = [];
  const page = await context.newPage();
  const allowed = declaredErrors.filter((declared) => declared.route.test(route)).map((declared) => declared.message);
  const report = (text: string) => {
    if (!allowed.some((pattern) => pattern.test(text))) {
      problems.push(text);
    }
  };
  page.on('console', (message) => message.type() === 'error' && report(`console error: ${message.text()}`));
  page.on('pageerror', (error) => report(`uncaught exception: ${error.message}`));
  page.on('request', (request) => !isLoopback(request.url()) && problems.push(`request leaving loopback: ${request.url()}`));
  try {
    const response = await page.goto(route);
    if (response?.status() !== 200) {
      problems.push(`status ${response?.status()}`);
    }
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const type = pageTypeOf(route);
    const htmlClass = (await page.locator('html').getAttribute('class')) ?? '';
    if (!type.htmlClass.test(htmlClass)) {
      problems.push(`expected a ${type.name}, html class is "${htmlClass}"`);
    }
    // Lazy images load now, wherever they are on the page.
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    const brokenImages = await page.evaluate(() =>
      Array.from(document.images).filter((img) => img.naturalWidth === 0 && img.getAttribute('src')).map((img) => img.currentSrc || img.src),
    );
    problems.push(...brokenImages.map((src) => `broken image: ${src}`));
    const {violations} = await new AxeBuilder({page}).analyze();
    for (const violation of violations.filter(({impact}) => impact === 'serious' || impact === 'critical')) {
      problems.push(`axe ${violation.impact} ${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
    }
  } catch (error) {
    problems.push(`failed: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return problems.map((problem) => `${route}: ${problem}`);
}

test('crawl: every route answers, renders its page type, and has no errors, outside requests, broken images or axe violations', async ({context}) => {
  const routes = routesToVisit();
  test.setTimeout(60_000 + routes.length * 15_000 / concurrency);
  const started = Date.now();
  const failures: string[] = [];
  const queue = [...routes];
  await Promise.all(
    Array.from({length: concurrency}, async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        failures.push(...(await checkRoute(context, route)));
      }
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`crawl (${full ? 'full' : 'sample'}): ${routes.length} routes visited in ${seconds} s, ${failures.length} failures`);
  expect(failures).toEqual([]);
});
