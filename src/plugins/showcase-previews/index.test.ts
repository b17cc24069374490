import {mkdtemp, readdir, stat, writeFile} from 'fs/promises';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import showcasePreviewsPlugin, {
  previewFileName,
  previewsModuleAlias,
  previewsModuleSource,
  renderPreviews,
  validateOptions,
} from './index';
import {DEFAULT_OPTIONS} from './options';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never});

const sites = [
  {name: 'Jest', website: 'https://jestjs.io/'},
  {name: 'Redux', website: 'https://redux.js.org/'},
];
const small = {width: 206, height: 116};

describe('showcase-previews options', () => {
  it('default to cards as wide as the largest ideal image size', () => {
    expect(validate({})).toEqual({...DEFAULT_OPTIONS, id: 'default'});
    expect(DEFAULT_OPTIONS.width).toBe(1030);
  });

  it('reject sizes that are not whole pixel counts', () => {
    expect(() => validate({width: 10.5})).toThrow(/"width" must be an integer/);
    expect(() => validate({height: 'tall'})).toThrow(/"height" must be a number/);
  });
});

describe('rendering previews', () => {
  it('writes one PNG per site at the card size', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'previews-'));
    const previews = await renderPreviews(sites, small, dir);
    expect(previews.map((preview) => preview.name)).toEqual(['Jest', 'Redux']);
    for (const preview of previews) {
      const metadata = await sharp(preview.file).metadata();
      expect(metadata).toMatchObject({format: 'png', width: 206, height: 116});
    }
  });

  it('reuses cached cards and removes cards that are no longer needed', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'previews-'));
    const [first] = await renderPreviews(sites, small, dir);
    const before = await stat(first!.file);
    await writeFile(path.join(dir, 'removed-site-0123456789ab.png'), 'stale');
    await renderPreviews(sites, small, dir);
    expect((await stat(first!.file)).mtimeMs).toBe(before.mtimeMs);
    expect((await readdir(dir)).sort()).toEqual(sites.map((site) => previewFileName(site, small)).sort());
  });

  it('names a card after the content it draws', () => {
    expect(previewFileName(sites[0]!, small)).toMatch(/^jest-[0-9a-f]{12}\.png$/);
    expect(previewFileName(sites[0]!, small)).not.toBe(previewFileName(sites[0]!, {width: 300, height: 200}));
  });
});

describe('the generated module', () => {
  it('imports every card so that the ideal image loader processes it', () => {
    const source = previewsModuleSource([
      {name: 'Jest', file: '/cache/jest-1.png'},
      {name: 'Redux', file: '/cache/redux-2.png'},
    ]);
    expect(source).toContain('import preview0 from "/cache/jest-1.png";');
    expect(source).toContain('"Redux": preview1,');
  });

  it('is created in contentLoaded and aliased for site code', async () => {
    const context = {siteDir: '/site', generatedFilesDir: '/site/.docusaurus'} as LoadContext;
    const plugin = showcasePreviewsPlugin(context, {...DEFAULT_OPTIONS});
    const created: Record<string, string> = {};
    const actions = {
      createData: async (name: string, data: string) => {
        created[name] = data;
        return `/site/.docusaurus/showcase-previews/default/${name}`;
      },
    } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded?.({content: [{name: 'Jest', file: '/cache/jest-1.png'}], actions});
    expect(created['previews.js']).toContain('"Jest": preview0');
    const webpackConfig = plugin.configureWebpack?.({} as never, false, {} as never, {} as never);
    expect(webpackConfig).toEqual({
      resolve: {alias: {[previewsModuleAlias]: '/site/.docusaurus/showcase-previews/default/previews.js'}},
    });
  });
});
