import {describe, expect, it} from 'vitest';
import {compoundMatcher, compoundPairs, createWordMatcher, editDistanceWithin, stem, wordMatcher} from './matching';
import {normalizeWord, parseQuery, tokenize} from './queryParser';

/** How well `term` answers the query word `word` (see wordMatcher). */
const matchQuality = (term: string, word: string, isPrefix: boolean) => wordMatcher(word, isPrefix)(term);
/** How well `term` answers the compound `compound` (see compoundMatcher). */
const compoundQuality = (term: string, compound: string, isPrefix: boolean) =>
  compoundMatcher(compound, isPrefix)(term);

describe('editDistanceWithin', () => {
  it('counts an insertion, a deletion, a substitution and a transposition as one edit each', () => {
    expect(editDistanceWithin('swizzle', 'swizle', 1)).toBe(true); // deletion
    expect(editDistanceWithin('sidebar', 'sidebarr', 1)).toBe(true); // insertion
    expect(editDistanceWithin('plugin', 'plugen', 1)).toBe(true); // substitution
    expect(editDistanceWithin('mermaid', 'mermiad', 1)).toBe(true); // transposition
    expect(editDistanceWithin('algolia', 'algoila', 1)).toBe(true); // transposition
  });

  it('refuses what takes more edits than allowed', () => {
    expect(editDistanceWithin('mermaid', 'mremiad', 1)).toBe(false);
    expect(editDistanceWithin('sidebar', 'sdiebra', 1)).toBe(false);
    expect(editDistanceWithin('sidebar', 'sidebars!!', 2)).toBe(false);
  });
});

describe('stem', () => {
  it('gives the forms of a word one stem', () => {
    expect(stem('swizzle')).toBe(stem('swizzling'));
    expect(stem('swizzled')).toBe(stem('swizzling'));
    expect(stem('deploy')).toBe(stem('deployment'));
    expect(stem('versions')).toBe(stem('versioning'));
  });

  it('leaves short words alone', () => {
    expect(stem('uses')).toBe('uses');
    expect(stem('tabs')).toBe('tabs');
  });
});

describe('wordMatcher', () => {
  it('ranks the word itself, then its other forms, then completions, then typos', () => {
    const exact = matchQuality('swizzle', 'swizzle', true);
    const form = matchQuality('swizzling', 'swizzle', true);
    const completion = matchQuality('swizzler', 'swizz', true);
    const typo = matchQuality('mermaid', 'mermiad', false);
    expect(exact).toBeGreaterThan(form);
    expect(form).toBeGreaterThan(completion);
    expect(completion).toBeGreaterThan(typo);
    expect(typo).toBeGreaterThan(0);
  });

  it('never forgives a typo in the first letter', () => {
    expect(matchQuality('mermaid', 'nermaid', false)).toBe(0);
    expect(matchQuality('admonitions', 'damonitions', false)).toBe(0);
  });
});

describe('compounds', () => {
  it('joins neighbouring words, but not numbers, one-letter words or stop words', () => {
    expect(compoundPairs(parseQuery('hide nav bar on docs 3 8 a b', false))).toEqual([
      {first: 0, compound: 'hidenav'},
      {first: 1, compound: 'navbar'},
    ]);
  });

  it('answers a compound by the word, another form of it or its completion, below the words themselves and never through a typo', () => {
    expect(compoundQuality('navbar', 'navbar', false)).toBeGreaterThan(0);
    expect(compoundQuality('sidebars', 'sidebar', false)).toBeGreaterThan(0);
    expect(compoundQuality('navbar', 'navba', true)).toBeGreaterThan(0);
    expect(compoundQuality('navbar', 'navba', false)).toBe(0);
    expect(compoundQuality('navbra', 'navbar', false)).toBe(0);
    expect(compoundQuality('navbar', 'navbar', false)).toBeLessThan(matchQuality('navbar', 'navbar', false));
  });
});

describe('normalizeWord', () => {
  it('reads one word of a text as tokenize does, lower-cased with its accents folded', () => {
    for (const word of ['Docusaurus', 'postBuild', 'snake_case', '404', 'Café', 'naïve', 'Ｆｕｌｌ']) {
      expect(normalizeWord(word)).toBe(tokenize(word)[0]);
    }
    expect(normalizeWord('Café')).toBe('cafe');
  });
});

describe('createWordMatcher', () => {
  it('marks a transposed word in a record as the query word it answers, as the ranking does', () => {
    const isMatch = createWordMatcher(parseQuery('mermiad diagrams', false));
    expect(isMatch('mermaid')).toBe('mermiad');
    expect(isMatch('diagram')).toBe('diagrams');
    expect(isMatch('markdown')).toBeNull();
  });

  it('marks a word that two neighbouring query words make together', () => {
    const isMatch = createWordMatcher(parseQuery('nav bar', false));
    expect(isMatch('navbar')).toBe('navbar');
    expect(isMatch('nav')).toBe('nav');
  });
});
