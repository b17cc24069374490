import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {markdownPlugins} from '../config/markdown';
import testAreaIndexPlugin from './plugins/test-area-index';

export {dogfoodingParseFrontMatter} from './frontMatterTransform';

const pagesTestsOptions = {
  id: 'pages-tests',
  path: '_dogfooding/_pages',
  routeBasePath: '/tests',
  ...markdownPlugins,
} satisfies PagesOptions & {id: string};

const docsTestsOptions = {
  id: 'docs-tests',
  // The space in the folder name is on purpose: paths with spaces must work.
  path: '_dogfooding/_docs tests',
  routeBasePath: '/tests/docs',
  sidebarPath: './_dogfooding/docs-tests-sidebars.ts',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  ...markdownPlugins,
} satisfies DocsOptions & {id: string};

/** Posts carrying this front matter key show no reading time. */
const hideReadingTimeKey = 'hide_reading_time';

const blogTestsOptions = {
  id: 'blog-tests',
  path: '_dogfooding/_blog tests',
  routeBasePath: '/tests/blog',
  blogTitle: 'Blog tests',
  blogDescription: 'Posts that exercise the blog plugin: pagination, authors, tags, truncation and visibility.',
  blogSidebarTitle: '🐕 Dogfood - blog plugin',
  blogSidebarCount: 'ALL',
  // Three a page, so the twenty listed posts spread over seven list pages.
  postsPerPage: 3,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  // One post has an inline author on purpose.
  onInlineAuthors: 'ignore',
  // Some posts have no truncation marker on purpose.
  onUntruncatedBlogPosts: 'ignore',
  // No feed: its <link> tags would be added to every page of the product.
  feedOptions: {type: null},
  readingTime: ({content, locale, frontMatter, defaultReadingTime}) =>
    frontMatter[hideReadingTimeKey] === true ? undefined : defaultReadingTime({content, locale}),
  ...markdownPlugins,
} satisfies BlogOptions & {id: string};

/**
 * Everything under /tests is wired from here: remove these exports' uses in
 * the config and the test area disappears from the product.
 */
export const dogfoodingPlugins: PluginConfig[] = [
  ['content-pages', pagesTestsOptions],
  ['content-docs', docsTestsOptions],
  ['content-blog', blogTestsOptions],
  testAreaIndexPlugin,
];

/** A navbar item of a custom type, rendered only on pages under /tests. */
export const dogfoodingNavbarItem = {
  type: 'custom-dogfoodingNavbarItem',
  content: '🐶',
  position: 'right' as const,
};

/**
 * Weights of the test area in the local search ranking (its plugin instances' content types):
 * its pages and posts share the site's default search scope, so they would sit among the docs
 * for a reader's query ("navbar" finding the navbar test page first); they rank after the product.
 */
export const dogfoodingSearchWeights = {'pages-tests': 0.2, 'blog-tests': 0.2, 'docs-tests': 0.2};
