import {countFacets, createFacetFilter} from './facetFilters';
import {
  bucketFile,
  bucketOf,
  chunkFile,
  decodeRecord,
  decodeText,
  firstHitsFile,
  firstHitsPerBucket,
  hasFirstHits,
  indexFormatVersion,
  manifestFile,
  metaFile,
  type BucketFile,
  type FirstHitsFile,
  type IndexManifest,
  type ShardEntry,
  type ShardMeta,
  type TextChunk,
} from './indexFormat';
import type {HighlightTags} from './highlight';
import {createWordMatcher, exactQuality, isPrefixWord, prefixQuality, stopWords} from './matching';
import {parseQuery, tokenize, type ParsedQuery} from './queryParser';
import {
  bucketAnswers,
  createShard,
  decodeBucket,
  rank,
  type Bucket,
  type OpenShard,
  type RankOrder,
  type RankedCandidate,
  type Shard,
} from './ranking';
import {randomQueryId, serializeParams, toHit} from './response';
import {orderBySearchMatch, searchMatchApplies} from './searchMatch';
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

/** A shard's entry, and its place in the manifest, which breaks ties between shards. */
type SearchedShard = {entry: ShardEntry; order: number};

/** A record to show, by its place in its shard, and how it ranked (not for a first keystroke's hits). */
type Found = {shard: SearchedShard; position: number; ranked?: RankedCandidate};

/** The hits to show; and, when ranked, their order and the query's required words (see `rank`). */
type Shown = {shown: Found[]; ranking?: {order: RankOrder; required: number}};

