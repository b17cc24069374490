import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {convertPages} from './convertPages';

describe('convertPages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'convert-pages-'));
  });
  afterEach(async () => {
    await rm(dir, {recursive: true, force: true});
  });

  it('answers every page, in the order of the jobs, while each worker holds more than one', async () => {
    const titles = Array.from({length: 9}, (_, page) => `Page ${page}`);
    const jobs = await Promise.all(
      titles.map(async (title, page) => {
        const file = path.join(dir, `${page}.html`);
        await writeFile(
          file,
          `<html><head><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`,
        );
        return {permalink: `/page-${page}/`, file, pageUrl: `https://example.org/page-${page}/`};
      }),
    );
    const converted = await convertPages(jobs, [], 2);
    expect(converted.map(({title}) => title)).toEqual(titles);
  });

  it('rejects with the message of the page that failed', async () => {
    const file = path.join(dir, 'no-main.html');
    await writeFile(file, '<html><body><p>No main.</p></body></html>');
    await expect(
      convertPages([{permalink: '/no-main/', file, pageUrl: 'https://example.org/no-main/'}], [], 1),
    ).rejects.toThrow('the copy of /no-main/: the page https://example.org/no-main/ has no <main> element');
  });
});
