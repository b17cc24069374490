// Module alias target of `@docsearch/react/modal` (see ../index.ts): the stock
// modal, given a search client that answers from the local index.
import React, {useMemo} from 'react';
import {DocSearchModal as StockDocSearchModal} from '@local-search/stock-docsearch-modal';
import type {DocSearchModalProps} from '@docsearch/react';
import {liteClient} from './liteClient';

export function DocSearchModal(props: DocSearchModalProps): React.ReactNode {
  const {appId, apiKey} = props;
  const client = useMemo(() => liteClient(appId, apiKey), [appId, apiKey]);
  return <StockDocSearchModal {...props} transformSearchClient={() => client as never} />;
}
