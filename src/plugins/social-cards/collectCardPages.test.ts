import {describe, expect, it} from 'vitest';
import type {LoadedPlugin} from '@docusaurus/types';
import {categoriesOf, collectCardPages} from './collectCardPages';

const doc = (id: string, permalink: string, title: string, frontMatter = {}) => ({id, permalink, title, frontMatter});

/** A docs instance as the docs plugin loads it, with only what the cards read. */
function docsPlugin(
  routeBasePath: string,
  versions: {label: string; docs: object[]; sidebars: object}[],
): LoadedPlugin {
  return {
    name: 'docusaurus-plugin-content-docs',
    options: {id: routeBasePath, routeBasePath},
    content: {loadedVersions: versions},
  } as unknown as LoadedPlugin;
}

const sidebar = [
  {type: 'doc', id: 'intro'},
  {
    type: 'category',
    label: 'Guides',
    link: {type: 'doc', id: 'guides/index'},
    items: [
      {
        type: 'category',
        label: 'Docs',
        items: [{type: 'category', label: 'Sidebar', items: [{type: 'doc', id: 'guides/sidebar'}]}],
      },
    ],
  },
  {
    type: 'category',
    label: 'API',
    link: {type: 'generated-index', permalink: '/docs/category/api/'},
    items: [
      {
        type: 'category',
        label: 'Plugins',
        link: {type: 'generated-index', permalink: '/docs/category/plugins/', title: 'All plugins'},
        items: [],
      },
    ],
  },
];

describe('categoriesOf', () => {
  it('lists the categories around a doc, outermost first', () => {
    expect(categoriesOf('guides/sidebar', sidebar as never)).toEqual(['Guides', 'Docs', 'Sidebar']);
    expect(categoriesOf('intro', sidebar as never)).toEqual([]);
  });

  it("counts a category's own page as in it, and is null for a doc outside the sidebar", () => {
    expect(categoriesOf('guides/index', sidebar as never)).toEqual(['Guides']);
    expect(categoriesOf('elsewhere', sidebar as never)).toBeNull();
  });
});

describe('collectCardPages', () => {
  const plugins = [
    docsPlugin('docs', [
      {
        label: 'Canary',
        docs: [
          doc('intro', '/docs/intro/', 'Introduction'),
          doc('guides/sidebar', '/docs/guides/sidebar/', 'Sidebar'),
          doc('guides/head', '/docs/guides/head/', 'Head metadata', {image: '/img/own.png'}),
        ],
        sidebars: {docs: sidebar},
      },
      {label: '3.8.1', docs: [doc('guides/index', '/docs/3.8.1/guides/', 'Guides')], sidebars: {docs: sidebar}},
    ]),
    docsPlugin('community', [{label: 'Next', docs: [doc('support', '/community/support/', 'Support')], sidebars: {}}]),
    {
      name: 'docusaurus-plugin-content-blog',
      options: {id: 'default', blogTitle: 'Blog'},
      content: {
        blogPosts: [
          {metadata: {permalink: '/blog/hello/', title: 'Hello', date: '2026-11-26T00:00:00.000Z', frontMatter: {}}},
          {
            metadata: {
              permalink: '/blog/own/',
              title: 'Own image',
              date: '2026-11-26',
              frontMatter: {image: '/own.png'},
            },
          },
        ],
      },
    },
    {
      name: 'docusaurus-plugin-content-blog',
      options: {id: 'changelog', blogTitle: 'Changelog'},
      content: {
        blogPosts: [
          {metadata: {permalink: '/changelog/3.8.1/', title: '3.8.1', date: new Date('2025-06-06'), frontMatter: {}}},
        ],
      },
    },
    {
      name: 'docusaurus-plugin-content-pages',
      options: {id: 'default'},
      content: [
        {type: 'jsx', permalink: '/', source: '@site/src/pages/index.tsx'},
        {type: 'mdx', permalink: '/privacy/', source: '@site/src/pages/privacy.md', title: 'Privacy', frontMatter: {}},
      ],
    },
    {name: 'docusaurus-plugin-sitemap', options: {id: 'default'}, content: null},
  ] as unknown as LoadedPlugin[];

  it('gives every doc, generated category page, post and page its title and place, but not those with an image of their own', async () => {
    const pages = await collectCardPages(plugins, {
      renderedTitle: async (permalink) => `Rendered title of ${permalink}`,
      siteHost: 'docs.example.org',
    });
    expect(pages).toEqual([
      {permalink: '/docs/intro/', title: 'Introduction', place: 'Docs · Canary'},
      {permalink: '/docs/guides/sidebar/', title: 'Sidebar', place: 'Docs · Canary · Docs › Sidebar'},
      {permalink: '/docs/category/api/', title: 'API', place: 'Docs · Canary'},
      {permalink: '/docs/category/plugins/', title: 'All plugins', place: 'Docs · Canary · API'},
      {permalink: '/docs/3.8.1/guides/', title: 'Guides', place: 'Docs · 3.8.1 · Guides'},
      {permalink: '/docs/category/api/', title: 'API', place: 'Docs · 3.8.1'},
      {permalink: '/docs/category/plugins/', title: 'All plugins', place: 'Docs · 3.8.1 · API'},
      {permalink: '/community/support/', title: 'Support', place: 'Community'},
      {permalink: '/blog/hello/', title: 'Hello', place: 'Blog · November 26, 2026'},
      {permalink: '/changelog/3.8.1/', title: '3.8.1', place: 'Changelog · June 6, 2025'},
      {permalink: '/', title: 'Rendered title of /', place: 'docs.example.org'},
      {permalink: '/privacy/', title: 'Privacy', place: 'docs.example.org/privacy'},
    ]);
  });
});
