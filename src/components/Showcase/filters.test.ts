import {describe, expect, it} from 'vitest';
import type {ShowcaseSite} from '../../data/showcaseTypes';
import {
  clearFilters,
  countSitesByTag,
  defaultFilters,
  filterSites,
  hasActiveFilters,
  parseFilters,
  serializeFilters,
  sortSites,
  toggleTag,
} from './filters';

const site = (name: string, tags: ShowcaseSite['tags']): ShowcaseSite => ({
  name,
  website: `https://${name.toLowerCase()}.example.org/`,
  description: `${name} documentation.`,
  tags,
});

const sites = [
  site('Zeta', ['opensource', 'i18n']),
  site('alpha', ['opensource', 'versioning']),
  site('Beta', ['favourite', 'product']),
  site('Réanimé', ['opensource', 'i18n', 'versioning']),
];

const names = (list: readonly ShowcaseSite[]) => list.map((s) => s.name);

describe('showcase query string', () => {
  it('reads tags, operator and name', () => {
    expect(parseFilters('?tags=i18n&tags=opensource&operator=AND&name=re')).toEqual({
      tags: ['opensource', 'i18n'],
      operator: 'AND',
      name: 're',
    });
  });

  it('ignores unknown tags, duplicates and bad operators', () => {
    expect(parseFilters('?tags=nope&tags=i18n&tags=i18n&operator=XOR')).toEqual({
      ...defaultFilters,
      tags: ['i18n'],
    });
    expect(parseFilters('')).toEqual(defaultFilters);
  });

  it('gives the defaults object itself when the query string sets no filter, so the page keeps its list', () => {
    expect(parseFilters('')).toBe(defaultFilters);
    expect(parseFilters('?tags=nope&operator=or&utm_source=mail')).toBe(defaultFilters);
    expect(parseFilters('?operator=AND')).not.toBe(defaultFilters);
  });

  it('writes nothing for the defaults and round-trips everything else', () => {
    expect(serializeFilters(defaultFilters)).toBe('');
    const filters = {tags: ['versioning', 'opensource'] as const, operator: 'AND' as const, name: 'a b&c'};
    const query = serializeFilters(filters);
    expect(query).toBe('?tags=opensource&tags=versioning&operator=AND&name=a+b%26c');
    expect(parseFilters(query)).toEqual({...filters, tags: ['opensource', 'versioning']});
  });
});

describe('filtering sites', () => {
  it('shows every site, favourites first then by name, when nothing is selected', () => {
    expect(names(filterSites(sites, defaultFilters))).toEqual(['Beta', 'alpha', 'Réanimé', 'Zeta']);
  });

  it('with OR keeps sites that have any selected tag', () => {
    const filters = {...defaultFilters, tags: ['i18n', 'product'] as const};
    expect(names(filterSites(sites, filters))).toEqual(['Beta', 'Réanimé', 'Zeta']);
  });

  it('with AND keeps sites that have every selected tag', () => {
    const filters = {...defaultFilters, tags: ['i18n', 'versioning'] as const, operator: 'AND' as const};
    expect(names(filterSites(sites, filters))).toEqual(['Réanimé']);
  });

  it('matches names without regard to case, accents or surrounding spaces', () => {
    expect(names(filterSites(sites, {...defaultFilters, name: '  REANIME '}))).toEqual(['Réanimé']);
    expect(names(filterSites(sites, {...defaultFilters, name: 'ta'}))).toEqual(['Beta', 'Zeta']);
  });

  it('combines the name with the tags, and can match nothing', () => {
    expect(names(filterSites(sites, {tags: ['product'], operator: 'OR', name: 'zeta'}))).toEqual([]);
  });
});

describe('filter helpers', () => {
  it('toggle a tag on and off', () => {
    const on = toggleTag(defaultFilters, 'i18n');
    expect(on.tags).toEqual(['i18n']);
    expect(toggleTag(on, 'i18n').tags).toEqual([]);
  });

  it('clear tags and name but keep the operator', () => {
    expect(clearFilters({tags: ['i18n'], operator: 'AND', name: 'jest'})).toEqual({
      tags: [],
      operator: 'AND',
      name: '',
    });
  });

  it('know when a filter is active', () => {
    expect(hasActiveFilters(defaultFilters)).toBe(false);
    expect(hasActiveFilters({...defaultFilters, name: '   '})).toBe(false);
    expect(hasActiveFilters({...defaultFilters, operator: 'AND'})).toBe(false);
    expect(hasActiveFilters({...defaultFilters, tags: ['rtl']})).toBe(true);
  });

  it('count sites per tag, including tags no site has', () => {
    const counts = countSitesByTag(sites);
    expect(counts.opensource).toBe(3);
    expect(counts.rtl).toBe(0);
  });

  it('sort without changing the input', () => {
    const input = [...sites];
    sortSites(input);
    expect(input).toEqual(sites);
  });
});
