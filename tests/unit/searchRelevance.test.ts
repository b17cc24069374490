import {describe, expect, it} from 'vitest';
import {displayOrder, firstRelevantRank, summarizeRelevance} from '../../scripts/searchRelevance';

const hit = (url: string, lvl0: string) => ({url: `https://example.com${url}`, hierarchy: {lvl0}});

describe('displayOrder', () => {
  it('groups hits by section in order of first appearance, five at most a section', () => {
    const hits = [
      hit('/docs/a/', 'Docs'),
      hit('/blog/b/', 'Blog'),
      ...Array.from({length: 6}, (_, i) => hit(`/docs/c${i}/`, 'Docs')),
    ];
    expect(displayOrder(hits).map((h) => h.url?.replace('https://example.com', ''))).toEqual([
      '/docs/a/',
      '/docs/c0/',
      '/docs/c1/',
      '/docs/c2/',
      '/docs/c3/',
      '/blog/b/',
    ]);
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
