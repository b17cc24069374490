import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import type {SearchParams, SearchResponse} from '../engine/types';
import type {LocalSearchGlobalData} from '../index';
import {indexFileReader} from './readIndexFile';
import type {SearchAnswer, SearchRequest} from './searchWorker';

const {indexDirectory} = globalData['local-search']!.default as LocalSearchGlobalData;
const hashRouter = siteConfig.future.experimental_router === 'hash';
// The hash-router copy opens from disk: its index sits next to the index.html that loaded it.
const indexUrl = hashRouter ? `./${indexDirectory}/` : `${siteConfig.baseUrl}${indexDirectory}/`;

/** The path of the page shown: in the hash-router copy, the path after the `#`. */
function currentPath(): string {
  return hashRouter ? window.location.hash.slice(1) || '/' : window.location.pathname;
}

type Search = (params: SearchParams) => Promise<SearchResponse>;

/**
 * The search on the main thread: for browsers without workers, the copy opened from disk (a worker
 * cannot start from a file:// page) and a worker that failed to start. Its engine loads only then.
 */
function mainThreadSearch(): Search {
  const engine = import(/* webpackChunkName: "search-engine" */ '../engine/searchIndex').then(
    ({LocalSearchIndex}) =>
      new LocalSearchIndex(
        indexFileReader(indexUrl, window.location.protocol === 'file:'),
        siteConfig.url,
        currentPath,
      ),
  );
  return async (params) => (await engine).search(params);
}

/**
 * The search in a Web Worker (./searchWorker.ts), which downloads, parses and ranks the index. Null where
 * no worker can start. A worker that fails (its script refused or missing) hands every search, waiting
 * or to come, to the main thread.
 */
function workerSearch(): Search | null {
  if (typeof Worker === 'undefined' || window.location.protocol === 'file:') {
    return null;
  }
  let worker: Worker;
  try {
    worker = new Worker(new URL('./searchWorker.ts', import.meta.url), {name: 'local-search'});
  } catch {
    return null;
  }
  type Waiting = {params: SearchParams; resolve: (response: SearchResponse) => void; reject: (error: Error) => void};
  const waiting = new Map<number, Waiting>();
  let fallback: Search | undefined;
  let nextId = 0;
  const absoluteIndexUrl = new URL(indexUrl, document.baseURI).href;

  worker.addEventListener('message', ({data}: MessageEvent<SearchAnswer>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.error === undefined) {
      request?.resolve(data.response as SearchResponse);
    } else {
      request?.reject(new Error(data.error));
    }
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    worker.terminate();
    fallback = mainThreadSearch();
    for (const [id, {params, resolve, reject}] of waiting) {
      waiting.delete(id);
      fallback(params).then(resolve, reject);
    }
  });

  return (params) => {
    if (fallback) {
      return fallback(params);
    }
    return new Promise<SearchResponse>((resolve, reject) => {
      const id = (nextId += 1);
      waiting.set(id, {params, resolve, reject});
      worker.postMessage({
        id,
        indexUrl: absoluteIndexUrl,
        siteUrl: siteConfig.url,
        searchedFrom: currentPath(),
        params,
      } satisfies SearchRequest);
    });
  };
}

let search: Search | undefined;

/** Answers one search from the site's index; each part of it is downloaded on the first search that needs it. */
export function searchLocally(params: SearchParams): Promise<SearchResponse> {
  search ??= workerSearch() ?? mainThreadSearch();
  return search(params);
}
