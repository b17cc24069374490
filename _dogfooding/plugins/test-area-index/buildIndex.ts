import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {TestPageInfo} from '../../testPages';

type TestAreaEntry = {
  title: string;
  permalink: string;
  /** What the route checks, in one line. */
  checks: string;
  unlisted: boolean;
};

type TestAreaSection = {
  id: 'pages' | 'docs' | 'blog' | 'generated' | 'examples';
  title: string;
  permalink?: string;
  entries: TestAreaEntry[];
};

export type TestAreaIndex = {sections: TestAreaSection[]};

type IndexSources = {
  baseUrl: string;
  testPages: PagesContent;
  sitePages: PagesContent;
  docs: DocsContent;
  blog: BlogContent;
  /** Title and purpose of each React page, by route path without the base URL. */
  reactPages: Record<string, TestPageInfo>;
  generatedRoutes: readonly ({permalink: string} & TestPageInfo)[];
};

/** Route paths end with a slash on this site (`trailingSlash: true`). */
function withTrailingSlash(permalink: string): string {
  return permalink.endsWith('/') ? permalink : `${permalink}/`;
}

function byPermalink(a: TestAreaEntry, b: TestAreaEntry): number {
  return a.permalink.localeCompare(b.permalink);
}

function pageEntries(pages: PagesContent, {baseUrl, reactPages}: IndexSources): TestAreaEntry[] {
  return pages.map((page) => {
    const permalink = withTrailingSlash(page.permalink);
    if (page.type === 'mdx') {
      return {title: page.title ?? permalink, permalink, checks: page.description ?? '', unlisted: page.unlisted};
    }
    const info = reactPages[`/${permalink.slice(baseUrl.length)}`];
    if (!info) {
      throw new Error(
        `The React test page ${page.source} has no entry in _dogfooding/testPages.ts: add its title and what it checks.`,
      );
    }
    return {title: info.title, permalink, checks: info.checks, unlisted: false};
  });
}

/** Collects every test route with its one-line purpose, grouped by plugin. */
export function buildTestAreaIndex(sources: IndexSources): TestAreaIndex {
  const {baseUrl, docs, blog} = sources;
  const docEntries = docs.loadedVersions.flatMap((version) =>
    version.docs.map((doc) => ({
      title: doc.title,
      permalink: withTrailingSlash(doc.permalink),
      checks: doc.description,
      unlisted: doc.unlisted,
    })),
  );
  const postEntries = blog.blogPosts.map(({metadata}) => ({
    title: metadata.title,
    permalink: withTrailingSlash(metadata.permalink),
    checks: metadata.description,
    unlisted: metadata.unlisted,
  }));
  const examples = sources.sitePages.filter((page) => page.permalink.startsWith(`${baseUrl}examples/`));
  return {
    sections: [
      {
        id: 'pages',
        title: 'Test pages',
        permalink: `${baseUrl}tests/pages/`,
        entries: pageEntries(sources.testPages, sources).sort(byPermalink),
      },
      {
        id: 'docs',
        title: 'Docs plugin tests',
        permalink: `${baseUrl}tests/docs/`,
        entries: docEntries.sort(byPermalink),
      },
      // Posts keep the blog's own order: newest first.
      {id: 'blog', title: 'Blog plugin tests', permalink: `${baseUrl}tests/blog/`, entries: postEntries},
      {
        id: 'generated',
        title: 'Generated list pages',
        entries: sources.generatedRoutes.map((route) => ({
          title: route.title,
          permalink: `${baseUrl}${route.permalink.slice(1)}`,
          checks: route.checks,
          unlisted: false,
        })),
      },
      {
        id: 'examples',
        title: 'Examples outside the test area',
        entries: pageEntries(examples, sources).sort(byPermalink),
      },
    ],
  };
}
