import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import {pathToFileURL} from 'url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {listItemsModuleSource} from './listItems';

let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'list-items-'));
  for (const version of ['3.8.1', '3.8.0']) {
    await fs.writeFile(
      path.join(dir, `${version}.mjs`),
      [
        `export default function Entry() { return ${JSON.stringify(version)}; }`,
        `export const metadata = {permalink: '/changelog/${version}'};`,
        `export const frontMatter = {title: ${JSON.stringify(version)}};`,
      ].join('\n'),
    );
  }
});

afterAll(async () => {
  await fs.rm(dir, {recursive: true, force: true});
});

type Item = {
  content: (() => string) & {metadata: {permalink: string}; frontMatter: {title: string}};
};

describe('listItemsModuleSource', () => {
  it('imports every entry, with its query, into one module that exports the items as the list page reads them', async () => {
    const items = ['3.8.1', '3.8.0'].map((version) => ({
      content: {__import: true, path: path.join(dir, `${version}.mjs`), query: {truncated: true}},
    }));
    const source = listItemsModuleSource('/changelog/', items);
    expect(source).toContain(`import * as entry0 from ${JSON.stringify(`${items[0]!.content.path}?truncated=true`)};`);
    const file = path.join(dir, 'list.mjs');
    await fs.writeFile(file, source);
    const {default: loaded} = (await import(pathToFileURL(file).href)) as {default: Item[]};
    expect(loaded.map(({content}) => [content(), content.metadata.permalink, content.frontMatter.title])).toEqual([
      ['3.8.1', '/changelog/3.8.1', '3.8.1'],
      ['3.8.0', '/changelog/3.8.0', '3.8.0'],
    ]);
  });

  it('keeps a module given as a plain path as it is', () => {
    expect(listItemsModuleSource('/changelog/', [{content: '@site/changelog/3.8.1.md'}])).toContain(
      'import * as entry0 from "@site/changelog/3.8.1.md";',
    );
  });

  it('names the page whose route has no entries, or an entry without content', () => {
    expect(() => listItemsModuleSource('/changelog/page/2/', undefined)).toThrow(
      'The list page /changelog/page/2/ has no list of entries in its route modules.',
    );
    expect(() => listItemsModuleSource('/changelog/', [{content: {path: 'x.md'}}, {}])).toThrow(
      'Entry 0 of the list page /changelog/ has no content module.',
    );
  });
});
