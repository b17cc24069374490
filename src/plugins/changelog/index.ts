import path from 'path';
import pluginContentBlog, {type BlogContent} from '@docusaurus/plugin-content-blog';
import {docuHash, normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {EmitAvatarsPlugin} from './emitAvatars';
import {listItemsModuleSource} from './listItems';
import {feedLinks, listPageOf, type FeedLink, type ListPage, type Pagination} from './listPages';
import {sortLikeChangelog} from './posts';
import {authorsFileName, writeChangelogSource} from './source';
import type {PluginOptions} from './options';
import {readTextIfExists} from '../../utils/readTextIfExists';

export {validateOptions} from './options';

/** What the theme components read from the plugin's global data. */
export type ChangelogGlobalData = {headerAuthorsLimit: number};

/** Props that the plugin adds to the routes of the list pages. */
export type ChangelogListPageProps = {feeds: FeedLink[]};

/** Props that the plugin adds to the route of each entry. */
export type ChangelogPostPageProps = {listPage: ListPage};

/**
 * The changelog at /changelog/: the official blog plugin, fed with one post per
 * release that this plugin generates from CHANGELOG.md before each load.
 */
export default async function pluginChangelog(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const {siteDir, generatedFilesDir, siteConfig} = context;
  const {changelogPath, releasePostsPath, releasePostsRoute, headerAuthorsLimit, docsVersions, ...blogOptions} =
    options;
  const changelogFile = path.resolve(siteDir, changelogPath);
  const releasePostsDir = path.resolve(siteDir, releasePostsPath);
  const sourceDir = path.join(generatedFilesDir, 'changelog', options.id, 'source');
  const avatarsRoute = normalizeUrl([blogOptions.routeBasePath, 'avatars']).replace(/^\/+/, '');
  // One map for the plugin's lifetime: the emitter reads it at every compilation.
  const avatars = new Map<string, string>();
  let versions: string[] = [];

  const blogPlugin = await pluginContentBlog(context, {
    ...blogOptions,
    path: sourceDir,
    authorsMapPath: authorsFileName,
    async processBlogPosts({blogPosts}) {
      const sorted = sortLikeChangelog(blogPosts, versions, blogOptions.sortPosts);
      return (await blogOptions.processBlogPosts({blogPosts: sorted})) ?? sorted;
    },
    feedOptions: {...blogOptions.feedOptions, title: blogOptions.feedOptions.title ?? `${siteConfig.title} changelog`},
  });

  function siteUrl(...segments: string[]): string {
    const url = normalizeUrl([siteConfig.baseUrl, ...segments]);
    return siteConfig.trailingSlash === false ? url : `${url}/`;
  }

  /** The versions that have their own docs, read from the docs plugin's versions file. */
  async function readDocsVersions(): Promise<Set<string>> {
    if (!docsVersions) {
      return new Set();
    }
    const file = path.resolve(siteDir, docsVersions.versionsFile);
    return new Set(JSON.parse((await readTextIfExists(file)) ?? '[]') as string[]);
  }

  return {
    ...blogPlugin,
    getPathsToWatch() {
      return [
        changelogFile,
        path.join(releasePostsDir, '*.{md,mdx}'),
        ...(docsVersions ? [path.resolve(siteDir, docsVersions.versionsFile)] : []),
      ];
    },
    async loadContent() {
      const versionsWithDocs = await readDocsVersions();
      const source = await writeChangelogSource({
        changelogFile,
        outputDir: sourceDir,
        releasePostsDir,
        entryUrl: (version) => siteUrl(blogOptions.routeBasePath, version),
        releasePostUrl: (key) => siteUrl(releasePostsRoute, key),
        avatarsUrl: `/${avatarsRoute}/`,
        docsVersionLinks: (version) =>
          docsVersions && versionsWithDocs.has(version)
            ? {
                docsUrl: siteUrl(docsVersions.docsRoute, version),
                versionsPageUrl: siteUrl(docsVersions.versionsPageRoute),
              }
            : null,
      });
      versions = source.entries.map(({version}) => version);
      avatars.clear();
      source.avatars.forEach((svg, fileName) => avatars.set(fileName, svg));
      return blogPlugin.loadContent!();
    },
    async contentLoaded(args) {
      const {content, actions} = args;
      const listed = content.blogPosts.filter((post) => !post.metadata.unlisted);
      const pagination: Pagination = {
        basePageUrl: normalizeUrl([siteConfig.baseUrl, blogOptions.routeBasePath]),
        pageBasePath: blogOptions.pageBasePath,
        postsPerPage: blogOptions.postsPerPage,
      };
      const listPageById = new Map(listed.map((post, position) => [post.id, listPageOf(position, pagination)]));
      // The blog plugin paginated the same posts; should the two ever differ, a back link would lead astray.
      for (const {items, metadata} of content.blogListPaginated) {
        const misplaced = items.find((id) => listPageById.get(id)?.permalink !== metadata.permalink);
        if (misplaced !== undefined) {
          throw new Error(
            `Changelog post ${misplaced} is on ${metadata.permalink}, not on the page its position gives.`,
          );
        }
      }
      const listPages = new Map(listed.map((post) => [post.metadata.permalink, listPageById.get(post.id)!]));
      const feeds = feedLinks(blogOptions.feedOptions.type, siteConfig.baseUrl, blogOptions.routeBasePath);
      function withListPage(route: RouteConfig): RouteConfig {
        const listPage = route.component === blogOptions.blogPostComponent ? listPages.get(route.path) : undefined;
        return listPage ? {...route, props: {...route.props, listPage} satisfies ChangelogPostPageProps} : route;
      }
      // List pages wait for their entries' module, which createData writes asynchronously.
      const listRoutes: RouteConfig[] = [];
      const routeActions: PluginContentLoadedActions = {
        ...actions,
        addRoute: (route) =>
          route.component === blogOptions.blogListComponent
            ? listRoutes.push(route)
            : actions.addRoute(withListPage(route)),
      };
      await blogPlugin.contentLoaded!({...args, actions: routeActions});
      for (const route of listRoutes) {
        const items = await actions.createData(
          `list-items-${docuHash(route.path)}.js`,
          listItemsModuleSource(route.path, route.modules?.items),
        );
        actions.addRoute({
          ...route,
          modules: {...route.modules, items},
          props: {...route.props, feeds} satisfies ChangelogListPageProps,
        });
      }
      args.actions.setGlobalData({headerAuthorsLimit} satisfies ChangelogGlobalData);
    },
    configureWebpack(config, isServer, utils, content) {
      const blogConfig = blogPlugin.configureWebpack!(config, isServer, utils, content);
      // Only the client build writes files that the browser fetches.
      if (isServer) {
        return blogConfig;
      }
      return {...blogConfig, plugins: [...(blogConfig?.plugins ?? []), new EmitAvatarsPlugin(avatarsRoute, avatars)]};
    },
  };
}
