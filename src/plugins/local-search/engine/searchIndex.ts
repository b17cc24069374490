import {highlight, snippet, splitText, type HighlightTags} from './highlight';
import {countFacets, createFacetFilter, type FacetAttributes} from './facetFilters';
import {
  bucketFile,
  bucketOf,
  chunkFile,
  decodeText,
  fieldBoosts,
  manifestFile,
  metaFile,
  type BucketEntry,
  type IndexManifest,
  type ShardEntry,
  type ShardMeta,
  type TextChunk,
} from './indexFormat';
import {createWordMatcher, isPrefixWord, matchQuality} from './matching';
import {parseQuery, tokenize, type ParsedQuery} from './queryParser';
import {
  hierarchyLevels,
  type HierarchyLevel,
  type SearchHit,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
} from './types';

/** Reads one file of the index (a path relative to the index directory) as parsed JSON. */
export type ReadIndexFile = (file: string) => Promise<unknown>;

type Shard = ShardEntry & {
  meta: ShardMeta;
  order: number;
  facets: FacetAttributes;
  /** Per-record arrays for ranking, reused by every query (ranking is synchronous). */
  scratch: {scores: Float64Array; wordsFound: Uint8Array; best: Float64Array};
};

/** A term bucket; a term's positions are decoded the first time a query word matches it. */
type Bucket = {
  entries: BucketEntry[];
  frequencies: number[];
  positions: ([Int32Array, Int32Array, Int32Array] | undefined)[];
  /** The terms that answered each query word. */
  matches: Map<string, TermMatch[]>;
};

type Candidate = {shard: Shard; position: number; score: number; level: number};
type OpenShard = {shard: Shard; buckets: (Bucket | null)[]};
/** A term of a bucket that answers a query word, and how well. */
type TermMatch = {bucket: Bucket; term: number; quality: number};

function decodeBucket(entries: BucketEntry[]): Bucket {
  return {
    entries,
    frequencies: entries.map(([, title, context, content]) => title.length + context.length + content.length),
    positions: [],
    matches: new Map(),
  };
}

function bucketMatches(bucket: Bucket, word: string, isPrefix: boolean): TermMatch[] {
  const key = `${word}${isPrefix ? '*' : ''}`;
  let matches = bucket.matches.get(key);
  if (!matches) {
    matches = bucket.entries.flatMap(([term], index) => {
      const quality = matchQuality(term, word, isPrefix);
      return quality > 0 ? [{bucket, term: index, quality}] : [];
    });
    bucket.matches.set(key, matches);
  }
  return matches;
}

function decodePositions(gaps: number[]): Int32Array {
  const positions = new Int32Array(gaps.length);
  let position = 0;
  for (let i = 0; i < gaps.length; i += 1) {
    position += gaps[i]!;
    positions[i] = position;
  }
  return positions;
}

function termPositions(bucket: Bucket, term: number): [Int32Array, Int32Array, Int32Array] {
  let positions = bucket.positions[term];
  if (!positions) {
    const [, title, context, content] = bucket.entries[term]!;
    positions = [decodePositions(title), decodePositions(context), decodePositions(content)];
    bucket.positions[term] = positions;
  }
  return positions;
}

/** Page titles first, then headings by level, then text. */
function levelRank(meta: ShardMeta, position: number): number {
  const level = meta.levels[position];
  return level === 'c' ? 7 : Number(level);
}

function compareCandidates(a: Candidate, b: Candidate): number {
  return b.score - a.score || a.level - b.level || a.shard.order - b.shard.order || a.position - b.position;
}

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

function pick(record: SearchRecord, attributes: string[] | undefined): Partial<SearchRecord> {
  if (!attributes || attributes.includes('*')) {
    return {...record};
  }
  const picked: Partial<SearchRecord> = {};
  for (const attribute of attributes) {
    if (attribute.startsWith('hierarchy.')) {
      const level = attribute.slice('hierarchy.'.length) as HierarchyLevel;
      picked.hierarchy = {...(picked.hierarchy ?? ({} as SearchRecord['hierarchy'])), [level]: record.hierarchy[level]};
    } else if (attribute in record) {
      (picked as Record<string, unknown>)[attribute] = (record as unknown as Record<string, unknown>)[attribute];
    }
  }
  return picked;
}

