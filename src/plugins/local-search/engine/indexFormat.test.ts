import {describe, expect, it} from 'vitest';
import {bucketOf, buildShard, decodePositions, decodeText, encodePositions, encodeText} from './indexFormat';
import type {SearchRecord} from './types';

const base = {language: 'en', docusaurus_tag: 'docs-default-current', content: null} as const;
const hierarchy = {lvl0: 'Guides', lvl1: 'Sidebar', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
const records: SearchRecord[] = [
  {...base, objectID: 'docs-default-current:0', url: '/docs/sidebar/', type: 'lvl1', hierarchy, position: 0},
  {
    ...base,
    objectID: 'docs-default-current:1',
    url: '/docs/sidebar/',
    type: 'content',
    hierarchy,
    content: 'Intro.',
    position: 1,
  },
  {
    ...base,
    objectID: 'docs-default-current:2',
    url: '/docs/sidebar/#items',
    type: 'lvl2',
    hierarchy: {...hierarchy, lvl2: 'Items'},
    position: 2,
  },
];
const shard = {language: 'en', tag: 'docs-default-current'};

describe('text chunks', () => {
  it('round-trip records', () => {
    expect(decodeText(JSON.parse(JSON.stringify(encodeText(records))), shard, 0)).toEqual(records);
  });

  it('store each page path and each hierarchy once', () => {
    expect(encodeText(records)).toEqual({
      pages: ['/docs/sidebar/'],
      hierarchies: [
        [0, 'Guides', 'Sidebar'],
        [0, 'Guides', 'Sidebar', 'Items'],
      ],
      records: [
        [0, '', 'lvl1'],
        [0, '', 'content', 'Intro.'],
        [1, '#items', 'lvl2'],
      ],
    });
  });

  it('number records from the chunk position in the shard', () => {
    expect(decodeText(encodeText(records.slice(2)), shard, 2)).toEqual(records.slice(2));
  });
});

describe('positions', () => {
  it('round-trip, from 0 to beyond what four digits hold', () => {
    const positions = [0, 1, 2, 31, 32, 33, 1023, 1024, 40_000, 1_048_575, 1_048_576, 30_000_000];
    expect([...decodePositions(encodePositions(positions))]).toEqual(positions);
    expect(decodePositions(encodePositions([]))).toHaveLength(0);
  });

  it('take one character for a gap below 32 and one more for each further factor of 32', () => {
    expect(encodePositions([0, 5, 36])).toBe('AFf');
    expect(encodePositions([31]).length).toBe(1);
    expect(encodePositions([32]).length).toBe(2);
    expect(encodePositions([1024]).length).toBe(3);
  });

  it('use only characters that JSON and URLs leave as they are', () => {
    const encoded = encodePositions(Array.from({length: 2000}, (_, i) => i * i));
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.stringify(encoded)).toBe(`"${encoded}"`);
  });
});

describe('buildShard', () => {
  it('keeps the records of one URL side by side and counts them as one run', () => {
    const {records: ordered, meta} = buildShard([records[0]!, records[2]!, records[1]!]);
    expect(ordered.map((record) => record.url)).toEqual(['/docs/sidebar/', '/docs/sidebar/', '/docs/sidebar/#items']);
    expect(meta.urlRuns).toEqual([2, 1]);
    expect(meta.levels).toBe('1c2');
  });

  it('lists each term once per record, under its weightiest field, in buckets by first letter that count their records', () => {
    const {buckets} = buildShard(records);
    expect([...buckets.keys()].sort()).toEqual(['g', 'i', 's']);
    // "sidebar": the page title's own heading (0), the context of the text (1) and of the lvl2 heading (2).
    expect(buckets.get('s')).toEqual({
      terms: [['sidebar', encodePositions([0]), encodePositions([1, 2]), '']],
      frequency: 3,
    });
    expect(buckets.get('i')).toEqual({
      terms: [
        ['intro', '', '', encodePositions([1])],
        ['items', encodePositions([2]), '', ''],
      ],
      frequency: 2,
    });
    expect(buckets.get('g')).toEqual({terms: [['guides', '', encodePositions([0]), '']], frequency: 1});
  });

  it('finds a block of text by every heading above it, not only the nearest', () => {
    const text = {
      ...records[1]!,
      url: '/docs/sidebar/#dropdown-items',
      hierarchy: {...hierarchy, lvl2: 'Navbar', lvl3: 'Dropdown items'},
      content: 'Entries of the menu.',
    };
    const {buckets} = buildShard([text]);
    expect(buckets.get('n')!.terms).toEqual([['navbar', '', encodePositions([0]), '']]);
    expect(buckets.get('d')!.terms).toEqual([['dropdown', '', encodePositions([0]), '']]);
  });

  it('lists the pairs of joined words as terms, beside the words', () => {
    const {buckets} = buildShard([{...records[1]!, content: 'Run docs:version 3.8.'}]);
    expect(buckets.get('d')!.terms.map(([term]) => term)).toEqual(['docs', 'docs:version']);
    expect(buckets.get('3')!.terms.map(([term]) => term)).toEqual(['3', '3.8']);
  });

  it('lists a word that an at sign starts as a term of the bucket of other first characters', () => {
    const {buckets} = buildShard([{...records[1]!, content: 'Import it from @site/src.'}]);
    expect(buckets.get('_')!.terms.map(([term]) => term)).toEqual(['@site']);
    expect(buckets.get('s')!.terms.map(([term]) => term)).toEqual(expect.arrayContaining(['site', 'site/src']));
  });

  it('lists a flag with its two hyphens as a term of the bucket of other first characters', () => {
    const {buckets} = buildShard([{...records[1]!, content: 'Build with --out-dir public.'}]);
    expect(buckets.get('_')!.terms.map(([term]) => term)).toEqual(['--out-dir']);
  });

  it("keeps each section's searches in its text chunk, by its first record's offset, never in a record or the first hits", () => {
    const withSearches = records.map((record) =>
      record.type === 'lvl2' ? {...record, searches: ['list the items of a sidebar']} : record,
    );
    const {chunks} = buildShard(withSearches);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.searches).toEqual({2: ['list the items of a sidebar']});
    expect(decodeText(chunks[0]!, shard, 0).map((record) => record.searches)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(encodeText(withSearches)).not.toHaveProperty('searches');
    expect(buildShard(records).chunks[0]).not.toHaveProperty('searches');
  });

  it('closes a text chunk between two URLs once it is large enough', () => {
    const long = 'word '.repeat(1000);
    const pages = ['/a/#x', '/a/#x', '/a/#y', '/b/'].map((url, position) => ({
      ...records[1]!,
      url,
      content: long,
      position,
    }));
    const {meta, chunks} = buildShard(pages);
    expect(meta.chunkStarts).toEqual([0, 2, 3]);
    expect(chunks.map((chunk) => chunk.records.map(([, anchor]) => anchor))).toEqual([['#x', '#x'], ['#y'], ['']]);
  });

  it('puts terms that do not start with a latin letter or a digit in one bucket', () => {
    expect([bucketOf('config'), bucketOf('3'), bucketOf('_category_'), bucketOf('日本')]).toEqual(['c', '3', '_', '_']);
  });
});
