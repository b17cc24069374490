import MiniSearch, {type SearchResult} from 'minisearch';
import {highlight, snippet, type HighlightTags} from './highlight';
import {countFacets, createFacetFilter} from './facetFilters';
import {parseQuery, tokenize, type ParsedQuery} from './queryParser';
import {
  hierarchyLevels,
  type HierarchyLevel,
  type SearchHit,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
} from './types';

/**
 * Three indexed fields keep the index small and fast to build: a heading
 * record's own heading (`title`), the heading a text block sits under or the
 * page title of a heading (`context`), and the text itself (`content`).
 * Heading text weighs more, so heading matches rank above body matches.
 */
const fieldBoosts: Record<string, number> = {title: 6, context: 1.5, content: 1};
const searchableFields = Object.keys(fieldBoosts);

function nearestHeading(record: SearchRecord): string {
  for (let level = 6; level >= 2; level -= 1) {
    const text = record.hierarchy[`lvl${level}` as HierarchyLevel];
    if (text) {
      return text;
    }
  }
  return record.hierarchy.lvl1 ?? '';
}

function fieldText(record: SearchRecord, field: string): string {
  const isHeading = record.type !== 'content';
  switch (field) {
    case 'title':
      return isHeading ? record.hierarchy[record.type as HierarchyLevel] ?? '' : '';
    case 'context':
      return isHeading ? (record.type === 'lvl1' ? record.hierarchy.lvl0 ?? '' : record.hierarchy.lvl1 ?? '') : nearestHeading(record);
    case 'content':
      return record.content ?? '';
    default:
      return '';
  }
}

/** Every text a reader sees in a hit, for phrase and exclusion checks. */
function displayedTexts(record: SearchRecord): string[] {
  return [...hierarchyLevels.map((level) => record.hierarchy[level] ?? ''), record.content ?? ''];
}

/** Algolia's typo tolerance: one typo from 4 letters, two from 8. */
function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) {
    return false;
  }
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...current) > limit) {
      return false;
    }
    previous = current;
  }
  return previous[b.length]! <= limit;
}

/** Maps a word of a record to the query word it answers, or null. */
function createWordMatcher(parsed: ParsedQuery): (word: string) => string | null {
  const cache = new Map<string, string | null>();
  const last = parsed.words.length - 1;
  return (word) => {
    if (!cache.has(word)) {
      const match = parsed.words.find(
        (queryWord, index) =>
          word === queryWord ||
          (parsed.lastWordIsPrefix && index === last && word.startsWith(queryWord)) ||
          (allowedTypos(queryWord) > 0 && editDistanceWithin(word, queryWord, allowedTypos(queryWord))),
      );
      cache.set(word, match ?? null);
    }
    return cache.get(word)!;
  };
}

function containsPhrase(words: string[], phrase: string[]): boolean {
  return words.some((_, start) => phrase.every((word, offset) => words[start + offset] === word));
}

function satisfiesAdvancedSyntax(record: SearchRecord, parsed: ParsedQuery): boolean {
  // Most queries have neither: skip tokenising every ranked record's texts.
  if (parsed.phrases.length === 0 && parsed.excluded.length === 0) {
    return true;
  }
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

export function serializeParams(params: SearchParams): string {
  return new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();
}

/**
 * An in-memory index that answers Algolia search requests: same parameters,
 * same response shape, computed from DocSearch-style records.
 */
export class LocalSearchIndex {
  /**
   * @param siteUrl Prefix of the URLs in hits: records store paths, while
   * the search UI expects the absolute URLs that Algolia records hold.
   */
  constructor(private readonly siteUrl = '') {}

  private readonly miniSearch = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: searchableFields,
    extractField: (record, field) => (field === 'objectID' ? record.objectID : fieldText(record, field)),
    tokenize,
    processTerm: (term) => term,
  });

  private readonly records = new Map<string, SearchRecord>();

  get size(): number {
    return this.records.size;
  }

  add(records: SearchRecord[]): void {
    const fresh = records.filter((record) => !this.records.has(record.objectID));
    for (const record of fresh) {
      this.records.set(record.objectID, record);
    }
    this.miniSearch.addAll(fresh);
  }

  search(params: SearchParams, indexName = params.indexName ?? ''): SearchResponse {
    const started = performance.now();
    const query = params.query ?? '';
    const parsed = parseQuery(query, params.advancedSyntax ?? false);
    const facetFilter = createFacetFilter(params.facetFilters);

    const ranked: SearchRecord[] =
      parsed.words.length === 0
        ? [...this.records.values()].sort((a, b) => a.url.localeCompare(b.url) || a.position - b.position)
        : this.miniSearch
            .search(parsed.words.join(' '), {
              combineWith: 'AND',
              prefix: (_term, index, terms) => parsed.lastWordIsPrefix && index === terms.length - 1,
              fuzzy: (term) => allowedTypos(term),
              boost: fieldBoosts,
            })
            .sort((a: SearchResult, b: SearchResult) => b.score - a.score || this.position(a) - this.position(b))
            .map((result) => this.records.get(result.id as string)!);

    // One hit per URL (with its anchor), the best-ranked record.
    const seenUrls = new Set<string>();
    const matching = ranked.filter((record) => {
      if (!facetFilter(record) || seenUrls.has(record.url) || !satisfiesAdvancedSyntax(record, parsed)) {
        return false;
      }
      seenUrls.add(record.url);
      return true;
    });

    const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage ?? 20));
    const page = Math.max(0, params.page ?? 0);
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(matching.length / hitsPerPage);
    const pageRecords = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
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
      response.facets = countFacets(matching, params.facets);
    }
    if (params.clickAnalytics) {
      response.queryID = randomQueryId();
    }
    return response;
  }

  private position(result: SearchResult): number {
    return this.records.get(result.id as string)?.position ?? 0;
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
        hit._highlightResult.hierarchy![level] = highlight(text, isMatch, parsed.words, tags);
        const size = snippetSizes.get(`hierarchy.${level}`);
        if (size !== undefined) {
          hit._snippetResult.hierarchy ??= {};
          hit._snippetResult.hierarchy[level] = snippet(text, isMatch, parsed.words, size, tags, ellipsis);
        }
      }
    }
    if (record.content !== null) {
      hit._highlightResult.content = highlight(record.content, isMatch, parsed.words, tags);
      const size = snippetSizes.get('content');
      if (size !== undefined) {
        hit._snippetResult.content = snippet(record.content, isMatch, parsed.words, size, tags, ellipsis);
      }
    }
    return hit;
  }
}
