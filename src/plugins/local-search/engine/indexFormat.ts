import {groupBy} from './groupBy';
import {identifierParts, joinedPairs, tokenize} from './queryParser';
import {hierarchyLevels, type Hierarchy, type HierarchyLevel, type SearchRecord} from './types';

/**
 * The index on disk, one directory per language and docusaurus_tag (a
 * shard). A query reads the shard's meta file, the term bucket of the first
 * letter of each of its words, and then the text chunks of the hits it shows:
 * never the whole shard. A reader's first keystroke, one letter, reads only
 * that letter's first hits (`FirstHitsFile`), ranked and with their text, so
 * that its bytes do not grow with the site.
 */
export type IndexManifest = {version: 7; shards: ShardEntry[]};
export const indexFormatVersion = 7;
/**
 * One part of the index: the records of one language and docusaurus_tag, and, with `scope`, only those of
 * the pages under that path prefix, which only searches made from a page under it read.
 */
export type ShardEntry = {
  language: string;
  tag: string;
  directory: string;
  records: number;
  /** The first letters that have a term bucket, and first hits. */
  buckets: string;
  scope?: string;
};

export type ShardMeta = {
  /** Sizes of the runs of consecutive records that share a URL: a query shows one hit per run. */
  urlRuns: number[];
  /**
   * Heading level of each record ('1' to '6', or 'c' for text): page titles first on equal scores.
   * A page's records follow its title record ('1'), which ranking reads for the text below it.
   */
  levels: string;
  /** Words in each record's own text (its heading, or its block of text), 1 to 9 (9 for more). */
  ownWords: string;
  /** Weight of each URL run's content type (see the plugin's `contentWeights` option). */
  runWeights: number[];
  /** Position of the first record of each text chunk. */
  chunkStarts: number[];
};

/**
 * A term's records per field (title, context, content), each list written by `encodePositions`: a
 * bucket parses as a few strings, and only the terms a query matches are decoded. A record is listed
 * once, under the weightiest field that holds the term. Terms are words, the parts of identifiers
 * (`identifierParts`) and the pairs of joined words (`joinedPairs`).
 */
export type BucketEntry = [term: string, title: string, context: string, content: string];

/** The terms of one first letter, and how many records all of them are found in: that letter's frequency. */
export type BucketFile = {terms: BucketEntry[]; frequency: number};

/**
 * What a query of one letter shows first: the positions of its first hits in ranked order, each
 * one's score without the word's weight (which one word shares with every hit, so that the hits of
 * several shards merge by it), their text, and how many records answer it in all.
 */
export type FirstHitsFile = {count: number; positions: number[]; scores: number[]; text: TextChunk};

/** The text of records (consecutive, in text chunks): page paths and hierarchies are stored once and referenced by index. */
export type TextChunk = {
  pages: string[];
  /** [page index, lvl0, lvl1, ... lvl6], trailing nulls dropped. */
  hierarchies: (number | string | null)[][];
  /** [hierarchy index, anchor, type, content?] in record order. */
  records: [number, string, SearchRecord['type'], string?][];
  /**
   * In a shard's text chunks, the searches of each section that has them (`SearchRecord.searches`), by the
   * offset of the section's first record in the chunk: they order the hits a query shows (see
   * `searchMatch.ts`), and are never shown. A chunk holds whole sections. First hits carry none.
   */
  searches?: Record<number, string[]>;
};

export const manifestFile = 'manifest.json';
export const metaFile = (directory: string): string => `${directory}/meta.json`;
export const bucketFile = (directory: string, bucket: string): string => `${directory}/terms/${bucket}.json`;
export const firstHitsFile = (directory: string, bucket: string): string => `${directory}/first/${bucket}.json`;
/** As many hits as the search modal asks for: its answer to a first keystroke comes whole from the letter's first hits. */
export const firstHitsPerBucket = 20;
export const chunkFile = (directory: string, chunk: number): string => `${directory}/text/${chunk}.json`;

