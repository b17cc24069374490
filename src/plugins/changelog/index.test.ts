import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadContext} from '@docusaurus/core/lib/server/site';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import pluginChangelog, {validateOptions} from './index';
import {EmitAvatarsPlugin} from './emitAvatars';
import type {Options} from './options';

/** Five releases, the last one a bad publish. */
const changelog = [
  '# Changelog',
  ...['3.8.1', '3.8.0', '3.7.0', '2.0.0-beta.1'].map((version, index) =>
    [
      // 3.8.1 and 3.8.0 share a day, as several real releases do.
      `## ${version} (${['2025-05-01', '2025-05-01', '2025-03-03', '2025-02-04'][index]})`,
      `Version ${version} records 1 change from 1 committer: 1 bug fix.`,
      '### Bug Fix',
      `- \`fix\` [#${index + 1}](https://github.com/facebook/docusaurus/pull/${index + 1}) by [@ada](https://github.com/ada)`,
      '### Committers',
      index === 0
        ? '- Ada ([@ada](https://github.com/ada))\n- [@Linus](https://github.com/Linus)'
        : '- Ada ([@ada](https://github.com/ada))',
    ].join('\n\n'),
  ),
  '## 2.0.0-alpha.19 (2019-06-07)\n\nVersion 2.0.0-alpha.19 was a failed or bad publish and records no changes. ' +
    'It was superseded by [2.0.0-beta.1](#200-beta1-2025-02-04), the next newer release.\n',
].join('\n\n');

let siteDir: string;
let context: LoadContext;

beforeAll(async () => {
  siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'changelog-site-'));
  await fs.writeFile(
    path.join(siteDir, 'docusaurus.config.js'),
    "module.exports = {title: 'Test site', url: 'https://example.org', baseUrl: '/', trailingSlash: true};\n",
  );
  await fs.writeFile(path.join(siteDir, 'CHANGELOG.md'), changelog);
  await fs.mkdir(path.join(siteDir, 'blog', 'releases'), {recursive: true});
  await fs.writeFile(path.join(siteDir, 'blog', 'releases', '3.8.mdx'), '---\ntitle: Docusaurus 3.8\n---\n');
  context = await loadContext({siteDir});
});

afterAll(async () => {
  await fs.rm(siteDir, {recursive: true, force: true});
});

async function load(options: Options = {}) {
  const validated = validateOptions({validate: normalizePluginOptions as never, options});
  const plugin = (await pluginChangelog(context, validated)) as Plugin<BlogContent>;
  const content = (await plugin.loadContent!()) as BlogContent;
  const routes: RouteConfig[] = [];
  const globalData: unknown[] = [];
  const data = new Map<string, string>();
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: async (name: string, content: string) => {
      const file = path.join(siteDir, '.docusaurus', name);
      data.set(file, content);
      return file;
    },
    setGlobalData: (data: unknown) => globalData.push(data),
  } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded!({content, actions});
  return {plugin, content, routes: routes.map((route) => route.path), routeConfigs: routes, globalData, data};
}

