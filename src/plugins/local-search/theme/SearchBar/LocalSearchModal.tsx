// Loaded on the first use of the search button or shortcut: DocSearch's modal and the local search
// client stay out of the JavaScript every page loads.
import React, {useCallback, useMemo, type ReactNode} from 'react';
import {DocSearchModal, type DocSearchModalProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import Translate from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import translations from '@theme/SearchTranslations';
import type {LocalSearchGlobalData} from '../../index';
import {liteClient} from '../../client/liteClient';

export type LocalSearchModalProps = {
  config: ThemeConfigAlgolia;
  initialQuery: string | undefined;
  onClose: () => void;
};

type Hit = Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0][number];
type FooterProps = Parameters<NonNullable<DocSearchModalProps['resultsFooterComponent']>>[0];

function HitLink({hit, children}: {hit: {url: string}; children: ReactNode}): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
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
  const transformSearchClient = useMemo(() => {
    const client = liteClient(appId, apiKey);
    return () => client as never;
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
  const transformItems = useCallback(
    (items: Hit[]) => items.map((item) => ({...item, url: processUrl(item.url)})),
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

  return (
    <DocSearchModal
      appId={appId}
      apiKey={apiKey}
      indexName={indexName}
      placeholder={config.placeholder ?? translations.placeholder}
      translations={config.translations?.modal ?? translations.modal}
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
