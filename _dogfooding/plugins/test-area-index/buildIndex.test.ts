import {describe, expect, it} from 'vitest';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {buildTestAreaIndex} from './buildIndex';

const emptyDocs = {loadedVersions: []} as unknown as DocsContent;
const emptyBlog = {blogPosts: []} as unknown as BlogContent;

function sources(testPages: PagesContent) {
  return {
    baseUrl: '/',
    testPages,
    sitePages: [
      {type: 'jsx', permalink: '/showcase', source: '@site/src/pages/showcase/index.tsx'},
      {type: 'jsx', permalink: '/examples/noIndex', source: '@site/src/pages/examples/noIndex.tsx'},
    ] as PagesContent,
    docs: emptyDocs,
    blog: emptyBlog,
    reactPages: {
      '/tests/pages/seo/': {title: 'SEO metadata', checks: 'Head tags.'},
      '/examples/noIndex/': {title: 'No index', checks: 'Robots meta tag.'},
    },
    generatedRoutes: [],
  };
}

describe('buildTestAreaIndex', () => {
  it('takes React pages from the shared list and Markdown pages from their front matter', () => {
    const index = buildTestAreaIndex(
      sources([
        {type: 'jsx', permalink: '/tests/pages/seo', source: '@site/_dogfooding/_pages/pages/seo.tsx'},
        {
          type: 'mdx',
          permalink: '/tests/pages/svg',
          source: '@site/_dogfooding/_pages/pages/svg.mdx',
          title: 'SVG',
          description: 'Three ways to use SVG.',
          unlisted: true,
        } as PagesContent[number],
      ]),
    );
    const pages = index.sections.find((section) => section.id === 'pages')!;
    expect(pages.entries).toEqual([
      {title: 'SEO metadata', permalink: '/tests/pages/seo/', checks: 'Head tags.', unlisted: false},
      {title: 'SVG', permalink: '/tests/pages/svg/', checks: 'Three ways to use SVG.', unlisted: true},
    ]);
    const examples = index.sections.find((section) => section.id === 'examples')!;
    expect(examples.entries.map((entry) => entry.permalink)).toEqual(['/examples/noIndex/']);
  });

  it('fails on a React page that has no entry in the shared list', () => {
    expect(() =>
      buildTestAreaIndex(
        sources([
          {type: 'jsx', permalink: '/tests/pages/new-page', source: '@site/_dogfooding/_pages/pages/new-page.tsx'},
        ]),
      ),
    ).toThrow(/new-page\.tsx has no entry in _dogfooding\/testPages\.ts/);
  });
});