describe('changelog plugin', () => {
  it('turns every changelog entry into a post whose slug is its version, in changelog order', async () => {
    const {content} = await load();
    // Docusaurus adds the trailing slash (trailingSlash: true) when it writes the routes.
    expect(content.blogPosts.map((post) => post.metadata.permalink)).toEqual([
      '/changelog/3.8.1',
      '/changelog/3.8.0',
      '/changelog/3.7.0',
      '/changelog/2.0.0-beta.1',
      '/changelog/2.0.0-alpha.19',
    ]);
    const [newest] = content.blogPosts;
    expect(newest!.metadata).toMatchObject({title: '3.8.1', hasTruncateMarker: true, readingTime: undefined});
    expect(new Date(newest!.metadata.date).toISOString()).toBe('2025-05-01T00:00:00.000Z');
    expect(newest!.metadata.authors.map((author) => author.key)).toEqual(['@ada', '@linus']);
  });

  it('declares every committer as an author with a generated avatar and no page of their own', async () => {
    const {content} = await load();
    expect(content.authorsMap).toMatchObject({
      '@ada': {
        name: 'Ada',
        title: '@ada',
        url: 'https://github.com/ada',
        imageURL: '/changelog/avatars/ada.svg',
        page: null,
      },
      '@linus': {name: 'Linus', title: '@Linus', imageURL: '/changelog/avatars/linus.svg'},
    });
  });

  it('creates the list pages, the entry pages and the authors page, but no archive', async () => {
    const {routes} = await load({postsPerPage: 2});
    expect(routes.sort()).toEqual(
      [
        '/changelog',
        '/changelog/page/2',
        '/changelog/page/3',
        '/changelog/3.8.1',
        '/changelog/3.8.0',
        '/changelog/3.7.0',
        '/changelog/2.0.0-beta.1',
        '/changelog/2.0.0-alpha.19',
        '/changelog/authors',
      ].sort(),
    );
  });

  it('gives every list page the links to the feeds', async () => {
    const {routeConfigs} = await load({postsPerPage: 2});
    const listPages = routeConfigs.filter((route) => /^\/changelog(\/page\/\d+)?$/.test(route.path));
    expect(listPages).toHaveLength(3);
    for (const route of listPages) {
      expect(route.props?.feeds).toEqual([
        {type: 'rss', label: 'RSS feed', href: '/changelog/rss.xml', mediaType: 'application/rss+xml'},
        {type: 'atom', label: 'Atom feed', href: '/changelog/atom.xml', mediaType: 'application/atom+xml'},
        {type: 'json', label: 'JSON feed', href: '/changelog/feed.json', mediaType: 'application/feed+json'},
      ]);
    }
    const {routeConfigs: withoutFeeds} = await load({feedOptions: {type: null}});
    expect(withoutFeeds.find((route) => route.path === '/changelog')!.props?.feeds).toEqual([]);
  });

  it('gives each list page one module that imports the truncated entries it shows', async () => {
    const {routeConfigs, data} = await load({postsPerPage: 2});
    const importsOf = (listPath: string) => {
      const items = routeConfigs.find((route) => route.path === listPath)!.modules!.items as string;
      return [...data.get(items)!.matchAll(/from "@site\/.*\/([^/]+)\.mdx\?truncated=true";/g)].map(
        (match) => match[1],
      );
    };
    expect([importsOf('/changelog'), importsOf('/changelog/page/2'), importsOf('/changelog/page/3')]).toEqual([
      ['3.8.1', '3.8.0'],
      ['3.7.0', '2.0.0-beta.1'],
      ['2.0.0-alpha.19'],
    ]);
  });

  it('tells each entry page the list page that shows the entry', async () => {
    const {routeConfigs} = await load({postsPerPage: 2});
    const listPageOf = (version: string) =>
      routeConfigs.find((route) => route.path === `/changelog/${version}`)!.props?.listPage;
    expect(listPageOf('3.8.1')).toEqual({page: 1, permalink: '/changelog'});
    expect(listPageOf('3.8.0')).toEqual({page: 1, permalink: '/changelog'});
    expect(listPageOf('3.7.0')).toEqual({page: 2, permalink: '/changelog/page/2'});
    expect(listPageOf('2.0.0-beta.1')).toEqual({page: 2, permalink: '/changelog/page/2'});
    expect(listPageOf('2.0.0-alpha.19')).toEqual({page: 3, permalink: '/changelog/page/3'});
    expect(routeConfigs.find((route) => route.path === '/changelog/authors')!.props).not.toHaveProperty('listPage');
  });

  it('links a bad publish to the page of the release that superseded it', async () => {
    const {content} = await load();
    const badPublish = content.blogPosts.find((post) => post.metadata.title === '2.0.0-alpha.19')!;
    expect(badPublish.content).toContain('It was superseded by [2.0.0-beta.1](/changelog/2.0.0-beta.1/)');
  });

  it('links a minor release to its release post only when the post exists', async () => {
    const {content} = await load();
    const post = (version: string) => content.blogPosts.find((blogPost) => blogPost.metadata.title === version)!;
    expect(post('3.8.0').content).toContain('[Docusaurus 3.8 release post](/blog/releases/3.8/)');
    expect(post('3.7.0').content).not.toContain('release post');
  });

  it('shares the header authors limit with the theme components', async () => {
    const {globalData} = await load({headerAuthorsLimit: 2});
    expect(globalData).toEqual([{headerAuthorsLimit: 2}]);
  });

  it('watches the changelog, the release posts and the docs versions', async () => {
    const {plugin} = await load();
    expect(plugin.getPathsToWatch!()).toEqual([
      path.join(siteDir, 'CHANGELOG.md'),
      path.join(siteDir, 'blog', 'releases', '*.{md,mdx}'),
      path.join(siteDir, 'versions.json'),
    ]);
  });

  it('emits the avatars from the client build only', async () => {
    const {plugin, content} = await load();
    const configure = (isServer: boolean) =>
      plugin.configureWebpack!({}, isServer, {} as never, content) as {plugins?: unknown[]};
    expect(configure(true).plugins ?? []).toEqual([]);
    const [emitter] = configure(false).plugins as EmitAvatarsPlugin[];
    expect(emitter).toBeInstanceOf(EmitAvatarsPlugin);
    expect(emitter!.outputDir).toBe('changelog/avatars');
    expect([...emitter!.files.keys()].sort()).toEqual(['ada.svg', 'linus.svg']);
  });
});
