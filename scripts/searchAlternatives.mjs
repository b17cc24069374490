// The engines `npm run bench:search` compares the site's own with, on the same pages and queries:
// Pagefind (the engine Starlight ships) indexing the built pages, and MiniSearch set up as VitePress's
// local search sets it up. Each is measured as a reader meets it: Pagefind in Chromium over loopback,
// MiniSearch in Node on its whole serialized index, which VitePress loads before the first result.
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {createServer} from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import MiniSearch from 'minisearch';
import * as pagefind from 'pagefind';

const contentTypes = {'.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html'};

/**
 * Pagefind with its default ranking over the given pages of the build. Its root is each page's <main>
 * without its navigation (breadcrumbs, pagination, the table of contents), so that it indexes what our
 * extraction indexes. Returns its search in Chromium and what it downloads.
 */
export async function startPagefind({buildDir, pagePaths, browser}) {
  const outputDir = await mkdtemp(path.join(os.tmpdir(), 'bench-pagefind-'));
  const {index, errors} = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: ['nav', '.theme-doc-toc-mobile', '.theme-doc-toc-desktop', '.theme-doc-footer'],
    forceLanguage: 'en',
  });
  if (!index) throw new Error(`Pagefind: ${errors.join(', ')}`);
  const indexingStarted = performance.now();
  for (const pagePath of pagePaths) {
    const content = await readFile(path.join(buildDir, decodeURIComponent(pagePath), 'index.html'), 'utf8');
    const added = await index.addHTMLFile({url: pagePath, content});
    if (added.errors.length > 0) throw new Error(`Pagefind on ${pagePath}: ${added.errors.join(', ')}`);
  }
  await index.writeFiles({outputPath: path.join(outputDir, 'pagefind')});
  const indexingMilliseconds = Math.round(performance.now() - indexingStarted);
  await pagefind.close();

  // Pagefind's own files are compressed already (its index and fragments) or small: they go as written.
  const server = createServer(async (request, response) => {
    const {pathname} = new URL(request.url, 'http://localhost');
    const file = pathname === '/' ? null : path.join(outputDir, decodeURIComponent(pathname));
    try {
      const body = file ? await readFile(file) : Buffer.from('<!doctype html><title>Pagefind</title>');
      response.writeHead(200, {
        'content-type': file ? (contentTypes[path.extname(file)] ?? 'application/octet-stream') : 'text/html',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;

  return {
    indexingMilliseconds,
    /** A reader's first visit: a fresh browser context (empty cache) that counts what Pagefind downloads. */
    async open() {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fetched = {files: 0, bytes: 0};
      page.on('requestfinished', async (request) => {
        if (!request.url().includes('/pagefind/')) return;
        const sizes = await request.sizes();
        fetched.files += 1;
        fetched.bytes += sizes.responseBodySize;
      });
      await page.goto(`${origin}/`);
      // Pagefind's runtime, which the browser loads from the index's folder (not a module of this project).
      await page.evaluate(async (runtime) => {
        window.pagefind = await import(runtime);
      }, '/pagefind/pagefind.js');
      return {
        fetched,
        /** A query as Pagefind's UI shows it: the page URL of each of the first `limit` results, loaded. */
        search: (query, limit = 10) =>
          page.evaluate(
            async ([text, count]) => {
              const started = performance.now();
              const {results} = await window.pagefind.search(text);
              const shown = await Promise.all(results.slice(0, count).map((result) => result.data()));
              return {
                milliseconds: performance.now() - started,
                urls: shown.map(({url}) => url),
                total: results.length,
              };
            },
            [query, limit],
          ),
        close: () => context.close(),
      };
    },
    close: async () => {
      server.close();
      await rm(outputDir, {recursive: true, force: true});
    },
  };
}

/**
 * MiniSearch as VitePress's local search builds it: one document per section of a page (a heading and
 * the text below it), fields `title` (the section's heading), `titles` (the headings above it) and `text`,
 * and VitePress's search options: fuzzy 0.2, prefix, title weighing 4, text 2, the headings above 1.
 */
export function buildMiniSearch(records) {
  const sections = new Map();
  for (const record of records) {
    let section = sections.get(record.url);
    if (!section) {
      const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
        .map((level) => record.hierarchy[level])
        .filter(Boolean);
      section = {id: record.url, title: levels.at(-1) ?? '', titles: levels.slice(0, -1), text: ''};
      sections.set(record.url, section);
    }
    if (record.type === 'content' && record.content) section.text += `${record.content}\n`;
  }
  const miniSearch = new MiniSearch({
    fields: ['title', 'titles', 'text'],
    storeFields: ['title', 'titles'],
    // `titles` is a list: MiniSearch indexes its words as one text.
    extractField: (document, field) => (field === 'titles' ? document.titles.join(' ') : document[field]),
    searchOptions: {fuzzy: 0.2, prefix: true, boost: {title: 4, text: 2, titles: 1}},
  });
  miniSearch.addAll([...sections.values()]);
  const serialized = JSON.stringify(miniSearch);
  return {
    sections: sections.size,
    gzipBytes: gzipSync(serialized, {level: 9}).length,
    search: (query, limit = 10) => {
      const started = performance.now();
      const results = miniSearch.search(query);
      return {
        milliseconds: performance.now() - started,
        urls: results.slice(0, limit).map(({id}) => id),
        total: results.length,
      };
    },
  };
}
