import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {acceptedValues} from '../engine/facetFilters';
import {LocalSearchIndex} from '../engine/searchIndex';
import {decodeShard, type EncodedShard} from '../engine/shardFormat';
import type {IndexManifest, SearchParams} from '../engine/types';
import type {LocalSearchGlobalData} from '../index';
import {indexScriptGlobal, indexScriptUrl} from '../indexScript';

const {indexDirectory} = globalData['local-search']!.default as LocalSearchGlobalData;
// The hash-router copy opens from disk: its index sits next to the index.html that loaded it.
const indexUrl = siteConfig.future.experimental_router === 'hash' ? `./${indexDirectory}/` : `${siteConfig.baseUrl}${indexDirectory}/`;

const index = new LocalSearchIndex(siteConfig.url);
let manifestRequest: Promise<IndexManifest> | null = null;
const shardRequests = new Map<string, Promise<void>>();

/**
 * fetch() cannot read file:// URLs, so from disk each file is loaded as the
 * script written next to it, which registers its content on a global.
 */
function loadScriptJson<T>(url: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = indexScriptUrl(url);
    script.onload = () => {
      script.remove();
      const value = readIndexScriptValue(url);
      if (value === undefined) {
        reject(new Error(`${script.src} registered no index data`));
      } else {
        resolve(value as T);
      }
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${script.src} failed to load`));
    };
    document.head.appendChild(script);
  });
}

function readIndexScriptValue(url: string): unknown {
  const registry = (window as unknown as Record<string, Record<string, unknown> | undefined>)[indexScriptGlobal];
  return registry?.[url.slice(indexUrl.length)];
}

async function fetchJson<T>(url: string): Promise<T> {
  if (window.location.protocol === 'file:') {
    return loadScriptJson<T>(url);
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return (await response.json()) as T;
}

/** Forgets a failed download, so that the next search tries again. */
function remember<T>(cache: {get: () => Promise<T> | null; set: (value: Promise<T> | null) => void}, load: () => Promise<T>): Promise<T> {
  const cached = cache.get();
  if (cached) {
    return cached;
  }
  const request = load().catch((error: unknown) => {
    cache.set(null);
    throw error;
  });
  cache.set(request);
  return request;
}

function loadManifest(): Promise<IndexManifest> {
  return remember(
    {get: () => manifestRequest, set: (value) => (manifestRequest = value)},
    () => fetchJson<IndexManifest>(`${indexUrl}manifest.json`),
  );
}

function loadShard(file: string): Promise<void> {
  return remember(
    {get: () => shardRequests.get(file) ?? null, set: (value) => (value ? shardRequests.set(file, value) : shardRequests.delete(file))},
    async () => index.add(decodeShard(await fetchJson<EncodedShard>(`${indexUrl}${file}`))),
  );
}

/**
 * Downloads, once, the shards that the requests' facet filters can match:
 * a search of the current docs does not fetch the other versions.
 */
export async function loadIndexFor(requests: SearchParams[]): Promise<LocalSearchIndex> {
  const {shards} = await loadManifest();
  const needed = shards.filter((shard) =>
    requests.some((request) => {
      const languages = acceptedValues(request.facetFilters, 'language');
      const tags = acceptedValues(request.facetFilters, 'docusaurus_tag');
      return (!languages || languages.has(shard.language)) && (!tags || tags.has(shard.tag));
    }),
  );
  await Promise.all(needed.map((shard) => loadShard(shard.file)));
  return index;
}
