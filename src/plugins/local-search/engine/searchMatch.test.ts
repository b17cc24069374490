import {describe, expect, it} from 'vitest';
import {createWordMatcher} from './matching';
import {parseQuery} from './queryParser';
import type {RankedCandidate, RankOrder} from './ranking';
import {createPhrasingShare, orderBySearchMatch, searchMatchApplies} from './searchMatch';

const parsed = parseQuery('how to collapse sidebar categories', false);
// "how" and "to" are stop words: the required words are collapse, sidebar and categories (bits 2 to 4).
const required = 0b11100;
const isMatch = createWordMatcher(parsed);
const bestShare = createPhrasingShare(parsed, required, isMatch);

describe("a hit's best phrasing", () => {
  it('is the share of the required words that one phrasing holds, not all its phrasings together', () => {
    expect(bestShare(['collapse the sidebar', 'categories of a sidebar'])).toBeCloseTo(2 / 3);
    expect(bestShare(['collapse', 'sidebar', 'categories'])).toBeCloseTo(1 / 3);
    expect(bestShare([])).toBe(0);
  });

  it('reads other forms of a word, as the highlighter does, and counts no stop word', () => {
    expect(bestShare(['collapsing sidebar category'])).toBe(1);
    expect(bestShare(['how to'])).toBe(0);
  });

  it('counts a compound of two query words as both, as the index reads "side bar" in "sidebar"', () => {
    const split = parseQuery('side bar', false);
    expect(createPhrasingShare(split, 0b11, createWordMatcher(split))(['Sidebar'])).toBe(1);
  });

  it('counts a version the query writes whole, never its numbers apart', () => {
    const versioned = parseQuery('docusaurus 2.1 changelog', false);
    // All four words are required.
    const versionedShare = createPhrasingShare(versioned, 0b1111, createWordMatcher(versioned));
    // Units: docusaurus, changelog and the version 2.1.
    expect(versionedShare(['changelog of docusaurus 2.3.1'])).toBeCloseTo(2 / 3);
    expect(versionedShare(['Changelog 2.1.0'])).toBeCloseTo(2 / 3);
    expect(versionedShare(['docusaurus 2.1.0 changelog'])).toBe(1);
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
