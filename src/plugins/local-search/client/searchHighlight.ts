import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../../../utils/whenIdle';

/**
 * The URL parameter that carries a search's query to the page a hit opens, whose matching words are then
 * marked (./markQueryWords.ts). The requester adds it to every hit's URL (./requester.ts).
 */
export const highlightParam = 'highlight';

/** Longest query the search box takes (DocSearch's limit): a longer parameter is not a search's. */
const maxQueryLength = 64;

/** The search page's path (theme-search-algolia's `searchPagePath`, `search` by default). */
const searchPagePath = `${siteConfig.baseUrl}${
  (siteConfig.themeConfig.algolia as {searchPagePath?: string | false} | undefined)?.searchPagePath || 'search'
}`;

/** A hit's URL with the query that found it, before its #anchor. */
export function withHighlight(url: string, query: string): string {
  const words = query.trim();
  if (!words) {
    return url;
  }
  const anchorAt = url.indexOf('#');
  const [address, anchor] = anchorAt < 0 ? [url, ''] : [url.slice(0, anchorAt), url.slice(anchorAt)];
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}${highlightParam}=${encodeURIComponent(words)}${anchor}`;
}

/** A query as the search box could have sent it: not empty, and within its length. */
function searchQuery(text: string | null): string | null {
  const query = text?.trim();
  return query && query.length <= maxQueryLength ? query : null;
}

/** The query a page was opened with, or null. */
export function queryToHighlight(search: string): string | null {
  return searchQuery(new URLSearchParams(search).get(highlightParam));
}

let clearMarks: (() => void) | undefined;
/** Counts the pages shown, so that marks loaded for a page left meanwhile are not put on the next one. */
let shown = 0;
/** The page shown (the router's location: in the hash-router copy, the part after `#`). */
let current: {pathname: string; search: string} | undefined;
/** The query of the search page whose result was just followed. */
let followedQuery: string | null = null;

/**
 * The stock search page builds its result links without the query (theme-search-algolia's URL processor
 * keeps a hit's path and anchor only): a result followed there takes the page's `?q=` along, in the
 * address when it opens in a new tab, else to the next page shown.
 */
function followResult(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('main article a[href]');
  if (!link || !current || current.pathname.replace(/\/$/, '') !== searchPagePath.replace(/\/$/, '')) {
    return;
  }
  const query = searchQuery(new URLSearchParams(current.search).get('q'));
  if (query) {
    followedQuery = query;
    const href = link.getAttribute('href')!;
    // A link followed before already carries it.
    if (!queryToHighlight(new URL(href, window.location.href).search)) {
      link.setAttribute('href', withHighlight(href, query));
    }
  }
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', followResult, true);
  document.addEventListener('auxclick', followResult, true);
}

/** The longest the marks wait for the browser to be idle, in milliseconds. */
const marksDelayLimit = 2000;

/**
 * Marks the query's words on a page opened from a search hit. The marking code loads only then, once
 * the browser is idle (or `marksDelayLimit` later), so that no page load waits for it.
 */
const searchHighlight: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    current = location;
    const followed = followedQuery;
    followedQuery = null;
    if (previousLocation?.pathname === location.pathname && previousLocation.search === location.search) {
      return;
    }
    shown += 1;
    clearMarks?.();
    clearMarks = undefined;
    const query = queryToHighlight(location.search) ?? followed;
    if (!query) {
      return;
    }
    const page = shown;
    // A busy page, or a tab opened in the background, may have no idle time for long: the marks wait for it
    // `marksDelayLimit` at most.
    whenIdle(
      () => {
        void import(/* webpackChunkName: "search-highlight" */ './markQueryWords').then(({markQueryWords}) => {
          if (page === shown) {
            clearMarks = markQueryWords(query);
          }
        });
      },
      {timeout: marksDelayLimit, fallbackDelay: 1},
    );
  },
};

export default searchHighlight;
