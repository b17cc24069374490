import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {DocsVersionListing} from './collectCopyPages';
import {writeCopies} from './markdownCopiesStep';

const docPage = (title: string, body: string, head = '') =>
  `<html><head><meta name="description" content="About ${title}.">${head}</head><body><main><article>
  <div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></main></body></html>`;

const version = (label: string, folder: string, isLast: boolean, permalinks: string[]): DocsVersionListing => ({
  instance: 'default',
  label,
  path: folder,
  isLast,
  sections: [{label: 'Docs', docs: permalinks.map((permalink) => ({permalink, title: permalink, description: 'D.'}))}],
});

describe('writeCopies', () => {
  let outDir: string;
  const site = {baseUrl: '/', siteUrl: 'https://docs.example.org', siteTitle: 'Docusaurus', tagline: 'Docs.'};
  const write = async (route: string, html: string) => {
    await mkdir(path.join(outDir, route), {recursive: true});
    await writeFile(path.join(outDir, route, 'index.html'), html);
  };
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

  beforeEach(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'markdown-copies-'));
  });
  afterEach(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  it('writes each copy next to its page, with links to the other copies, and the llms files of each version', async () => {
    await write(
      'docs/intro',
      docPage('Introduction', '<p>See <a href="/docs/cli/">the CLI</a> and <a href="/docs/tags/">tags</a>.</p>'),
    );
    await write('docs/cli', docPage('CLI', '<p>Commands.</p>'));
    await write('docs/3.8.1/cli', docPage('CLI', '<p>Old commands.</p>'));
    const summary = await writeCopies(
      [{permalink: '/docs/intro/'}, {permalink: '/docs/cli/'}, {permalink: '/docs/3.8.1/cli/'}],
      [
        version('Canary', '/docs/', true, ['/docs/intro/', '/docs/cli/']),
        version('3.8.1', '/docs/3.8.1/', false, ['/docs/3.8.1/cli/']),
      ],
      {outDir, ...site},
    );
    expect(await read('docs/intro.md')).toBe(
      '# Introduction\n\nAbout Introduction.\n\nSee [the CLI](https://docs.example.org/docs/cli.md) and [tags](https://docs.example.org/docs/tags/).\n',
    );
    expect(await read('docs/3.8.1/cli.md')).toBe('# CLI\n\nAbout CLI.\n\nOld commands.\n');
    expect(await read('llms.txt')).toContain('- [/docs/cli/](https://docs.example.org/docs/cli.md): D.');
    expect(await read('llms.txt')).toContain('Other versions: [3.8.1](https://docs.example.org/docs/3.8.1/llms.txt).');
    expect(await read('docs/3.8.1/llms-full.txt')).toContain(
      'URL: https://docs.example.org/docs/3.8.1/cli/\n\n# CLI\n',
    );
    expect(summary).toMatchObject({copies: 3, llmsFiles: 4});
    expect(summary.copyBytes).toBeGreaterThan(100);
  });

  it('stops at a page that asks search engines not to index it, and says how to leave it out', async () => {
    await write('examples/hidden', docPage('Hidden', '<p>x</p>', '<meta name="robots" content="noindex">'));
    await expect(writeCopies([{permalink: '/examples/hidden/'}], [], {outDir, ...site})).rejects.toThrow(
      '/examples/hidden/ asks search engines not to index it (robots noindex), so it gets no Markdown copy: add its path to the "excludePaths" of markdown-copies',
    );
  });

  it('names the page whose HTML it cannot convert', async () => {
    await write('broken', '<html><body><p>No main.</p></body></html>');
    await expect(writeCopies([{permalink: '/broken/'}], [], {outDir, ...site})).rejects.toThrow(
      'the copy of /broken/: the page https://docs.example.org/broken/ has no <main> element',
    );
  });
});
