import {describe, expect, it} from 'vitest';
import {createWordMatcher} from './matching';
import {parseQuery} from './queryParser';
import type {RankedCandidate, RankOrder} from './ranking';
import {bestPhrasingShare, orderBySearchMatch, searchMatchApplies} from './searchMatch';

const parsed = parseQuery('how to collapse sidebar categories', false);
// "how" and "to" are stop words: the required words are collapse, sidebar and categories (bits 2 to 4).
const required = 0b11100;
const isMatch = createWordMatcher(parsed);

describe("a hit's best phrasing", () => {
  it('is the share of the required words that one phrasing holds, not all its phrasings together', () => {
    expect(
      bestPhrasingShare(['collapse the sidebar', 'categories of a sidebar'], parsed, required, isMatch),
    ).toBeCloseTo(2 / 3);
    expect(bestPhrasingShare(['collapse', 'sidebar', 'categories'], parsed, required, isMatch)).toBeCloseTo(1 / 3);
    expect(bestPhrasingShare([], parsed, required, isMatch)).toBe(0);
  });

  it('reads other forms of a word, as the highlighter does, and counts no stop word', () => {
    expect(bestPhrasingShare(['collapsing sidebar category'], parsed, required, isMatch)).toBe(1);
    expect(bestPhrasingShare(['how to'], parsed, required, isMatch)).toBe(0);
  });

  it('counts a compound of two query words as both, as the index reads "side bar" in "sidebar"', () => {
    const split = parseQuery('side bar', false);
    expect(bestPhrasingShare(['Sidebar'], split, 0b11, createWordMatcher(split))).toBe(1);
  });

  it('counts a version the query writes whole, never its numbers apart', () => {
    const versioned = parseQuery('docusaurus 2.1 changelog', false);
    const versionedMatch = createWordMatcher(versioned);
    const all = 0b1111;
    // Units: docusaurus, changelog and the version 2.1.
    expect(bestPhrasingShare(['changelog of docusaurus 2.3.1'], versioned, all, versionedMatch)).toBeCloseTo(2 / 3);
    expect(bestPhrasingShare(['Changelog 2.1.0'], versioned, all, versionedMatch)).toBeCloseTo(2 / 3);
    expect(bestPhrasingShare(['docusaurus 2.1.0 changelog'], versioned, all, versionedMatch)).toBe(1);
  });

  it('reorders only the hits of a query of two required words or more', () => {
    expect(searchMatchApplies(0b1)).toBe(false);
    expect(searchMatchApplies(0b101)).toBe(true);
  });
});

describe('the order of the hits shown', () => {
  const candidate = (score: number, words: number) => ({score, words}) as RankedCandidate;
  const byWordsThenScore: RankOrder = (a, b) => b.words - a.words || b.score - a.score;

  it('raises a hit by its best phrasing, in the order the ranking gave', () => {
    const hits = [
      {ranked: candidate(3, 3), phrasings: ['sidebar']},
      {ranked: candidate(1, 3), phrasings: ['collapse sidebar categories']},
      {ranked: candidate(9, 2), phrasings: []},
    ];
    // 3 × (1 + 3 × 1/3) = 6 against 1 × (1 + 3) = 4: the first stays first; the hit with fewer words stays last.
    expect(orderBySearchMatch(hits, parsed, required, byWordsThenScore, isMatch)).toEqual([0, 1, 2]);
    hits[0]!.phrasings = [];
    expect(orderBySearchMatch(hits, parsed, required, byWordsThenScore, isMatch)).toEqual([1, 0, 2]);
  });
});
