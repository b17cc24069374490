/**
 * Titles and one-line purposes of the test area's React pages. Markdown pages,
 * docs and posts carry theirs in front matter; React pages have no front
 * matter, so they read theirs from here, and so does the /tests/ index: one
 * list, two readers. The index plugin fails the build when a React page of
 * the test area has no entry here.
 */
export type TestPageInfo = {
  title: string;
  /** One sentence: what a visitor should see, and so what a regression breaks. */
  checks: string;
};

export const reactTestPages = {
  '/tests/pages/analytics/': {
    title: 'Analytics',
    checks: 'No analytics script is loaded; events go to an in-page log instead of the network.',
  },
  '/tests/pages/crashTest/': {
    title: 'Crash test',
    checks: 'A page that throws while rendering in the browser shows the whole-page crash view titled "Page Error".',
  },
  '/tests/pages/embeds/': {
    title: 'Embeds',
    checks: 'Local embeds only: an iframe with srcdoc, an iframe to a static HTML file and an animated SVG.',
  },
  '/tests/pages/error-boundary-tests/': {
    title: 'Error boundary tests',
    checks:
      'Errors thrown inside nested error boundaries show the crash UI with the cause chain and recover with "Try again".',
  },
  '/tests/pages/head-metadata/': {
    title: 'Head metadata',
    checks:
      'Tags set with <Head> (meta, link, html and body attributes) reach the document head; the innermost <Head> wins.',
  },
  '/tests/pages/history-tests/': {
    title: 'History tests',
    checks: 'history.push and history.replace with query strings and hashes update the location the router reports.',
  },
  '/tests/pages/hydration-tests/': {
    title: 'Hydration tests',
    checks: 'Values that differ between the server render and the browser hydrate without a mismatch error.',
  },
  '/tests/pages/layout-no-children/': {
    title: 'Layout with no children',
    checks: 'The theme Layout renders its navbar and footer around an empty main area when given no children.',
  },
  '/tests/pages/navbar-dropdown-tests/': {
    title: 'Navbar dropdown tests',
    checks: 'The navbar dropdown opens above sticky and positioned content of the page.',
  },
  '/tests/pages/react-18/': {
    title: 'React 18 features',
    checks: 'useTransition, useDeferredValue and Suspense with a lazy component work in the theme.',
  },
  '/tests/pages/seo/': {
    title: 'SEO metadata',
    checks: 'Title, description, keywords, canonical URL, Open Graph, Twitter card and JSON-LD set from a page.',
  },
  '/tests/pages/style-isolation/': {
    title: 'Style isolation',
    checks: 'Two CSS modules with the same class name do not clash; a global stylesheet applies by plain class name.',
  },
  '/tests/pages/z-index-tests/': {
    title: 'Z-index tests',
    checks: 'Stacking order of the sticky navbar, sticky page elements, a modal dialog and the back-to-top button.',
  },
  '/examples/noIndex/': {
    title: 'Example: no-index page',
    checks: 'A page with a robots noindex meta tag, which the sitemap leaves out.',
  },
} satisfies Record<string, TestPageInfo>;

export type ReactTestPagePath = keyof typeof reactTestPages;

/**
 * Routes the content plugins generate from the test content, listed so the
 * index links to them too.
 */
export const generatedTestRoutes: readonly ({permalink: string} & TestPageInfo)[] = [
  {
    permalink: '/tests/docs/tags/',
    title: 'Docs tags',
    checks: 'The tags list of the docs-tests instance, grouped by letter.',
  },
  {
    permalink: '/tests/docs/categories/with-generated-index/',
    title: 'Generated category index',
    checks: 'A category page the docs plugin generates from the category metadata, with a card per item.',
  },
  {permalink: '/tests/blog/page/2/', title: 'Blog list, page 2', checks: 'The second page of the paginated post list.'},
  {
    permalink: '/tests/blog/page/7/',
    title: 'Blog list, page 7',
    checks: 'The last page of the list: the oldest posts, no "Older posts" link.',
  },
  {
    permalink: '/tests/blog/archive/',
    title: 'Blog archive',
    checks: 'Every listed post, grouped by year; the unlisted post is absent.',
  },
  {
    permalink: '/tests/blog/tags/',
    title: 'Blog tags',
    checks: 'All tags of the blog-tests instance with their post counts.',
  },
  {
    permalink: '/tests/blog/tags/pagination/page/4/',
    title: 'Blog tag, page 4',
    checks: 'The last page of a tag used by twelve posts, three a page.',
  },
  {
    permalink: '/tests/blog/authors/',
    title: 'Blog authors',
    checks: 'The authors that have a page, with avatars and social links.',
  },
];
