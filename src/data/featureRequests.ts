import {repositoryUrl} from '../../config/site';

/** Where a request moves, from an idea to a shipped feature. */
export const featureRequestStatuses = ['under-consideration', 'planned', 'in-progress', 'done'] as const;

export type FeatureRequestStatus = (typeof featureRequestStatuses)[number];

export const statusLabels: Record<FeatureRequestStatus, string> = {
  'under-consideration': 'Under consideration',
  planned: 'Planned',
  'in-progress': 'In progress',
  done: 'Done',
};

export type FeatureRequest = {
  /** Last part of the detail page URL: lower case words joined by hyphens. */
  slug: string;
  title: string;
  status: FeatureRequestStatus;
  /** Votes collected on the issue tracker. */
  votes: number;
  /** One or two sentences on what is asked and why. */
  description: string;
  /** The discussion of the request on the issue tracker. */
  issueUrl: string;
};

export const issueTrackerUrl = `${repositoryUrl}/issues`;

/** A search of the issue tracker, used where a request spans several issues. */
function issueSearchUrl(terms: string): string {
  return `${issueTrackerUrl}?q=${encodeURIComponent(`is:issue ${terms}`)}`;
}

/** Where to open a new request: the tracker's form for a feature proposal. */
export const newRequestUrl = `${issueTrackerUrl}/new/choose`;

export const featureRequests: readonly FeatureRequest[] = [
  {
    slug: 'mermaid-diagrams',
    title: 'Diagrams written as Markdown code blocks',
    status: 'done',
    votes: 412,
    description:
      'Draw flowcharts, sequence diagrams and state machines from text in a fenced code block, so diagrams are reviewed like prose and follow the colour mode.',
    issueUrl: issueSearchUrl('mermaid diagrams'),
  },
  {
    slug: 'rspack-builds',
    title: 'Faster production builds with Rspack',
    status: 'done',
    votes: 388,
    description:
      'Let large sites swap the bundler and minifiers for Rust-based ones, cutting build times without changing content or plugins.',
    issueUrl: issueSearchUrl('rspack'),
  },
  {
    slug: 'blog-author-pages',
    title: 'A page for each blog author',
    status: 'done',
    votes: 164,
    description:
      'List every post an author wrote on a page of its own, and link to it from the author box on each post.',
    issueUrl: issueSearchUrl('blog authors page'),
  },
  {
    slug: 'unlisted-content',
    title: 'Pages that are published but not listed',
    status: 'done',
    votes: 97,
    description:
      'Publish a page at its URL while keeping it out of sidebars, sitemaps, feeds and search, for previews shared by link.',
    issueUrl: issueSearchUrl('unlisted'),
  },
  {
    slug: 'offline-support',
    title: 'Read the docs offline',
    status: 'done',
    votes: 121,
    description:
      'Install the documentation as a progressive web app that keeps working on a plane or behind a broken connection.',
    issueUrl: issueSearchUrl('pwa offline'),
  },
  {
    slug: 'css-cascade-layers',
    title: 'Theme styles in CSS cascade layers',
    status: 'in-progress',
    votes: 73,
    description:
      'Wrap the theme and Infima styles in cascade layers so site styles win without extra specificity; available today as an opt-in flag.',
    issueUrl: issueSearchUrl('css cascade layers'),
  },
  {
    slug: 'incremental-builds',
    title: 'Rebuild only the pages that changed',
    status: 'in-progress',
    votes: 296,
    description:
      'Reuse the output of the previous build for pages whose sources did not change, so a typo fix on a large site deploys in seconds.',
    issueUrl: issueSearchUrl('incremental build'),
  },
  {
    slug: 'markdown-export',
    title: 'Copy a page as Markdown',
    status: 'in-progress',
    votes: 142,
    description:
      'Offer the source of each page as plain Markdown, for pasting into an issue, a chat or a language model prompt.',
    issueUrl: issueSearchUrl('markdown export page'),
  },
  {
    slug: 'announcement-schedule',
    title: 'Schedule the announcement bar',
    status: 'planned',
    votes: 58,
    description:
      'Give the announcement bar a start and an end date, so a release notice appears and disappears without a new deployment.',
    issueUrl: issueSearchUrl('announcement bar'),
  },
  {
    slug: 'sidebar-item-badges',
    title: 'Badges on sidebar items',
    status: 'planned',
    votes: 84,
    description:
      'Mark sidebar entries as new, beta or deprecated from front matter, with styles that work in both colour modes.',
    issueUrl: issueSearchUrl('sidebar badge'),
  },
  {
    slug: 'image-zoom',
    title: 'Zoom into images on click',
    status: 'planned',
    votes: 131,
    description:
      'Open screenshots and diagrams in an accessible overlay at full size, closed with Escape, without a third-party plugin.',
    issueUrl: issueSearchUrl('image zoom'),
  },
  {
    slug: 'built-in-local-search',
    title: 'Search that works without a hosted service',
    status: 'under-consideration',
    votes: 357,
    description:
      'Build a search index at build time and query it in the browser, for intranets and sites that cannot use a hosted crawler.',
    issueUrl: issueSearchUrl('local search'),
  },
  {
    slug: 'themed-markdown-images',
    title: 'Light and dark variants of Markdown images',
    status: 'under-consideration',
    votes: 76,
    description:
      'Pick an image variant per colour mode straight from Markdown syntax, without importing a component in MDX.',
    issueUrl: issueSearchUrl('dark mode image markdown'),
  },
  {
    slug: 'external-versions',
    title: 'Versions kept outside the repository',
    status: 'under-consideration',
    votes: 65,
    description:
      'Build old documentation versions from git tags or archives instead of copying every version into the source tree.',
    issueUrl: issueSearchUrl('versioning git tags'),
  },
  {
    slug: 'keyboard-navigation',
    title: 'Keyboard shortcuts between pages',
    status: 'under-consideration',
    votes: 39,
    description:
      'Move to the previous or next doc, open search and toggle the sidebar from the keyboard, with shortcuts listed in a help dialog.',
    issueUrl: issueSearchUrl('keyboard shortcuts'),
  },
  {
    slug: 'react-server-components',
    title: 'React Server Components for pages',
    status: 'under-consideration',
    votes: 118,
    description:
      'Render content on the server only and ship less JavaScript to the browser for pages that have no interactive parts.',
    issueUrl: issueSearchUrl('react server components'),
  },
];
