// Module alias target of `algoliasearch/lite` (see ../index.ts): the stock
// client with the local requester, so parameters and caching stay Algolia's.
import {liteClient as stockLiteClient} from '@local-search/stock-lite-client';
import {localRequester} from './requester';

export * from '@local-search/stock-lite-client';

export function liteClient(
  ...[appId, apiKey, options]: Parameters<typeof stockLiteClient>
): ReturnType<typeof stockLiteClient> {
  return stockLiteClient(appId, apiKey, {...options, requester: localRequester});
}
