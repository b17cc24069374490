import {mkdtemp, readFile, readdir} from 'fs/promises';
import os from 'os';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions} from './options';
import {resolveSeams, verifySeams} from './verifySeams';
import {writeIndex} from './writeIndex';
import {metaFile, type ShardMeta} from './engine/indexFormat';
import type {SearchRecord} from './engine/types';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never});

describe('local-search options', () => {
  it('has working defaults', () => {
    expect(validate({})).toMatchObject({
      enabled: true,
      indexDirectory: 'search-index',
      sections: [],
      missingResultsUrl: '',
      contentWeights: {docs: 1, pages: 0.9, blog: 0.8},
      hashRouterPagesDirectory: 'build',
      scopedPaths: [],
      reactPagePaths: [],
      sectionSearches: '',
    });
  });

  it('lays the weights given over the default ones, kind by kind', () => {
    expect(validate({contentWeights: {changelog: 0.5, blog: 0.6}}).contentWeights).toEqual({
      docs: 1,
      pages: 0.9,
      blog: 0.6,
      changelog: 0.5,
    });
  });

  it('names the option that is wrong and what it accepts', () => {
    expect(() => validate({indexDirectory: '../outside'})).toThrow(
      '"indexDirectory" must be a single folder name of lower-case letters, digits and dashes',
    );
    expect(() => validate({missingResultsUrl: 'https://example.org/issues'})).toThrow(
      '"missingResultsUrl" must contain the marker "query" in curly braces, where the search query goes',
    );
    expect(() => validate({sections: [{pathPrefix: 'docs/', lvl0: 'Docs'}]})).toThrow(/pathPrefix/);
    for (const folder of ['/srv/build', '../other-site/build']) {
      expect(() => validate({hashRouterPagesDirectory: folder})).toThrow(
        '"hashRouterPagesDirectory" must be a folder inside the site, as a relative path such as "build"',
      );
    }
    for (const folder of ['/srv/searches', '../searches']) {
      expect(() => validate({sectionSearches: folder})).toThrow(
        '"sectionSearches" must be a folder inside the site, as a relative path such as "src/data/section-searches", or ""',
      );
    }
    for (const prefix of ['tests/', '/tests', '']) {
      expect(() => validate({scopedPaths: ['/examples/', prefix]})).toThrow(
        'each of "scopedPaths" must be a path prefix that starts and ends with "/", such as "/tests/"',
      );
    }
    for (const pagePath of ['feature-requests/', '/feature-requests', '']) {
      expect(() => validate({reactPagePaths: [pagePath]})).toThrow(
        'each of "reactPagePaths" must be the path of a page, starting and ending with "/", such as "/feature-requests/"',
      );
    }
    for (const weight of ['high', 0, 50]) {
      expect(() => validate({contentWeights: {changelog: weight}})).toThrow(
        '"contentWeights.changelog" must be a number from 0.1 to 10 (the weight of that kind of page)',
      );
    }
  });
});

describe('seams with the installed search theme', () => {
  it('all hold for the installed packages', () => {
    expect(() => verifySeams(resolveSeams().seams)).not.toThrow();
  });

  it('fail with the file and the missing text when a package changes', () => {
    const seams = [
      {file: '/theme/SearchPage.js', mustContain: "from 'algoliasearch/lite'", why: 'the client is aliased'},
    ];
    expect(() => verifySeams(seams, () => "from 'algoliasearch/dist/lite'")).toThrow(
      `/theme/SearchPage.js should contain "from 'algoliasearch/lite'" (the client is aliased)`,
    );
    expect(() =>
      verifySeams(seams, () => {
        throw new Error('ENOENT');
      }),
    ).toThrow('Local search cannot attach to the installed search theme');
  });
});

describe('index files', () => {
  const record = (tag: string, id: string): SearchRecord => ({
    objectID: id,
    url: `/${id}/`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1: id, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    language: 'en',
    docusaurus_tag: tag,
    position: 0,
  });

  it('are split by language and tag, with content-hashed names in a manifest', async () => {
    const directory = path.join(await mkdtemp(path.join(os.tmpdir(), 'local-search-')), 'search-index');
    const {manifest} = await writeIndex(
      directory,
      [record('default', 'a'), record('docs-default-current', 'b'), record('default', 'c')],
      {scriptTwins: true},
    );
    expect(manifest.shards.map(({tag, records}) => [tag, records])).toEqual([
      ['default', 2],
      ['docs-default-current', 1],
    ]);
    for (const shard of manifest.shards) {
      expect(shard.directory).toMatch(new RegExp(`^en/${shard.tag}\\.[0-9a-f]{10}$`));
      const meta = JSON.parse(await readFile(path.join(directory, metaFile(shard.directory)), 'utf8')) as ShardMeta;
      expect(meta.levels).toHaveLength(shard.records);
    }
    // Asked for (the hash-router copy, opened from disk), each JSON file has a script twin (see indexScript.ts).
    const written = (await readdir(directory, {recursive: true})).filter((file) => /\.json(\.js)?$/.test(file));
    const jsonFiles = written.filter((file) => file.endsWith('.json'));
    expect(jsonFiles).toContain('manifest.json');
    expect(written.sort()).toEqual(jsonFiles.flatMap((file) => [file, `${file}.js`]).sort());
  });
});
