import {fnv1a} from '../../utils/hash';
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import type {Hierarchy, SearchRecord} from './engine/types';

export type Section = {pathPrefix: string; lvl0: string};

/**
 * Page types that are indexed: a doc, a blog post or a changelog entry, and the standalone pages
 * of the pages plugin (Markdown ones like the others, React ones by their title: pageRecord).
 */
const indexedPageClasses = ['docs-doc-page', 'blog-post-page', 'plugin-pages'];

/**
 * Parts of a page that are not prose: code, maths, diagrams, anchors, and what a page marks
 * `data-search-ignore` (the feature requests board's list, whose requests each have a page, and
 * what every request's page repeats).
 */
const ignoredSelectors =
  'pre, .theme-code-block, .katex, svg, script, style, .hash-link, button, .mermaid, img, [data-search-ignore]';

const contentSelector = 'h2, h3, h4, h5, h6, p, li, td, th, dt, dd';

function cleanText(text: string): string {
  return text
    .replace(/[\u200b\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function sectionFor(pagePath: string, sections: Section[]): string | null {
  return sections.find((section) => pagePath.startsWith(section.pathPrefix))?.lvl0 ?? null;
}

/** The kind of page, from the classes the theme puts on <html>: `plugin-id-<id>`, or `plugin-<name>` for a default instance. */
function contentTypeOf(htmlClasses: string[]): string | undefined {
  const id = htmlClasses.find((name) => name.startsWith('plugin-id-'))?.slice('plugin-id-'.length);
  if (id && id !== 'default') {
    return id;
  }
  return htmlClasses.find((name) => /^plugin-(?!id-)/.test(name))?.slice('plugin-'.length);
}

function recordId(pagePath: string, position: number): string {
  return `${fnv1a(`${pagePath}#${position}`).toString(36)}${position.toString(36)}`;
}

/**
 * The page without what records never come from: the navbar, the sidebars and the footer, a third
 * of a docs page, which the parser would otherwise build for nothing. The head keeps the metadata.
 */
function headAndArticle(html: string): string {
  const bodyStart = html.search(/<body[\s>]/i);
  const articleStart = html.indexOf('<article', bodyStart);
  const articleEnd = html.lastIndexOf('</article>');
  if (bodyStart < 0 || articleStart < 0 || articleEnd < articleStart) {
    return html;
  }
  return html.slice(0, bodyStart) + html.slice(articleStart, articleEnd + '</article>'.length);
}

/** What every record of one page shares. */
type PageFacts = {pagePath: string; tag: string; language: string; contentType: string | undefined};

/** The hierarchy of a page's title record: its section, then its title. */
function titleHierarchy(lvl0: string, title: string): Hierarchy {
  return {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

function searchRecord(
  page: PageFacts,
  position: number,
  url: string,
  type: SearchRecord['type'],
  hierarchy: Hierarchy,
  content: string | null,
): SearchRecord {
  return {
    objectID: recordId(page.pagePath, position),
    url,
    type,
    hierarchy: {...hierarchy},
    content,
    language: page.language,
    docusaurus_tag: page.tag,
    position,
    ...(page.contentType && {contentType: page.contentType}),
  };
}

/** The page's description (`<meta name="description">`): its front matter's, or an excerpt of its text. */
function pageDescription($: CheerioAPI): string {
  return cleanText($('meta[name="description"]').attr('content') ?? '');
}

/**
 * The one record of the landing page: its heading and description, so that a search for the site's
 * name finds it. Its text sums up what the docs say in full, which search finds on their own pages.
 */
function landingPageRecord($: CheerioAPI, page: PageFacts, section: string | null): SearchRecord[] {
  const title = cleanText($('main h1').first().text());
  if (!title) {
    return [];
  }
  return [
    searchRecord(page, 0, page.pagePath, 'lvl1', titleHierarchy(section ?? title, title), pageDescription($) || null),
  ];
}

/**
 * Which pages a build has besides docs, posts and the pages plugin's Markdown pages: `reactPagePaths`
 * (the plugin's option), pages that another plugin renders in React and that are indexed as the pages
 * plugin's React pages are; `landingPagePath`, the site's root (its `baseUrl`), indexed by its title alone.
 */
export type PageKinds = {reactPagePaths?: readonly string[]; landingPagePath?: string};

/** What search reads from a page: its records, and the paths of the site's pages its text links to. */
export type ExtractedPage = {records: SearchRecord[]; links: string[]};

/** A path as routes write it (`/docs/日本語/`); a malformed escape leaves it as it is rather than fail the build. */
function safeDecodeURI(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The site paths the links of a page's text lead to, without their anchors and queries, each once,
 * the page itself left out.
 */
function textLinks(body: Cheerio<Element>, pagePath: string): string[] {
  const links = new Set<string>();
  body.find('a[href]').each((_, element) => {
    const url = new URL(element.attribs.href!, `http://site${pagePath}`);
    const path = safeDecodeURI(url.pathname);
    if (url.host === 'site' && path !== pagePath) {
      links.add(path);
    }
  });
  return [...links];
}

/**
 * Turns one built HTML page into DocSearch-style records: one per heading and
 * one per block of text, each under the nearest heading's anchor, and lists the pages its text links to.
 * Returns no records for pages that are not indexed (lists, unlisted pages).
 * A page written in React (the showcase, the versions list, a page of `reactPagePaths`) is read from its
 * <main>, as it has no article; the landing page gives one record (landingPageRecord).
 */
export function extractPage(
  html: string,
  pagePath: string,
  sections: Section[],
  {reactPagePaths = [], landingPagePath}: PageKinds = {},
): ExtractedPage {
  const nothing = {records: [], links: []};
  const listedReactPage = reactPagePaths.some((path) => pagePath.startsWith(path));
  // A third of the routes are lists, tags and test pages: they are told apart by the classes of their
  // <html> tag, parsed alone, before the page is.
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  const htmlClasses = (load(htmlTag)('html').attr('class') ?? '').split(/\s+/);
  if (!listedReactPage && !indexedPageClasses.some((name) => htmlClasses.includes(name))) {
    return nothing;
  }
  const reactPage = listedReactPage || (htmlClasses.includes('plugin-pages') && !htmlClasses.includes('mdx-page'));
  const $ = load(reactPage ? html : headAndArticle(html));
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const robots = $('meta[name="robots"]').attr('content') ?? '';
  if (!tag || robots.includes('noindex')) {
    return nothing;
  }
  const page: PageFacts = {pagePath, tag, language, contentType: contentTypeOf(htmlClasses)};
  if (reactPage && pagePath === landingPagePath) {
    return {records: landingPageRecord($, page, sectionFor(pagePath, sections)), links: []};
  }
  const article = reactPage ? $('main').first() : $('article').first();
  const title = cleanText(article.find('h1').first().text());
  // A Markdown page of the pages plugin has its text right in the article, and a React page in its <main>.
  const body =
    reactPage || htmlClasses.includes('mdx-page') ? article : article.find('.theme-doc-markdown, .markdown').first();
  if (!title || body.length === 0) {
    return nothing;
  }
  body.find(ignoredSelectors).remove();
  const links = textLinks(body, pagePath);

  // lvl0 names the part of the site, not the docs category: the modal groups hits by lvl0 in the order
  // each first appears, so a group per category would list a weaker hit of the first category above the
  // best hit of the next (README, "Groups").
  const hierarchy = titleHierarchy(sectionFor(pagePath, sections) ?? title, title);
  const records: SearchRecord[] = [];
  const seen = new Set<string>();
  let anchor = '';
  const push = (type: SearchRecord['type'], content: string | null, ownAnchor?: string) => {
    const url = `${pagePath}${ownAnchor ?? anchor}`;
    const key = `${url}|${type}|${content ?? ''}|${JSON.stringify(hierarchy)}`;
    if (seen.has(key)) {
      return;
    }
    seen.add(key);
    records.push(searchRecord(page, records.length, url, type, hierarchy, content));
  };

  // The page's keywords (front matter) are what its author says it answers, error messages included:
  // the title record holds them as its text, which the modal does not show for a title.
  const keywords = cleanText(($('meta[name="keywords"]').attr('content') ?? '').replace(/,/g, ', '));
  push('lvl1', keywords || null);
  // The page's description is its author's summary of what it answers, and a reader's words are often
  // the summary's rather than the text's: a block of text at the top of the page. Not when the page's
  // text holds it already, as the excerpt taken for a page that gives no description.
  const description = pageDescription($);
  if (description && !cleanText(body.text()).includes(description)) {
    push('content', description);
  }
  body.find(contentSelector).each((_, element: Element) => {
    const name = element.tagName.toLowerCase();
    const node = $(element);
    if (/^h[2-6]$/.test(name)) {
      const level = Number(name[1]) as 2 | 3 | 4 | 5 | 6;
      const text = cleanText(node.text());
      if (!text) {
        return;
      }
      hierarchy[`lvl${level}`] = text;
      for (let deeper = level + 1; deeper <= 6; deeper += 1) {
        hierarchy[`lvl${deeper as 3 | 4 | 5 | 6}`] = null;
      }
      const id = node.attr('id');
      anchor = id ? `#${id}` : anchor;
      push(`lvl${level}`, null);
      return;
    }
    // A paragraph inside a list item or a table cell belongs to that block.
    if (name === 'p' && node.parents('li, td, th, dd').length > 0) {
      return;
    }
    const text = cleanText(name === 'li' ? node.clone().find('ul, ol').remove().end().text() : node.text());
    // The cells of an option's row lead to the option's own anchor (src/markdown/remarkOptionAnchors.ts).
    const optionId = name === 'td' ? node.closest('tr').find('.option-anchor').attr('id') : undefined;
    if (text) {
      push('content', text, optionId ? `#${optionId}` : undefined);
    }
  });
  return {records, links};
}
