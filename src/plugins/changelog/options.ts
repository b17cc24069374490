import path from 'path';
import {Joi} from '@docusaurus/utils-validation';
import {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as BlogOptions, PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import type {OptionValidationContext, Validate} from '@docusaurus/types';

/** Options of the changelog itself; every other option goes to the blog plugin. */
type ChangelogOptions = {
  /** The generated changelog, relative to the site folder. */
  changelogPath: string;
  /** Folder of the release posts, named <major.minor>.mdx, relative to the site folder. */
  releasePostsPath: string;
  /** Route of that folder's posts, relative to baseUrl: a post "3.8" is at <route>/3.8/. */
  releasePostsRoute: string;
  /** Committers shown with an avatar in an entry's header; the entry's body lists them all. */
  headerAuthorsLimit: number;
  /**
   * Entries of releases that have versioned docs link to those docs and to
   * the versions page; false for none. Routes are relative to baseUrl.
   */
  docsVersions: {versionsFile: string; docsRoute: string; versionsPageRoute: string} | false;
};

/** The blog folder and authors map are generated from the changelog, never configured. */
type GeneratedBlogOptions = 'path' | 'authorsMapPath';

export type PluginOptions = Omit<BlogPluginOptions, GeneratedBlogOptions> & ChangelogOptions & {id: string};

export type Options = Partial<ChangelogOptions> & Omit<BlogOptions, GeneratedBlogOptions>;

export const DEFAULT_OPTIONS = {
  id: 'changelog',
  changelogPath: 'CHANGELOG.md',
  releasePostsPath: 'blog/releases',
  releasePostsRoute: 'blog/releases',
  headerAuthorsLimit: 4,
  docsVersions: {versionsFile: 'versions.json', docsRoute: 'docs', versionsPageRoute: 'versions'},
  routeBasePath: 'changelog',
  blogTitle: 'Changelog',
  blogDescription:
    'Every published version of Docusaurus, newest first, with the changes it records and who committed them.',
  blogSidebarTitle: 'All releases',
  blogSidebarCount: 'ALL',
  postsPerPage: 20,
  archiveBasePath: null,
  showReadingTime: false,
  feedOptions: {type: 'all'},
  blogListComponent: path.join(__dirname, 'theme', 'ChangelogListPage'),
  blogPostComponent: path.join(__dirname, 'theme', 'ChangelogPostPage'),
  blogAuthorsListComponent: path.join(__dirname, 'theme', 'ChangelogAuthorsListPage'),
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
} as const satisfies Options & {id: string};

function generatedOption(name: GeneratedBlogOptions) {
  return Joi.any()
    .forbidden()
    .messages({'any.unknown': `"${name}" cannot be set: the changelog plugin generates it from "changelogPath".`});
}

const changelogOptionsSchema = Joi.object({
  changelogPath: Joi.string().default(DEFAULT_OPTIONS.changelogPath),
  releasePostsPath: Joi.string().default(DEFAULT_OPTIONS.releasePostsPath),
  releasePostsRoute: Joi.string().default(DEFAULT_OPTIONS.releasePostsRoute),
  headerAuthorsLimit: Joi.number().integer().min(1).default(DEFAULT_OPTIONS.headerAuthorsLimit),
  docsVersions: Joi.alternatives(
    Joi.object({
      versionsFile: Joi.string().required(),
      docsRoute: Joi.string().required(),
      versionsPageRoute: Joi.string().required(),
    }),
    Joi.boolean().valid(false),
  ).default(DEFAULT_OPTIONS.docsVersions),
  path: generatedOption('path'),
  authorsMapPath: generatedOption('authorsMapPath'),
})
  // The blog options are checked by the blog plugin's own schema just after.
  .unknown();

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  const validateAny = validate as unknown as Validate<unknown, Record<string, unknown>>;
  const {changelogPath, releasePostsPath, releasePostsRoute, headerAuthorsLimit, docsVersions, ...blogOptions} =
    validateAny(changelogOptionsSchema as never, {...DEFAULT_OPTIONS, ...options}) as ChangelogOptions & BlogOptions;
  const blogPluginOptions = validateBlogOptions({
    validate: validateAny as unknown as Validate<BlogOptions | undefined, BlogPluginOptions>,
    options: blogOptions,
  });
  return {
    ...blogPluginOptions,
    id: blogPluginOptions.id ?? DEFAULT_OPTIONS.id,
    changelogPath,
    releasePostsPath,
    releasePostsRoute,
    headerAuthorsLimit,
    docsVersions,
  };
}
