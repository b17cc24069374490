/**
 * What the changelog's list pages and entry pages link to: the list page that
 * shows an entry, and the feeds. Both follow the blog plugin's own routes.
 */
import {normalizeUrl} from '@docusaurus/utils';
import type {FeedType, PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';

/** How the blog plugin splits the listed posts into pages. */
export type Pagination = {
  /** URL of the first list page, baseUrl included, e.g. "/changelog". */
  basePageUrl: string;
  /** Segment before the number of the next pages: "page" gives "/changelog/page/2". */
  pageBasePath: string;
  postsPerPage: BlogPluginOptions['postsPerPage'];
};

/** A list page, numbered from 1, and its URL without the trailing slash that Docusaurus adds. */
export type ListPage = {page: number; permalink: string};

/**
 * The list page that shows the listed entry at `position` (0 for the first
 * one, in list order), numbered and named as the blog plugin paginates.
 */
export function listPageOf(position: number, {basePageUrl, pageBasePath, postsPerPage}: Pagination): ListPage {
  if (!Number.isInteger(position) || position < 0) {
    throw new Error(`An entry's position in the changelog must be a whole number from 0, not ${position}.`);
  }
  const page = postsPerPage === 'ALL' ? 1 : Math.floor(position / postsPerPage) + 1;
  return {page, permalink: page === 1 ? basePageUrl : normalizeUrl([basePageUrl, pageBasePath, `${page}`])};
}

/** A feed that the blog plugin writes: its link text, its URL with baseUrl and its media type. */
export type FeedLink = {type: FeedType; label: string; href: string; mediaType: string};

const feedFiles: Record<FeedType, {file: string; label: string; mediaType: string}> = {
  rss: {file: 'rss.xml', label: 'RSS feed', mediaType: 'application/rss+xml'},
  atom: {file: 'atom.xml', label: 'Atom feed', mediaType: 'application/atom+xml'},
  json: {file: 'feed.json', label: 'JSON feed', mediaType: 'application/feed+json'},
};

/** The feeds of the configured types, at the paths where the blog plugin writes them. */
export function feedLinks(
  types: readonly FeedType[] | null | undefined,
  baseUrl: string,
  routeBasePath: string,
): FeedLink[] {
  return (types ?? []).map((type) => {
    const {file, label, mediaType} = feedFiles[type];
    return {type, label, href: normalizeUrl([baseUrl, routeBasePath, file]), mediaType};
  });
}
