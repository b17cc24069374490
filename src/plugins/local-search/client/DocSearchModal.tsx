// Module alias target of `@docsearch/react/modal` (see ../index.ts): the stock
// modal, given a search client that answers from the local index.
import React, {useCallback, useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {DocSearchModal as StockDocSearchModal} from '@local-search/stock-docsearch-modal';
import type {DocSearchModalProps} from '@docsearch/react';
import type {LocalSearchGlobalData} from '../index';
import {liteClient} from './liteClient';

export function DocSearchModal(props: DocSearchModalProps): React.ReactNode {
  const {appId, apiKey} = props;
  const {missingResultsUrl} = usePluginData('local-search') as LocalSearchGlobalData;
  const client = useMemo(() => liteClient(appId, apiKey), [appId, apiKey]);
  // Functions cannot travel through the JSON theme config, so the link is set here.
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl.replace('{query}', encodeURIComponent(query)),
    [missingResultsUrl],
  );
  return (
    <StockDocSearchModal
      {...props}
      transformSearchClient={() => client as never}
      {...(missingResultsUrl && {getMissingResultsUrl})}
    />
  );
}