/** The bucket of a term: its first letter or digit, or `_` for any other first character. */
export function bucketOf(term: string): string {
  return /^[a-z0-9]/.test(term) ? term[0]! : '_';
}

/** A query of this single character reads its bucket's first hits: a bucket holds the terms it starts. */
export function hasFirstHits(character: string): boolean {
  return /^[a-z0-9]$/.test(character);
}

/**
 * Ascending positions as a string of URL-safe characters: each gap from the position before, in
 * base-32 digits, the last digit of a number from the first half of the alphabet and the others from
 * the second. Half the characters of a JSON list of gaps, and a string that JSON parses at once.
 */
const positionDigits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const digitValues = new Int8Array(128).fill(-1);
for (let value = 0; value < positionDigits.length; value += 1) {
  digitValues[positionDigits.charCodeAt(value)] = value;
}

export function encodePositions(positions: readonly number[]): string {
  let encoded = '';
  let previous = 0;
  for (const position of positions) {
    let gap = position - previous;
    previous = position;
    let digits = positionDigits[gap & 31]!;
    for (gap = Math.floor(gap / 32); gap > 0; gap = Math.floor(gap / 32)) {
      digits = positionDigits[32 + (gap & 31)]! + digits;
    }
    encoded += digits;
  }
  return encoded;
}

export function decodePositions(encoded: string): Int32Array {
  const positions = new Int32Array(encoded.length);
  return positions.subarray(0, decodePositionsInto(encoded, positions));
}

/** Decodes into `positions` (at least as long as `encoded`), and returns how many there are. */
export function decodePositionsInto(encoded: string, positions: Int32Array): number {
  let count = 0;
  let position = 0;
  let gap = 0;
  for (let i = 0; i < encoded.length; i += 1) {
    const value = digitValues[encoded.charCodeAt(i)]!;
    gap = gap * 32 + (value & 31);
    if (value < 32) {
      position += gap;
      positions[count] = position;
      count += 1;
      gap = 0;
    }
  }
  return count;
}

/**
 * A record is found by three fields: its own heading (`title`), the heading
 * above it (`context`: the section for a page title, the page title for a
 * heading, the headings above it for text; and the searches its section
 * answers) and its text (`content`). Heading text weighs more, so heading
 * matches rank above body matches.
 */
export const fieldBoosts = [6, 1.5, 1] as const;

/** The context field's place among the fields, where a section's searches are also indexed. */
const contextField = 1;

/**
 * Every heading above a block of text, below its page title (the ranking reads the title record), as
 * DocSearch finds a record by its whole hierarchy: under "Navbar" > "Dropdown items", "navbar
 * dropdown" finds the text. With only the nearest heading, the section's parent heading was lost.
 */
function headingsAbove(record: SearchRecord): string {
  const headings: string[] = [];
  for (let level = 2; level <= 6; level += 1) {
    const text = record.hierarchy[`lvl${level}` as HierarchyLevel];
    if (text) {
      headings.push(text);
    }
  }
  return headings.length > 0 ? headings.join(' ') : (record.hierarchy.lvl1 ?? '');
}

function fieldTexts(record: SearchRecord): [string, string, string] {
  if (record.type === 'content') {
    return ['', headingsAbove(record), record.content ?? ''];
  }
  const context = record.type === 'lvl1' ? record.hierarchy.lvl0 : record.hierarchy.lvl1;
  return [record.hierarchy[record.type] ?? '', context ?? '', record.content ?? ''];
}

/**
 * The text a record is about: its heading, or its block of text. The cell that names an option by its
 * path (`future.experimental_faster.swcHtmlMinimizer`) under the option's own anchor (`#swcHtmlMinimizer`)
 * is about the name alone: the query `swcHtmlMinimizer` is all of it, as `trailingSlash` is all of its cell.
 */
