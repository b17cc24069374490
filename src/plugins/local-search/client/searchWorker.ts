// Loads, parses and ranks the index off the main thread: typing in the search box never waits for it.
import {LocalSearchIndex} from '../engine/searchIndex';
import type {SearchParams} from '../engine/types';
import {indexFileReader} from './readIndexFile';

/** What the page asks: the index's place, and one search from the page at `searchedFrom`. */
export type SearchRequest = {id: number; indexUrl: string; siteUrl: string; searchedFrom: string; params: SearchParams};
export type SearchAnswer = {id: number; response?: unknown; error?: string};

let index: LocalSearchIndex | undefined;
let searchedFrom = '/';

self.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const {id, indexUrl, siteUrl, params} = event.data;
  searchedFrom = event.data.searchedFrom;
  index ??= new LocalSearchIndex(indexFileReader(indexUrl, false), siteUrl, () => searchedFrom);
  index.search(params).then(
    (response) => self.postMessage({id, response} satisfies SearchAnswer),
    (error: Error) => self.postMessage({id, error: error.message} satisfies SearchAnswer),
  );
});