function parseSnippetSizes(attributes: string[] | undefined): Map<string, number> {
  return new Map(
    (attributes ?? []).map((entry) => {
      const [attribute, size] = entry.split(':');
      return [attribute!, Number(size) || 10];
    }),
  );
}

function randomQueryId(): string {
  return Array.from({length: 32}, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

function serializeParams(params: SearchParams): string {
  return new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();
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
   */
  constructor(
    private readonly readFile: ReadIndexFile,
    private readonly siteUrl = '',
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
    if (manifest.version !== 2) {
      throw new Error(
        `The search index has format version ${String(manifest.version)}; this site reads version 2: rebuild the site.`,
      );
    }
    return manifest.shards;
  }

  private shard(entry: ShardEntry, order: number): Promise<Shard> {
    return this.load(metaFile(entry.directory), (data) => ({
      ...entry,
      meta: data as ShardMeta,
      order,
      facets: {language: entry.language, docusaurus_tag: entry.tag},
      scratch: {
        scores: new Float64Array(entry.records),
        wordsFound: new Uint8Array(entry.records),
        best: new Float64Array(entry.records),
      },
    }));
  }

  private bucket(shard: Shard, word: string): Promise<Bucket> | null {
    const name = bucketOf(word);
    return shard.meta.buckets.includes(name)
      ? this.load(bucketFile(shard.directory, name), (data) => decodeBucket(data as BucketEntry[]))
      : null;
  }

  private async record({shard, position}: Candidate): Promise<SearchRecord> {
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

  /**
   * Adds each record's best score for one query word to `scores` and counts
   * the word in `wordsFound`. `best` is a zeroed scratch array, left zeroed.
   */
  private static addWordScores(
    shard: Shard,
    matches: TermMatch[],
    wordWeight: number,
    scores: Float64Array,
    wordsFound: Uint8Array,
    best: Float64Array,
  ): void {
    const touched: number[] = [];
    for (const {bucket, term, quality} of matches) {
      const weight = quality * wordWeight;
      termPositions(bucket, term).forEach((positions, field) => {
        const fieldScore = fieldBoosts[field]! * weight;
        for (const position of positions) {
          // A word in a short heading says more about the record than in a long one.
          const score =
            field === 0 ? fieldScore / (1 + 0.15 * (Number(shard.meta.titleWords[position]) - 1)) : fieldScore;
          if (best[position] === 0) {
            touched.push(position);
          }
          if (score > best[position]!) {
            best[position] = score;
          }
        }
      });
    }
    for (const position of touched) {
      scores[position] += best[position]!;
      wordsFound[position] += 1;
      best[position] = 0;
    }
  }

  /** The records of a shard that contain every query word, the best one of each URL. */
  private static rankShard(
    {shard, buckets}: OpenShard,
    parsed: ParsedQuery,
    wordMatches: TermMatch[][],
    wordWeights: number[],
  ): Candidate[] {
    const {meta} = shard;
    const wordCount = parsed.words.length;
    if (buckets.includes(null)) {
      return [];
    }
    const {scores, wordsFound, best} = shard.scratch;
    scores.fill(0);
    wordsFound.fill(0);
    wordMatches.forEach((matches, word) =>
      LocalSearchIndex.addWordScores(shard, matches, wordWeights[word]!, scores, wordsFound, best),
    );
    const candidates: Candidate[] = [];
    let runStart = 0;
    for (const runLength of meta.urlRuns) {
      let bestPosition = -1;
      for (let position = runStart; position < runStart + runLength; position += 1) {
        if (
          wordsFound[position] === wordCount &&
          (bestPosition < 0 ||
            scores[position]! > scores[bestPosition]! ||
            (scores[position] === scores[bestPosition] && levelRank(meta, position) < levelRank(meta, bestPosition)))
        ) {
          bestPosition = position;
        }
      }
      if (bestPosition >= 0) {
        candidates.push({
          shard,
          position: bestPosition,
          score: scores[bestPosition]!,
          level: levelRank(meta, bestPosition),
        });
      }
      runStart += runLength;
    }
    return candidates;
  }

  /**
   * Ranks the records of every shard searched. A word found in fewer records
   * weighs more (inverse document frequency, counted over all the shards
   * searched); all the completions and typo variants of a word weigh the same,
   * so that a rare variant does not outrank the word itself.
   */
  private static rank(opened: OpenShard[], parsed: ParsedQuery): Candidate[] {
    const matchesPerShard = opened.map(({buckets}) =>
      parsed.words.map((word, index) =>
        buckets[index] ? bucketMatches(buckets[index], word, isPrefixWord(parsed, index)) : [],
      ),
    );
    const records = opened.reduce((sum, {shard}) => sum + shard.records, 0);
    const wordWeights = parsed.words.map((_, word) => {
      const frequency = matchesPerShard.reduce(
        (sum, shardMatches) =>
          sum + shardMatches[word]!.reduce((total, {bucket, term}) => total + bucket.frequencies[term]!, 0),
        0,
      );
      return Math.log(1 + records / Math.max(1, frequency));
    });
    return opened
      .flatMap((open, i) => LocalSearchIndex.rankShard(open, parsed, matchesPerShard[i]!, wordWeights))
      .sort(compareCandidates);
  }

  async search(params: SearchParams, indexName = params.indexName ?? ''): Promise<SearchResponse> {
    const started = performance.now();
    const query = params.query ?? '';
    const parsed = parseQuery(query, params.advancedSyntax ?? false);
    const facetFilter = createFacetFilter(params.facetFilters);
    // A shard's order is its place in the manifest, whichever shards a query keeps: it breaks ties the same way every time.
    const shards = (await this.shards())
      .map((entry, order) => ({entry, order}))
      .filter(({entry}) => facetFilter({language: entry.language, docusaurus_tag: entry.tag}));
    const ranked = LocalSearchIndex.rank(
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
      hits: pageRecords.map((record) => this.toHit(record, params, parsed, isMatch, tags)),
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

  private toHit(
    record: SearchRecord,
    params: SearchParams,
    parsed: ParsedQuery,
    isMatch: (word: string) => string | null,
    tags: HighlightTags,
  ): SearchHit {
    const snippetSizes = parseSnippetSizes(params.attributesToSnippet);
    const ellipsis = params.snippetEllipsisText ?? '…';
    const retrieved = pick(record, params.attributesToRetrieve);
    const hit: SearchHit = {
      ...retrieved,
      ...(retrieved.url !== undefined && {url: `${this.siteUrl}${record.url}`}),
      objectID: record.objectID,
      _highlightResult: {hierarchy: {}},
      _snippetResult: {},
    };
    for (const level of hierarchyLevels) {
      const text = record.hierarchy[level];
      if (text !== null) {
        const tokens = splitText(text, isMatch);
        hit._highlightResult.hierarchy![level] = highlight(tokens, parsed.words, tags);
        const size = snippetSizes.get(`hierarchy.${level}`);
        if (size !== undefined) {
          hit._snippetResult.hierarchy ??= {};
          hit._snippetResult.hierarchy[level] = snippet(tokens, parsed.words, size, tags, ellipsis);
        }
      }
    }
    if (record.content !== null) {
      const tokens = splitText(record.content, isMatch);
      hit._highlightResult.content = highlight(tokens, parsed.words, tags);
      const size = snippetSizes.get('content');
      if (size !== undefined) {
        hit._snippetResult.content = snippet(tokens, parsed.words, size, tags, ellipsis);
      }
    }
    return hit;
  }
}
