import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  displayOrder,
  firstRelevantRank,
  judgedFiles,
  judgedSets,
  phrasingLabels,
  readJudgedSet,
  summarizeRelevance,
} from '../../scripts/searchRelevance';

const hit = (url: string, lvl0: string, lvl1 = url) => ({url: `https://example.com${url}`, hierarchy: {lvl0, lvl1}});
const paths = (hits: {url?: string}[]) => hits.map((h) => h.url?.replace('https://example.com', ''));

describe('displayOrder', () => {
  it('groups hits by section in order of first appearance, five at most a section', () => {
    const hits = [
      hit('/docs/a/', 'Docs'),
      hit('/blog/b/', 'Blog'),
      ...Array.from({length: 6}, (_, i) => hit(`/docs/c${i}/`, 'Docs')),
    ];
    expect(paths(displayOrder(hits))).toEqual([
      '/docs/a/',
      '/docs/c0/',
      '/docs/c1/',
      '/docs/c2/',
      '/docs/c3/',
      '/blog/b/',
    ]);
  });

  it("lists a page's hits of a section together, where the page first appears, after the five are taken", () => {
    const hits = [
      hit('/docs/a/', 'Docs', 'A'),
      hit('/docs/b/', 'Docs', 'B'),
      hit('/docs/a/#x', 'Docs', 'A'),
      hit('/docs/c/', 'Docs', 'C'),
      hit('/docs/b/#y', 'Docs', 'B'),
      hit('/docs/a/#z', 'Docs', 'A'),
    ];
    expect(paths(displayOrder(hits))).toEqual(['/docs/a/', '/docs/a/#x', '/docs/b/', '/docs/b/#y', '/docs/c/']);
  });
});

describe('firstRelevantRank', () => {
  it('finds the first hit on a relevant page, ignoring the anchor', () => {
    const hits = [hit('/docs/a/', 'Docs'), hit('/docs/b/#options', 'Docs')];
    expect(firstRelevantRank(hits, ['/docs/b/', '/docs/z/'])).toBe(2);
    expect(firstRelevantRank(hits, ['/docs/z/'])).toBeNull();
  });
});

describe('summarizeRelevance', () => {
  it('computes MRR@10, recall@1, recall@5 and the queries without hits', () => {
    expect(summarizeRelevance([1, 2, 11, null], [3, 4, 12, 0])).toEqual({
      queries: 4,
      mrrAt10: 0.375,
      recallAt1: 0.25,
      recallAt5: 0.5,
      withoutHits: 1,
    });
  });
});

describe('the judged query sets of bench:search', () => {
  const kinds = ['topic', 'identifier', 'question', 'error', 'typo', 'multiword', 'migration'];
  const normalized = (query: string) => query.toLowerCase().replace(/\s+/g, ' ').trim();

  it('benchmarks every judged file in bench/', () => {
    const inBench = readdirSync('bench').filter((file) => /^search-queries.*\.json$/.test(file));
    expect(inBench.map((file) => `bench/${file}`).sort()).toEqual([...judgedFiles].sort());
  });

  it("names each phrasing of the halves in bench:search's table, and no other", () => {
    const phrasings = new Set(Object.values(judgedSets).flatMap((half) => Object.keys(half)));
    expect(Object.keys(phrasingLabels).sort()).toEqual([...phrasings].sort());
  });

  it('gives every query a kind and the paths of the pages that answer it', () => {
    for (const file of judgedFiles) {
      const {description, queries} = readJudgedSet(file);
      expect(description, file).not.toBe('');
      for (const {query, relevant, kind} of queries) {
        expect(kinds, `${file}: ${query}`).toContain(kind);
        expect(relevant.length, `${file}: ${query}`).toBeGreaterThan(0);
        for (const page of relevant) {
          // A page's path as the modal's hits give it: no anchor, a trailing slash, no versioned docs or test area.
          expect(page, `${file}: ${query}`).toMatch(/^\/([^#?]*\/)?$/);
          expect(page, `${file}: ${query}`).not.toMatch(/^\/(tests|examples)\/|^\/docs\/\d+\.\d+\.\d+\//);
        }
      }
    }
  });

  it('never puts a query in both halves, nor twice in one', () => {
    const queriesOf = (half: Record<string, string>) =>
      Object.values(half).flatMap((file) => readJudgedSet(file).queries.map(({query}) => normalized(query)));
    const tuned = queriesOf(judgedSets.tuned);
    const heldOut = queriesOf(judgedSets.heldOut);
    expect(tuned.filter((query) => heldOut.includes(query))).toEqual([]);
    expect(new Set(tuned).size).toBe(tuned.length);
    expect(new Set(heldOut).size).toBe(heldOut.length);
  });
});
