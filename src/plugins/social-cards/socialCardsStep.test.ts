import {mkdtemp, readdir, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {socialCardsStep, validateOptions} from './index';
import {writeCards} from './socialCardsStep';
import type {CardText} from './renderCard';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never});

describe('social-cards options', () => {
  it('excludes no path by default', () => {
    expect(validate({}).excludePaths).toEqual([]);
  });

  it('names a path without its slashes and the form it needs', () => {
    expect(() => validate({excludePaths: ['tests']})).toThrow(
      /each of "excludePaths" starts and ends with a slash, such as "\/tests\/"; tests does not/,
    );
    expect(() => socialCardsStep({excludePaths: ['/tests']})).toThrow(/"\/tests" does not|\/tests does not/);
  });
});

describe('writeCards', () => {
  let dir: string;
  let outDir: string;
  let cacheDir: string;
  let rendered: string[];
  const render = async ({title}: CardText) => {
    rendered.push(title);
    return Buffer.from(`png of ${title}`);
  };
  const pages = [
    {permalink: '/docs/intro/', title: 'Introduction', place: 'Docs · Canary'},
    {permalink: '/', title: 'Docusaurus', place: 'docs.example.org'},
  ];

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'social-cards-'));
    outDir = path.join(dir, 'build');
    cacheDir = path.join(dir, 'cache');
    rendered = [];
  });
  afterEach(() => rm(dir, {recursive: true, force: true}));

  it("writes each page's card at the path its head names", async () => {
    const summary = await writeCards(pages, {outDir, baseUrl: '/', cacheDir, render});
    expect(summary).toEqual({cards: 2, rendered: 2, bytes: 'png of Introduction'.length + 'png of Docusaurus'.length});
    expect(await readFile(path.join(outDir, 'social-cards/docs/intro.png'), 'utf8')).toBe('png of Introduction');
    expect(await readFile(path.join(outDir, 'social-cards/index.png'), 'utf8')).toBe('png of Docusaurus');
  });

  it('renders again only the cards whose text changed, and keeps only the cards in use', async () => {
    await writeCards(pages, {outDir, baseUrl: '/', cacheDir, render});
    rendered = [];
    await writeCards(pages, {outDir: path.join(dir, 'build2'), baseUrl: '/', cacheDir, render});
    expect(rendered).toEqual([]);
    expect(await readFile(path.join(dir, 'build2/social-cards/docs/intro.png'), 'utf8')).toBe('png of Introduction');

    const renamed = [{...pages[0]!, title: 'Getting started'}, pages[1]!];
    await writeCards(renamed, {outDir, baseUrl: '/', cacheDir, render});
    expect(rendered).toEqual(['Getting started']);
    expect(await readdir(cacheDir)).toHaveLength(2);
  });

  it('renders again when a cached card was deleted', async () => {
    await writeCards(pages, {outDir, baseUrl: '/', cacheDir, render});
    const [first] = await readdir(cacheDir);
    await rm(path.join(cacheDir, first!));
    rendered = [];
    await writeCards(pages, {outDir, baseUrl: '/', cacheDir, render});
    expect(rendered).toHaveLength(1);
  });

  it('names the page whose card failed', async () => {
    const failing = async () => {
      throw new Error('no font of the card has "文档"');
    };
    await expect(writeCards(pages, {outDir, baseUrl: '/', cacheDir, render: failing})).rejects.toThrow(
      'the card of /docs/intro/ ("Introduction"): no font of the card has "文档"',
    );
  });
});
