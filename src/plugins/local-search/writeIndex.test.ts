import {mkdtemp, readFile, readdir, rm} from 'fs/promises';
import {tmpdir} from 'os';
import path from 'path';
import vm from 'vm';
import {afterEach, describe, expect, it} from 'vitest';
import {writeIndex} from './writeIndex';
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