function ownText(record: SearchRecord): string {
  const [title, , content] = fieldTexts(record);
  if (record.type !== 'content') {
    return title;
  }
  const name = content.split('.').at(-1)!;
  return content.includes('.') && record.url.endsWith(`#${name}`) ? name : content;
}

/** Records of one URL side by side (in order of first appearance), so that a run of positions is one URL. */
function groupByUrl(records: SearchRecord[]): SearchRecord[] {
  return [...groupBy(records, (record) => record.url).values()].flat();
}

/** The position of the first record of each URL run. */
function runStarts(records: SearchRecord[]): number[] {
  return records.flatMap((record, position) =>
    position === 0 || records[position - 1]!.url !== record.url ? [position] : [],
  );
}

function urlRuns(records: SearchRecord[]): number[] {
  const runs: number[] = [];
  records.forEach((record, position) => {
    if (position > 0 && records[position - 1]!.url === record.url) {
      runs[runs.length - 1] += 1;
    } else {
      runs.push(1);
    }
  });
  return runs;
}

/** The terms of a text: its words, the parts of its identifiers and its joined pairs. */
function termsOf(text: string): string[] {
  return [...tokenize(text), ...identifierParts(text), ...joinedPairs(text)];
}

/**
 * The terms of a record, each under the weightiest field it appears in. Its section's searches come last,
 * as context: a word of the record's own text keeps its own field (the definition boost reads it there).
 */
function recordTerms(record: SearchRecord): Map<string, number> {
  const fields = new Map<string, number>();
  const texts = fieldTexts(record);
  [...texts, (record.searches ?? []).join('\n')].forEach((text, index) => {
    for (const term of termsOf(text)) {
      if (!fields.has(term)) {
        fields.set(term, index < texts.length ? index : contextField);
      }
    }
  });
  return fields;
}

function buildBuckets(records: SearchRecord[]): Map<string, BucketFile> {
  const postings = new Map<string, [number[], number[], number[]]>();
  records.forEach((record, position) => {
    for (const [term, field] of recordTerms(record)) {
      let lists = postings.get(term);
      if (!lists) {
        lists = [[], [], []];
        postings.set(term, lists);
      }
      lists[field]!.push(position);
    }
  });
  const byBucket = groupBy([...postings.keys()].sort(), bucketOf);
  return new Map(
    [...byBucket].map(([bucket, terms]) => [
      bucket,
      {
        terms: terms.map((term) => [term, ...postings.get(term)!.map(encodePositions)] as BucketEntry),
        frequency: terms.reduce(
          (total, term) => total + postings.get(term)!.reduce((sum, list) => sum + list.length, 0),
          0,
        ),
      },
    ]),
  );
}

export function encodeText(records: SearchRecord[]): TextChunk {
  const pages: string[] = [];
  const pageIndexes = new Map<string, number>();
  const hierarchies: TextChunk['hierarchies'] = [];
  const hierarchyIndexes = new Map<string, number>();
  const encoded = records.map((record) => {
    const anchorAt = record.url.indexOf('#');
    const pagePath = anchorAt < 0 ? record.url : record.url.slice(0, anchorAt);
    const anchor = anchorAt < 0 ? '' : record.url.slice(anchorAt);
    if (!pageIndexes.has(pagePath)) {
      pageIndexes.set(pagePath, pages.push(pagePath) - 1);
    }
    const levels = hierarchyLevels.map((level) => record.hierarchy[level]);
    while (levels.length > 0 && levels[levels.length - 1] === null) {
      levels.pop();
    }
    const hierarchy = [pageIndexes.get(pagePath)!, ...levels];
    const key = JSON.stringify(hierarchy);
    if (!hierarchyIndexes.has(key)) {
      hierarchyIndexes.set(key, hierarchies.push(hierarchy) - 1);
    }
    const row: TextChunk['records'][number] = [hierarchyIndexes.get(key)!, anchor, record.type];
    if (record.content !== null) {
      row.push(record.content);
    }
    return row;
  });
  return {pages, hierarchies, records: encoded};
}

