import {mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'fs/promises';
import {tmpdir} from 'os';
import path from 'path';
import vm from 'vm';
import {afterEach, describe, expect, it} from 'vitest';
import {builtDocPage} from './builtDocPage';
import {collectRecords, indexFiles, scopedShardsGlob, writeIndex} from './writeIndex';
import {indexScriptGlobal} from './indexScript';
import type {SearchRecord} from './engine/types';

/** Text that a naive script writer would break: a line separator, quotes, a closing tag. */
const record: SearchRecord = {
  objectID: '1',
  url: 'https://example.com/docs/cli/',
  type: 'lvl1',
  hierarchy: {
    lvl0: 'Docs',
    lvl1: 'CLI \u2028 "quoted" </script>',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  position: 0,
};

describe('writeIndex', () => {
  let directory = '';
  afterEach(() => rm(directory, {recursive: true, force: true}));

  it('writes a script twin of every file that registers the same data as the JSON', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    const {files: count} = await writeIndex(directory, [record], {scriptTwins: true});
    const files = (await readdir(directory, {recursive: true})).filter((file) => file.endsWith('.json'));
    expect(files).toHaveLength(count);
    const sandbox: {window: Record<string, Record<string, unknown>>} = {window: {}};
    for (const file of files) {
      vm.runInNewContext(await readFile(path.join(directory, `${file}.js`), 'utf8'), sandbox);
    }
    for (const file of files) {
      const json: unknown = JSON.parse(await readFile(path.join(directory, file), 'utf8'));
      expect(sandbox.window[indexScriptGlobal]![file]).toEqual(json);
    }
    expect(Object.keys(sandbox.window[indexScriptGlobal]!).sort()).toEqual(files.sort());
  });

  it('writes JSON only, unless asked for the script twins', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    await writeIndex(directory, [record]);
    expect((await readdir(directory, {recursive: true})).filter((file) => file.endsWith('.js'))).toEqual([]);
  });
});

describe('collectRecords', () => {
  let directory = '';
  afterEach(() => rm(directory, {recursive: true, force: true}));

  /** A built doc page whose text links to `links`, and whose sidebar links to every page. */
  const docPage = (title: string, links: string[]) =>
    builtDocPage(`<p>${links.map((link) => `<a href="${link}">a link</a>`).join(' ')} and the text.</p>`, {
      title,
      sidebar: '<a href="/docs/blog/">Blog</a><a href="/docs/pages/">Pages</a>',
    });

  it("lists first the pages that more pages' text links to, then by path", async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'built-site-'));
    const pages = {
      '/docs/blog/': docPage('Blog plugin', ['/docs/docs/#options']),
      '/docs/docs/': docPage('Docs plugin', ['/docs/blog/', '#options', '/docs/docs/']),
      '/docs/guide/': docPage('Guide', ['../docs/', 'https://example.com/docs/pages/']),
      '/docs/pages/': docPage('Pages plugin', []),
    };
    for (const [routePath, html] of Object.entries(pages)) {
      await mkdir(path.join(directory, routePath), {recursive: true});
      await writeFile(path.join(directory, routePath, 'index.html'), html);
    }
    const {records, pages: count} = await collectRecords(directory, Object.keys(pages), []);
    expect(count).toBe(4);
    // The docs plugin's page is linked from two pages, the blog's from one (the docs page's own
    // links, the sidebar's and another site's do not count).
    expect([...new Set(records.map((record) => record.url.split('#')[0]))]).toEqual([
      '/docs/docs/',
      '/docs/blog/',
      '/docs/guide/',
      '/docs/pages/',
    ]);
  });
});

describe('scopedShardsGlob', () => {
  it("matches the folders of the scope's shards, under any language, and no other shard's", () => {
    const records = [
      {...record, url: '/docs/cli/'},
      {...record, objectID: '2', url: '/tests/pages/cli/', docusaurus_tag: 'default'},
      {...record, objectID: '3', url: '/tests/docs/cli/'},
      {...record, objectID: '4', url: '/examples/cli/', docusaurus_tag: 'default'},
    ];
    const {manifest} = indexFiles(records, {}, ['/tests/', '/examples/']);
    expect(scopedShardsGlob('search-index', '/tests/')).toBe('search-index/*/*@_tests_.*/**');
    // What that glob matches under search-index/: a language folder, then a folder whose name holds
    // "@_tests_." (a glob's * never crosses a slash), then any file below it.
    const matched = manifest.shards.filter(({directory}) => /^[^/]+\/[^/]*@_tests_\.[^/]+$/.test(directory));
    expect(matched.map(({scope}) => scope)).toEqual(['/tests/', '/tests/']);
    expect(manifest.shards.filter(({scope}) => scope === '/tests/')).toEqual(matched);
  });
});
