import type {DocsVersionListing, ListedDoc} from './collectCopyPages';

/** What the llms files say about the site, and where the copies are. */
export type LlmsContext = {
  siteTitle: string;
  tagline: string;
  /** The site's origin and base URL: absolute addresses start with it ("https://docs.example.org/"). */
  siteRoot: string;
  /** The copy of a page (its path, with the base URL). */
  copyPathOf: (permalink: string) => string;
};

/** Where a version's llms files live: the site's root for the last version of the main docs, else the version's own path. */
export function llmsFolder(version: DocsVersionListing, baseUrl: string): string {
  return version.isLast ? baseUrl : version.path;
}

const absolute = (sitePath: string, {siteRoot}: LlmsContext) => new URL(sitePath.replace(/^\//, ''), siteRoot).href;

/** A list item of llms.txt: the copy's link, then the page's description on the same line. */
function linkLine(doc: ListedDoc, context: LlmsContext): string {
  const description = doc.description ? `: ${doc.description}` : '';
  return `- [${doc.title.replace(/([[\]])/g, '\\$1')}](${absolute(context.copyPathOf(doc.permalink), context)})${description}`;
}

const heading = (version: DocsVersionListing, {siteTitle}: LlmsContext) =>
  `# ${siteTitle} documentation, version ${version.label}`;

/**
 * llms.txt of a version, in the llmstxt.org format: a `#` title, a `>` summary, a paragraph that names the
 * other versions' files, then a `##` section per sidebar group, each line a link to a copy and its description.
 * `extraSections` (the community pages, in the root's file) follow the version's own.
 */
export function llmsTxt(
  version: DocsVersionListing,
  others: readonly DocsVersionListing[],
  context: LlmsContext,
  baseUrl: string,
  extraSections: DocsVersionListing['sections'] = [],
): string {
  const folder = llmsFolder(version, baseUrl);
  const otherLinks = others
    .map((other) => `[${other.label}](${absolute(`${llmsFolder(other, baseUrl)}llms.txt`, context)})`)
    .join(', ');
  const lines = [
    heading(version, context),
    '',
    `> ${context.tagline} The documentation of version ${version.label}, whose pages start at ${absolute(version.path, context)}; each link below is a page's Markdown copy.`,
    '',
    `The full text of every page of this version, in this order, is in [llms-full.txt](${absolute(`${folder}llms-full.txt`, context)}).${otherLinks ? ` Other versions: ${otherLinks}.` : ''}`,
  ];
  for (const section of [...version.sections, ...extraSections]) {
    lines.push('', `## ${section.label}`, '', ...section.docs.map((doc) => linkLine(doc, context)));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * llms-full.txt of a version: every doc's copy in sidebar order, each after a rule and the page's address.
 * `copyOf` gives the Markdown of a page's copy.
 */
export function llmsFullTxt(
  version: DocsVersionListing,
  context: LlmsContext,
  copyOf: (permalink: string) => string,
): string {
  const parts = [
    `${heading(version, context)}: full text`,
    `> ${context.tagline} Every page of version ${version.label}, in sidebar order, each under its address.`,
    ...version.sections.flatMap((section) =>
      section.docs.map((doc) => `---\n\nURL: ${absolute(doc.permalink, context)}\n\n${copyOf(doc.permalink).trim()}`),
    ),
  ];
  return `${parts.join('\n\n')}\n`;
}
