import {readFile} from 'fs/promises';
import path from 'path';
import pluginContentBlog, {type BlogContent} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EmitAvatarsPlugin} from './emitAvatars';
import {sortLikeChangelog} from './posts';
import {authorsFileName, writeChangelogSource} from './source';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

/** What the theme components read from the plugin's global data. */
export type ChangelogGlobalData = {headerAuthorsLimit: number};

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
    const content = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        return '[]';
      }
      throw error;
    });
    return new Set(JSON.parse(content) as string[]);
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
      await blogPlugin.contentLoaded!(args);
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
