import type {EndRequest, Requester, Response} from '@algolia/client-common';
import type {SearchParams} from '../engine/types';
import {searchLocally} from './loadIndex';
import {requesterMarker} from './requesterMarker';
import {withHighlight} from './searchHighlight';

type QueriesBody = {requests?: (SearchParams & {params?: string})[]};

/** Older clients send parameters as one URL-encoded string of JSON values. */
function normalizeRequest({params, ...rest}: SearchParams & {params?: string}): SearchParams {
  if (!params) {
    return rest;
  }
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      decoded[key] = JSON.parse(value);
    } catch {
      decoded[key] = value;
    }
  }
  return {...decoded, ...rest};
}

function answer(status: number, body: unknown): Response {
  return {status, content: JSON.stringify(body), isTimedOut: false};
}

/**
 * Stands in for the HTTP requester of the Algolia client: it answers the
 * multi-query endpoint from the local index. A failed index download answers
 * like an unreachable host, so the client's own retry and error UI apply.
 */
export const localRequester: Requester = {
  async send(request: EndRequest): Promise<Response> {
    const {pathname} = new URL(request.url);
    if (request.method !== 'POST' || !pathname.endsWith('/1/indexes/*/queries')) {
      return answer(404, {
        message: `${requesterMarker} answers search queries only, not ${request.method} ${pathname}`,
        status: 404,
      });
    }
    try {
      const data = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
      const body = JSON.parse(data || '{}') as QueriesBody;
      const requests = (body.requests ?? []).map(normalizeRequest);
      const results = await Promise.all(
        requests.map(async (params) => {
          const response = await searchLocally(params);
          // Each hit opens its page with the words searched marked (./searchHighlight.ts): a word that
          // split ("darkmode") is marked as its parts.
          const words = response.parsedQuery ?? params.query ?? '';
          const hits = response.hits.map((hit) => ({...hit, url: withHighlight(hit.url!, words)}));
          return {...response, hits};
        }),
      );
      return answer(200, {results});
    } catch (error) {
      return {status: 0, content: `${requesterMarker}: ${String(error)}`, isTimedOut: false};
    }
  },
};