/** The letter of a query that its letter's first hits answer: one letter typed, the first page, no more hits than they hold. */
function firstHitsLetter(parsed: ParsedQuery, page: number, hitsPerPage: number): string | null {
  const [word] = parsed.words;
  return parsed.words.length === 1 &&
    parsed.lastWordIsPrefix &&
    !needsText(parsed) &&
    page === 0 &&
    hitsPerPage <= firstHitsPerBucket &&
    hasFirstHits(word!)
    ? word!
    : null;
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
  /** Records decoded so far, by shard directory and position: those that came with first hits need no text chunk. */
  private readonly known = new Map<string, Map<number, SearchRecord>>();

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

  private shard({entry, order}: SearchedShard): Promise<Shard> {
    return this.load(metaFile(entry.directory), (data) => createShard(entry, data as ShardMeta, order));
  }

  private bucket(shard: Shard, word: string): Promise<Bucket> | null {
    const name = bucketOf(word);
    return shard.buckets.includes(name)
      ? this.load(bucketFile(shard.directory, name), (data) => decodeBucket(data as BucketFile))
      : null;
  }

  /** The first hits of a letter in a shard (none when no term of it starts with the letter); their records are kept. */
  private firstHits(entry: ShardEntry, letter: string): Promise<FirstHitsFile> {
    if (!entry.buckets.includes(letter)) {
      return Promise.resolve({count: 0, positions: [], scores: [], text: {pages: [], hierarchies: [], records: []}});
    }
    return this.load(firstHitsFile(entry.directory, letter), (data) => {
      const hits = data as FirstHitsFile;
      const known = this.knownOf(entry);
      for (const record of decodeText(hits.text, entry, hits.positions)) {
        known.set(record.position, record);
      }
      return hits;
    });
  }

  private knownOf(entry: ShardEntry): Map<number, SearchRecord> {
    let known = this.known.get(entry.directory);
    if (!known) {
      known = new Map();
      this.known.set(entry.directory, known);
    }
    return known;
  }

  /** The text chunk that holds a position of a shard, and the position's offset in it. */
  private async chunkOf(searched: SearchedShard, position: number): Promise<{text: TextChunk; offset: number}> {
    const {chunkStarts} = (await this.shard(searched)).meta;
    let chunk = chunkStarts.length - 1;
    while (chunkStarts[chunk]! > position) {
      chunk -= 1;
    }
    const text = await this.load(chunkFile(searched.entry.directory, chunk), (data) => data as TextChunk);
    return {text, offset: position - chunkStarts[chunk]!};
  }

  /** A record, from the text chunk that holds it; only the records shown are decoded. */
  private async record({shard, position}: Found): Promise<SearchRecord> {
    const known = this.knownOf(shard.entry);
    const decoded = known.get(position);
    if (decoded) {
      return decoded;
    }
    const {text, offset} = await this.chunkOf(shard, position);
    const record = decodeRecord(text, shard.entry, offset, position);
    known.set(position, record);
    return record;
  }

  /**
   * What says in a few words what a hit is about (see `searchMatch.ts`): the searches of its section (URL
   * run), from the text chunk that holds the section; its headings; and when its section is a page's top,
   * the page's first block of text. All are in the chunk that holds the hit's text, which showing it reads,
   * unless a letter's first hits gave its text.
   */
  private async phrasings(found: Found): Promise<string[]> {
    const {shard, position} = found;
    const {layout} = await this.shard(shard);
    const run = layout.runs[position]!;
    const runStart = layout.runStarts[run]!;
    const [{text, offset}, record] = await Promise.all([this.chunkOf(shard, runStart), this.record(found)]);
    const headings = hierarchyLevels
      .slice(1)
      .map((level) => record.hierarchy[level] ?? '')
      .join(' ');
    const pageTop =
      layout.levels[runStart] === 1 && layout.levels[runStart + 1] === 7 && layout.runs[runStart + 1] === run;
    const firstText = pageTop ? ((await this.record({shard, position: runStart + 1})).content ?? '') : '';
    return [...(text.searches?.[offset] ?? []), headings, firstText];
  }

  /** A page of ranked hits in their order once their phrasings raise them (`orderBySearchMatch`). */
  private async bySearchMatch(
    found: Found[],
    parsed: ParsedQuery,
    {order, required}: NonNullable<Shown['ranking']>,
    isMatch: (word: string) => string | null,
  ): Promise<Found[]> {
    if (!searchMatchApplies(required)) {
      return found;
    }
    const phrasings = await Promise.all(found.map((hit) => this.phrasings(hit)));
    const hits = found.map(({ranked}, i) => ({ranked: ranked!, phrasings: phrasings[i]!}));
    return orderBySearchMatch(hits, parsed, required, order, isMatch).map((index) => found[index]!);
  }

  /** The shard's meta and the bucket of each query word's and joined pair's first letter (null: no term starts with it). */
  private async openShard(searched: SearchedShard, parsed: ParsedQuery): Promise<OpenShard> {
    const shard = await this.shard(searched);
    const [buckets, joinedBuckets] = await Promise.all([
      Promise.all(parsed.words.map((word) => this.bucket(shard, word))),
      Promise.all(parsed.joined.map((pair) => this.bucket(shard, pair))),
    ]);
    return {shard, buckets, joinedBuckets};
  }

  /**
   * The query with each word that no term answers split in two words that terms do answer, as
   * Algolia's splitting reads "darkmode" as "dark mode": the longest first part that is a word of the
   * index, then a second part that is one too, or starts one when it is being typed. A word split
   * reads its second part's bucket. The query itself when no word splits.
   */
  private async splitWords(shards: SearchedShard[], parsed: ParsedQuery): Promise<ParsedQuery> {
    const opened = await Promise.all(shards.map((searched) => this.openShard(searched, parsed)));
    const words: string[] = [];
    for (const [index, word] of parsed.words.entries()) {
      const isPrefix = isPrefixWord(parsed, index);
      const answered = opened.some(({buckets}) => buckets[index] && bucketAnswers(buckets[index], word, isPrefix, 0));
      words.push(...(answered ? [word] : await this.splitWord(opened, parsed, index, word, isPrefix)));
    }
    return words.length === parsed.words.length ? parsed : {...parsed, words};
  }

  private async splitWord(
    opened: OpenShard[],
    parsed: ParsedQuery,
    index: number,
    word: string,
    isPrefix: boolean,
  ): Promise<string[]> {
    // An identifier that no term answers, even through a typo (an environment variable or a type that
    // the docs show only in code), is searched by its parts, which the index holds (`identifierParts`).
    const parts = parsed.identifierParts[word];
    if (parts) {
      return parts;
    }
    // Each part has two letters or more: a one-letter part would answer nearly every term of its letter.
    for (let cut = word.length - 2; cut >= 2; cut -= 1) {
      const [head, tail] = [word.slice(0, cut), word.slice(cut)];
      // The head starts as the word does: the word's bucket holds it.
      const headIsWord =
        !stopWords.has(head) &&
        opened.some(({buckets}) => buckets[index] && bucketAnswers(buckets[index], head, false, exactQuality));
      if (headIsWord) {
        const tails = await Promise.all(opened.map(({shard}) => this.bucket(shard, tail)));
        const minimum = isPrefix ? prefixQuality : exactQuality;
        if (tails.some((bucket) => bucket && bucketAnswers(bucket, tail, isPrefix, minimum))) {
          return [head, tail];
        }
      }
    }
    return [word];
  }

  /**
   * The first `limit` records that answer the query, in ranked order, how many answer in each shard, and
   * whether the first holds every word the query requires (with phrases or excluded words, every record
   * shown does). Phrases and excluded words are checked on the text, which only those queries fetch in full.
   */
  private async matching(
    shards: SearchedShard[],
    parsed: ParsedQuery,
    limit: number,
  ): Promise<Shown & {counts: number[]; complete: boolean}> {
    const opened = await Promise.all(shards.map((searched) => this.openShard(searched, parsed)));
    const byOrder = new Map(shards.map((searched) => [searched.order, searched]));
    const toFound = (ranked: RankedCandidate): Found => ({
      shard: byOrder.get(ranked.shard.order)!,
      position: ranked.position,
      ranked,
    });
    if (!needsText(parsed)) {
      const {candidates, totals, complete, order, required} = rank(opened, parsed, limit);
      return {shown: candidates.map(toFound), counts: totals, complete, ranking: {order, required}};
    }
    const {candidates, order, required} = rank(opened, parsed);
    const shown = (
      await Promise.all(
        candidates
          .map(toFound)
          .map(async (found) => (satisfiesAdvancedSyntax(await this.record(found), parsed) ? [found] : [])),
      )
    ).flat();
    return {
      ranking: {order, required},
      shown,
      counts: shards.map((searched) => shown.filter((found) => found.shard === searched).length),
      complete: shown.length > 0,
    };
  }

  /**
   * `matching` for the query's words, after `splitWords`. A split stands when a record holds all of
   * its words; else the query is searched as typed: the word that split is then a typo, or a word the
   * site does not use, and the query's other words answer. Phrases and excluded words are the
   * reader's own: they are searched as written.
   */
  private async searchWords(
    shards: SearchedShard[],
    parsed: ParsedQuery,
    limit: number,
  ): Promise<Shown & {counts: number[]; searched: ParsedQuery}> {
    const split = needsText(parsed) ? parsed : await this.splitWords(shards, parsed);
    if (split !== parsed) {
      const answer = await this.matching(shards, split, limit);
      if (answer.complete) {
        return {...answer, searched: split};
      }
      const typed = await this.matching(shards, parsed, limit);
      // The query as typed finds nothing: the split's partial answer is better than none.
      return typed.shown.length > 0 || answer.shown.length === 0
        ? {...typed, searched: parsed}
        : {...answer, searched: split};
    }
    return {...(await this.matching(shards, parsed, limit)), searched: parsed};
  }

  /**
   * A first keystroke's answer: each shard's first hits of the letter, merged by score (then by
   * heading level, shard and position, as ranking breaks ties), and the count of every shard's hits.
   */
  private async firstKeystroke(shards: SearchedShard[], letter: string): Promise<Shown & {counts: number[]}> {
    const files = await Promise.all(shards.map(({entry}) => this.firstHits(entry, letter)));
    const shown = files.flatMap(({positions, scores, text}, i) =>
      positions.map((position, hit) => {
        const type = text.records[hit]![2];
        const level = type === 'content' ? 7 : Number(type.slice(3));
        return {shard: shards[i]!, position, score: scores[hit]!, level};
      }),
    );
    // Scores that differ only by rounding (each shard's was divided by its own weight of the word) are equal.
    const scoreOrder = (a: number, b: number) => (Math.abs(b - a) <= 1e-9 * Math.max(a, b) ? 0 : b - a);
    shown.sort(
      (a, b) =>
        scoreOrder(a.score, b.score) || a.level - b.level || a.shard.order - b.shard.order || a.position - b.position,
    );
    return {shown, counts: files.map(({count}) => count)};
  }

  /**
   * After a first keystroke, what the next one reads: the shards' meta and the letter's term buckets,
   * loaded once its answer is out, in the time before the reader's next key rather than after it. A
   * failed read is left to the next search, which reads the file again.
   */
  private loadAhead(shards: SearchedShard[], letter: string): void {
    setTimeout(() => {
      for (const searched of shards) {
        this.shard(searched)
          .then((shard) => this.bucket(shard, letter))
          .catch(() => undefined);
      }
    }, 0);
  }

  async search(params: SearchParams, indexName = params.indexName ?? ''): Promise<SearchResponse> {
    const started = performance.now();
    const query = params.query ?? '';
    const parsed = parseQuery(query, params.advancedSyntax ?? false);
    const facetFilter = createFacetFilter(params.facetFilters);
    const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage ?? 20));
    const page = Math.max(0, params.page ?? 0);
    // A shard's order is its place in the manifest, whichever shards a query keeps: it breaks ties the same way every time.
    const from = this.searchedFrom();
    const shards = (await this.shards())
      .map((entry, order) => ({entry, order}))
      .filter(({entry}) => !entry.scope || from.startsWith(entry.scope))
      .filter(({entry}) => facetFilter({language: entry.language, docusaurus_tag: entry.tag}));

    const letter = firstHitsLetter(parsed, page, hitsPerPage);
    const {shown, ranking, counts, searched} = letter
      ? {...(await this.firstKeystroke(shards, letter)), searched: parsed}
      : await this.searchWords(shards, parsed, (page + 1) * hitsPerPage);
    if (letter) {
      this.loadAhead(shards, letter);
    }
    const nbHits = counts.reduce((sum, count) => sum + count, 0);
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage);
    const isMatch = createWordMatcher(searched);
    const pageFound = shown.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const pageRecords = await Promise.all(
      (ranking ? await this.bySearchMatch(pageFound, searched, ranking, isMatch) : pageFound).map((found) =>
        this.record(found),
      ),
    );
    const tags: HighlightTags = {pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>'};

    const response: SearchResponse = {
      hits: pageRecords.map((record) => toHit(record, params, searched, isMatch, tags, this.siteUrl)),
      nbHits,
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
        shards.map(({entry}, i) => ({
          attributes: {language: entry.language, docusaurus_tag: entry.tag},
          hits: counts[i]!,
        })),
        params.facets,
      );
    }
    if (searched !== parsed) {
      response.parsedQuery = searched.words.join(' ');
    }
    if (params.clickAnalytics) {
      response.queryID = randomQueryId();
    }
    return response;
  }
}
