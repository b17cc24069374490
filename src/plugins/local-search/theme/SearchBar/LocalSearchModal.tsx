// Loaded on the first use of the search button or shortcut: DocSearch's modal and the local search
// client stay out of the JavaScript every page loads.
import React, {useCallback, useDeferredValue, useMemo, useState, type ReactNode} from 'react';
import {DocSearchModal, type DocSearchModalProps} from '@docsearch/react';
import isInternalUrl from '@docusaurus/isInternalUrl';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {Link as RouterLink} from 'react-router-dom';
import translations from '@theme/SearchTranslations';
import type {LocalSearchGlobalData} from '../../index';
import {liteClient} from '../../client/liteClient';
import {pagesFirst} from '../../client/pagesFirst';
import {highlightParam, withHighlight} from '../../client/searchHighlight';

export type LocalSearchModalProps = {
  config: ThemeConfigAlgolia;
  initialQuery: string | undefined;
  onClose: () => void;
};

type Hit = Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0][number];
type FooterProps = Parameters<NonNullable<DocSearchModalProps['resultsFooterComponent']>>[0];

type HitLinkProps = {
  hit: {url: string; type: string; content?: string | null; hierarchy: Record<string, string | null | undefined>};
  children: ReactNode;
};

/** What a new hit shows until its full content has rendered: its title as plain text, in DocSearch's layout. */
function HitTitle({hit}: Pick<HitLinkProps, 'hit'>): ReactNode {
  return (
    <div className="DocSearch-Hit-Container">
      <div className="DocSearch-Hit-icon" />
      <div className="DocSearch-Hit-content-wrapper">
        <span className="DocSearch-Hit-title">{hit.type === 'content' ? hit.content : hit.hierarchy[hit.type]}</span>
      </div>
    </div>
  );
}

/**
 * A hit's link, as the stock theme's but not prefetched on sight. The modal renders its hits again on every
 * keystroke, each with the query in its address, so Docusaurus's Link set up an observer for each and
 * prefetched its page anew after every keystroke: most of the main thread's blocking time while typing. A
 * router link navigates the same way (the address already has the base URL and the trailing slash), and
 * pointing at a hit preloads its page, as Link does.
 *
 * The hit's content (icons, highlighted title and path) renders as a deferred value: rendering twenty of
 * them when results arrive held the main thread 30-40 ms at a phone's speed, and a key typed meanwhile
 * waited. Deferred, React renders them in slices that a key interrupts; until then a hit shows its
 * previous content, or its title for a new hit.
 */
function HitLink({hit, children}: HitLinkProps): React.JSX.Element {
  const content = useDeferredValue(children, <HitTitle hit={hit} />);
  if (!isInternalUrl(hit.url)) {
    return <Link to={hit.url}>{content}</Link>;
  }
  const preload = () => window.docusaurus.preload(hit.url);
  return (
    <RouterLink to={hit.url} onMouseEnter={preload} onTouchStart={preload}>
      {content}
    </RouterLink>
  );
}

/** The configured search parameters, with the current docs version's filters under contextual search. */
function useSearchParameters({contextualSearch, searchParameters}: ThemeConfigAlgolia) {
  const [language, tags] = useAlgoliaContextualFacetFilters();
  const tagsKey = tags.join('\n');
  // DocSearch restarts its autocomplete when its props change: these change only with the docs version.
  return useMemo(() => {
    const configured = searchParameters?.facetFilters ?? [];
    const facetFilters = contextualSearch
      ? [language, tagsKey ? tagsKey.split('\n') : [], ...(typeof configured === 'string' ? [configured] : configured)]
      : configured;
    return {...searchParameters, facetFilters};
  }, [contextualSearch, searchParameters, language, tagsKey]);
}

/** The stock DocSearch modal, answered from the site's own index. */
export default function LocalSearchModal({config, initialQuery, onClose}: LocalSearchModalProps): ReactNode {
  const {appId, apiKey, indexName, externalUrlRegex, searchPagePath} = config;
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const searchParameters = useSearchParameters(config);
  const {missingResultsUrl} = usePluginData('local-search') as LocalSearchGlobalData;
  const [indexUnreachable, setIndexUnreachable] = useState(false);
  const transformSearchClient = useMemo(() => {
    const client = liteClient(appId, apiKey);
    // When the index cannot be downloaded, the client throws a RetryError. DocSearch 3.9 shows its error
    // screen for it, but its bundled autocomplete resets the status at once, and the modal falls back to
    // stale results or to "No results". The query is answered as empty instead, and the no-results
    // screen says why (indexUnreachable below). Hits come each page's best first (../../client/pagesFirst.ts).
    const search: typeof client.search = async (...args) => {
      try {
        const response = await client.search(...args);
        setIndexUnreachable(false);
        return {
          ...response,
          results: response.results.map((result) =>
            'hits' in result ? {...result, hits: pagesFirst(result.hits)} : result,
          ),
        };
      } catch (error) {
        if ((error as Error).name !== 'RetryError') {
          throw error;
        }
        setIndexUnreachable(true);
        const [{requests}] = args as unknown as [{requests: unknown[]}];
        return {results: requests.map(() => ({hits: [], nbHits: 0}))} as never;
      }
    };
    return () => ({...client, search}) as never;
  }, [appId, apiKey]);

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
          window.location.href = itemUrl;
        } else {
          history.push(itemUrl);
        }
      },
    }),
    [externalUrlRegex, history],
  );
  // The stock processor keeps a hit's path and anchor only: the query that marks the page it opens
  // (../../client/searchHighlight.ts) is put back.
  const transformItems = useCallback(
    (items: Hit[]) =>
      items.map((item) => {
        const processed = processUrl(item.url);
        const highlight = new URL(item.url, window.location.href).searchParams.get(highlightParam);
        return {...item, url: highlight && !processed.includes('?') ? withHighlight(processed, highlight) : processed};
      }),
    [processUrl],
  );
  const resultsFooterComponent = useCallback(
    ({state}: FooterProps) => (
      <Link to={createSearchLink(state.query)} onClick={onClose}>
        <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits)}}>
          {'See all {count} results'}
        </Translate>
      </Link>
    ),
    [createSearchLink, onClose],
  );
  // Functions cannot travel through the JSON theme config, so the link is set here.
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl.replace('{query}', encodeURIComponent(query)),
    [missingResultsUrl],
  );

  const modalTranslations = config.translations?.modal ?? translations.modal;
  const unreachableTranslations = useMemo(
    () => ({
      ...modalTranslations,
      noResultsScreen: {
        ...modalTranslations?.noResultsScreen,
        noResultsText: modalTranslations?.errorScreen?.titleText,
        reportMissingResultsText: modalTranslations?.errorScreen?.helpText,
        reportMissingResultsLinkText: translate({
          id: 'theme.SearchModal.errorScreen.reportLinkText',
          message: 'Report a problem with search.',
          description: 'The link to report a search that cannot fetch its results',
        }),
      },
    }),
    [modalTranslations],
  );

  return (
    <DocSearchModal
      appId={appId}
      apiKey={apiKey}
      indexName={indexName}
      placeholder={config.placeholder ?? translations.placeholder}
      translations={indexUnreachable ? unreachableTranslations : modalTranslations}
      searchParameters={searchParameters}
      insights={config.insights}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={onClose}
      navigator={navigator}
      hitComponent={HitLink}
      transformItems={transformItems}
      transformSearchClient={transformSearchClient}
      {...(searchPagePath && {resultsFooterComponent})}
      {...(missingResultsUrl && {getMissingResultsUrl})}
    />
  );
}