/** A text chunk of whole sections, with their searches. */
function withSearches(records: SearchRecord[]): TextChunk {
  const chunk = encodeText(records);
  const searches = Object.fromEntries(
    records.flatMap((record, offset) => (record.searches?.length ? [[offset, record.searches]] : [])),
  );
  return Object.keys(searches).length > 0 ? {...chunk, searches} : chunk;
}

/** Decodes the record at `offset` in a text chunk, whose position in its shard is `position`. */
export function decodeRecord(
  {pages, hierarchies, records}: TextChunk,
  shard: Pick<ShardEntry, 'language' | 'tag'>,
  offset: number,
  position: number,
): SearchRecord {
  const [hierarchyIndex, anchor, type, content] = records[offset]!;
  const [pageIndex, ...levels] = hierarchies[hierarchyIndex]!;
  const hierarchy = Object.fromEntries(
    hierarchyLevels.map((level, i) => [level, (levels[i] as string | null | undefined) ?? null]),
  ) as Hierarchy;
  return {
    objectID: `${shard.tag}:${position}`,
    url: `${pages[pageIndex as number]}${anchor}`,
    type,
    hierarchy,
    content: content ?? null,
    language: shard.language,
    docusaurus_tag: shard.tag,
    position,
  };
}

/** Decodes records stored at `positions`, or from `positions` on when it is the first position of a text chunk. */
export function decodeText(
  chunk: TextChunk,
  shard: Pick<ShardEntry, 'language' | 'tag'>,
  positions: number | number[],
): SearchRecord[] {
  return chunk.records.map((_, offset) =>
    decodeRecord(chunk, shard, offset, typeof positions === 'number' ? positions + offset : positions[offset]!),
  );
}

/**
 * Raw text size at which a chunk is closed before the next URL: a query fetches the chunks of the hits it
 * shows, most of each chunk for the text of one or two hits. Typing the bench's ten queries read at most
 * 129 KB gzipped with chunks of 4,000 characters (the text half of it), 110 KB with 2,000; with the
 * sections' searches in the chunks, 118 KB with 2,000 and 113 KB with 1,500. Each step down adds a few
 * files a query and about 3 % to the whole index, which offline mode precaches.
 */
const chunkTargetChars = 1500;

function chunkStarts(records: SearchRecord[]): number[] {
  const starts = [0];
  let size = 0;
  records.forEach((record, position) => {
    if (size >= chunkTargetChars && record.url !== records[position - 1]!.url) {
      starts.push(position);
      size = 0;
    }
    size +=
      (record.content?.length ?? 0) +
      (record.type === 'content' ? 0 : (record.hierarchy[record.type]?.length ?? 0)) +
      24;
  });
  return starts;
}

export type ShardFiles = {
  records: SearchRecord[];
  meta: ShardMeta;
  buckets: Map<string, BucketFile>;
  chunks: TextChunk[];
};

/** Encodes the records of one shard; their positions become their order in the shard. */
export function buildShard(
  shardRecords: SearchRecord[],
  weightOf: (record: SearchRecord) => number = () => 1,
): ShardFiles {
  const records = groupByUrl(shardRecords);
  const starts = chunkStarts(records);
  const buckets = buildBuckets(records);
  // Facts kept once per URL run, read from the run's first record.
  const runFirstRecords = runStarts(records).map((position) => records[position]!);
  return {
    records,
    meta: {
      urlRuns: urlRuns(records),
      levels: records.map((record) => (record.type === 'content' ? 'c' : record.type.slice(3))).join(''),
      ownWords: records.map((record) => String(Math.min(9, Math.max(1, tokenize(ownText(record)).length)))).join(''),
      runWeights: runFirstRecords.map((record) => weightOf(record)),
      chunkStarts: starts,
    },
    buckets,
    chunks: starts.map((start, i) => withSearches(records.slice(start, starts[i + 1] ?? records.length))),
  };
}
