import {countFacets, createFacetFilter} from './facetFilters';
import {
  bucketFile,
  bucketOf,
  chunkFile,
  decodeText,
  indexFormatVersion,
  manifestFile,
  metaFile,
  type BucketFile,
  type IndexManifest,
  type ShardEntry,
  type ShardMeta,
  type TextChunk,
} from './indexFormat';
import type {HighlightTags} from './highlight';
import {createWordMatcher} from './matching';
import {parseQuery, tokenize, type ParsedQuery} from './queryParser';
import {createShard, decodeBucket, rank, type Bucket, type Candidate, type OpenShard, type Shard} from './ranking';
import {randomQueryId, serializeParams, toHit} from './response';
import {hierarchyLevels, type SearchParams, type SearchRecord, type SearchResponse} from './types';

/** Reads one file of the index (a path relative to the index directory) as parsed JSON. */
export type ReadIndexFile = (file: string) => Promise<unknown>;

/** Every text a reader sees in a hit, for phrase and exclusion checks. */
function displayedTexts(record: SearchRecord): string[] {
  return [...hierarchyLevels.map((level) => record.hierarchy[level] ?? ''), record.content ?? ''];
}

function containsPhrase(words: string[], phrase: string[]): boolean {
  return words.some((_, start) => phrase.every((word, offset) => words[start + offset] === word));
}

function needsText(parsed: ParsedQuery): boolean {
  return parsed.phrases.length > 0 || parsed.excluded.length > 0;
}

function satisfiesAdvancedSyntax(record: SearchRecord, parsed: ParsedQuery): boolean {
  const fields = displayedTexts(record).map(tokenize);
  const phrasesFound = parsed.phrases.every((phrase) => fields.some((words) => containsPhrase(words, phrase)));
  const excludedAbsent = parsed.excluded.every((excluded) => fields.every((words) => !words.includes(excluded)));
  return phrasesFound && excludedAbsent;
}

/**
 * Answers Algolia search requests (same parameters, same response shape)
 * from the prebuilt index that writeIndex lays out: it reads only the files a
 * query needs, each once.
 */
export class LocalSearchIndex {
  private readonly files = new Map<string, Promise<unknown>>();

  /**
   * @param siteUrl Prefix of the URLs in hits: records store paths, while
   * the search UI expects the absolute URLs that Algolia records hold.
   * @param searchedFrom The path of the page the reader searches from: a shard with a scope answers
   * only searches from a page under it.
   */
  constructor(
    private readonly readFile: ReadIndexFile,
    private readonly siteUrl = '',
    private readonly searchedFrom: () => string = () => '/',
  ) {}

  /** Reads and decodes a file once; a failed read is forgotten, so the next search tries again. */
  private load<T>(file: string, decode: (data: unknown) => T): Promise<T> {
    let request = this.files.get(file) as Promise<T> | undefined;
    if (!request) {
      request = this.readFile(file).then(decode);
      request.catch(() => this.files.delete(file));
      this.files.set(file, request);
    }
    return request;
  }

  private async shards(): Promise<ShardEntry[]> {
    const manifest = await this.load(manifestFile, (data) => data as IndexManifest);
    if (manifest.version !== indexFormatVersion) {
      throw new Error(
        `The search index has format version ${String(manifest.version)}; this site reads version ${indexFormatVersion}: rebuild the site.`,
      );
    }
    return manifest.shards;
  }

  private shard(entry: ShardEntry, order: number): Promise<Shard> {
    return this.load(metaFile(entry.directory), (data) => createShard(entry, data as ShardMeta, order));
  }

  private bucket(shard: Shard, word: string): Promise<Bucket> | null {
    const name = bucketOf(word);
    return shard.meta.buckets.includes(name)
      ? this.load(bucketFile(shard.directory, name), (data) => {
          const {terms, leaders} = data as BucketFile;
          for (const record of decodeText(leaders.text, shard, leaders.positions)) {
            shard.leaders.set(record.position, record);
          }
          return decodeBucket(terms);
        })
      : null;
  }

  private async record({shard, position}: Candidate): Promise<SearchRecord> {
    const leader = shard.leaders.get(position);
    if (leader) {
      return leader;
    }
    const {chunkStarts} = shard.meta;
    let chunk = chunkStarts.length - 1;
    while (chunkStarts[chunk]! > position) {
      chunk -= 1;
    }
    const first = chunkStarts[chunk]!;
    const records = await this.load(chunkFile(shard.directory, chunk), (data) =>
      decodeText(data as TextChunk, shard, first),
    );
    return records[position - first]!;
  }

  /** The shard's meta and, for each query word, the bucket of its first letter (null: no term starts with it). */
  private async openShard(entry: ShardEntry, order: number, parsed: ParsedQuery): Promise<OpenShard> {
    const shard = await this.shard(entry, order);
    return {shard, buckets: await Promise.all(parsed.words.map((word) => this.bucket(shard, word)))};
  }

  async search(params: SearchParams, indexName = params.indexName ?? ''): Promise<SearchResponse> {
    const started = performance.now();
    const query = params.query ?? '';
    const parsed = parseQuery(query, params.advancedSyntax ?? false);
    const facetFilter = createFacetFilter(params.facetFilters);
    // A shard's order is its place in the manifest, whichever shards a query keeps: it breaks ties the same way every time.
    const from = this.searchedFrom();
    const shards = (await this.shards())
      .map((entry, order) => ({entry, order}))
      .filter(({entry}) => !entry.scope || from.startsWith(entry.scope))
      .filter(({entry}) => facetFilter({language: entry.language, docusaurus_tag: entry.tag}));
    const ranked = rank(
      await Promise.all(shards.map(({entry, order}) => this.openShard(entry, order, parsed))),
      parsed,
    );

    // Phrases and excluded words are checked on the text, which only those queries fetch in full.
    const matching = needsText(parsed)
      ? (
          await Promise.all(
            ranked.map(async (candidate) =>
              satisfiesAdvancedSyntax(await this.record(candidate), parsed) ? [candidate] : [],
            ),
          )
        ).flat()
      : ranked;

    const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage ?? 20));
    const page = Math.max(0, params.page ?? 0);
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(matching.length / hitsPerPage);
    const pageRecords = await Promise.all(
      matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((candidate) => this.record(candidate)),
    );
    const tags: HighlightTags = {pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>'};
    const isMatch = createWordMatcher(parsed);

    const response: SearchResponse = {
      hits: pageRecords.map((record) => toHit(record, params, parsed, isMatch, tags, this.siteUrl)),
      nbHits: matching.length,
      page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: serializeParams(params),
      index: indexName,
      processingTimeMS: Math.round(performance.now() - started),
    };
    if (params.facets !== undefined) {
      response.facets = countFacets(
        matching.map((candidate) => candidate.shard.facets),
        params.facets,
      );
    }
    if (params.clickAnalytics) {
      response.queryID = randomQueryId();
    }
    return response;
  }
}
