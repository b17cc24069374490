import {describe, expect, it} from 'vitest';
import type {LoadedPlugin} from '@docusaurus/types';
import {collectCopyPages, versionSections} from './collectCopyPages';

const doc = (id: string, title: string, unlisted = false) => ({
  id,
  permalink: `/docs/${id}/`,
  title,
  description: `About ${title.toLowerCase()}\n  in short.`,
  unlisted,
});

const version = {
  label: 'Canary',
  path: '/docs',
  isLast: true,
  docs: [
    doc('intro', 'Introduction'),
    doc('guides/index', 'Guides'),
    doc('guides/sidebar', 'Sidebar'),
    doc('cli', 'CLI'),
    doc('hidden', 'Hidden', true),
    doc('orphan', 'Orphan'),
  ],
  sidebars: {
    docs: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'Guides',
        link: {type: 'doc', id: 'guides/index'},
        items: [
          {
            type: 'category',
            label: 'Deeper',
            items: [
              {type: 'doc', id: 'guides/sidebar'},
              {type: 'link', href: 'x'},
            ],
          },
        ],
      },
      {type: 'doc', id: 'hidden'},
    ],
    api: [
      {type: 'doc', id: 'cli'},
      {type: 'doc', id: 'intro'},
    ],
  },
};

describe('versionSections', () => {
  it("groups docs by top-level category in sidebar order, a sidebar's loose docs under its name, each doc once", () => {
    const sections = versionSections(version as never);
    expect(sections.map(({label, docs}) => [label, docs.map(({title}) => title)])).toEqual([
      ['Docs', ['Introduction']],
      ['Guides', ['Guides', 'Sidebar']],
      ['API', ['CLI']],
      ['Other pages', ['Orphan']],
    ]);
    expect(sections[0]!.docs[0]).toEqual({
      permalink: '/docs/intro/',
      title: 'Introduction',
      description: 'About introduction in short.',
    });
  });
});

describe('collectCopyPages', () => {
  const plugins = [
    {name: 'docusaurus-plugin-content-docs', options: {id: 'default'}, content: {loadedVersions: [version]}},
    {
      name: 'docusaurus-plugin-content-blog',
      options: {id: 'default'},
      content: {
        blogPosts: [
          {metadata: {permalink: '/blog/hello/', unlisted: false}},
          {metadata: {permalink: '/blog/secret/', unlisted: true}},
        ],
      },
    },
    {
      name: 'docusaurus-plugin-content-pages',
      options: {id: 'default'},
      content: [
        {type: 'jsx', permalink: '/'},
        {type: 'mdx', permalink: '/privacy/', unlisted: false},
        {type: 'mdx', permalink: '/draft-page/', unlisted: true},
      ],
    },
    {name: 'docusaurus-plugin-sitemap', options: {id: 'default'}, content: null},
  ] as unknown as LoadedPlugin[];

  it('takes every listed doc, post and page, and no unlisted one', () => {
    const {pages} = collectCopyPages(plugins);
    expect(pages.map(({permalink}) => permalink)).toEqual([
      '/docs/intro/',
      '/docs/guides/index/',
      '/docs/guides/sidebar/',
      '/docs/cli/',
      '/docs/orphan/',
      '/blog/hello/',
      '/',
      '/privacy/',
    ]);
  });

  it('lists each version of each docs instance with its folder', () => {
    const {versions} = collectCopyPages(plugins);
    expect(versions).toMatchObject([{instance: 'default', label: 'Canary', path: '/docs/', isLast: true}]);
  });
});
