import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {DEFAULT_OPTIONS, validateOptions, type Options} from './options';

const validate = (options?: Options) => validateOptions({validate: normalizePluginOptions as never, options});

describe('changelog options', () => {
  it('default to a paginated changelog at /changelog/ with every release in the sidebar', () => {
    const options = validate({});
    expect(options).toMatchObject({
      id: 'changelog',
      changelogPath: 'CHANGELOG.md',
      releasePostsPath: 'blog/releases',
      releasePostsRoute: 'blog/releases',
      headerAuthorsLimit: 4,
      routeBasePath: '/changelog',
      authorsBasePath: 'authors',
      postsPerPage: 20,
      archiveBasePath: null,
      blogSidebarCount: 'ALL',
      blogSidebarTitle: 'All releases',
      showReadingTime: false,
      onUntruncatedBlogPosts: 'throw',
    });
    expect(options.feedOptions.type).toEqual(['rss', 'atom', 'json']);
    expect(options.blogListComponent).toBe(DEFAULT_OPTIONS.blogListComponent);
    expect(options).not.toHaveProperty('listAuthorsLimit');
  });

  it('pass blog options through the blog plugin schema', () => {
    expect(validate({postsPerPage: 10, blogTitle: 'Releases'})).toMatchObject({
      postsPerPage: 10,
      blogTitle: 'Releases',
    });
    expect(() => validate({postsPerPage: 0})).toThrow(/"postsPerPage"/);
  });

  it('name the option in each error', () => {
    expect(() => validate({headerAuthorsLimit: 0})).toThrow('"headerAuthorsLimit" must be greater than or equal to 1');
    expect(() => validate({changelogPath: 3 as never})).toThrow('"changelogPath" must be a string');
    expect(() => validate({changlogPath: 'x'} as never)).toThrow('"changlogPath" is not allowed');
  });

  it('refuse the blog options that the plugin generates', () => {
    expect(() => validate({path: 'blog'} as never)).toThrow('"path" cannot be set');
    expect(() => validate({authorsMapPath: 'authors.yml'} as never)).toThrow('"authorsMapPath" cannot be set');
  });
});
