import {tagKeys, type ShowcaseSite, type TagKey} from '../../data/showcaseTypes';

/** AND keeps sites that carry every selected tag, OR sites that carry at least one. */
export type TagOperator = 'AND' | 'OR';

export type ShowcaseFilters = {
  tags: readonly TagKey[];
  operator: TagOperator;
  /** The text typed in the search box, kept as typed. */
  name: string;
};

export const defaultFilters: ShowcaseFilters = {tags: [], operator: 'OR', name: ''};

/** Query string parameter names: short, stable, and readable in a shared link. */
const queryKeys = {tags: 'tags', operator: 'operator', name: 'name'} as const;

function isTagKey(value: string): value is TagKey {
  return (tagKeys as readonly string[]).includes(value);
}

/** Tags in the order of `tagKeys`, without duplicates, so equal filters give equal URLs. */
function canonicalTags(tags: Iterable<TagKey>): TagKey[] {
  const selected = new Set(tags);
  return tagKeys.filter((tag) => selected.has(tag));
}

/** Reads filters from a query string; unknown tags and operators are ignored. */
export function parseFilters(search: string): ShowcaseFilters {
  const params = new URLSearchParams(search);
  const operator = params.get(queryKeys.operator)?.toUpperCase();
  const filters: ShowcaseFilters = {
    tags: canonicalTags(params.getAll(queryKeys.tags).filter(isTagKey)),
    operator: operator === 'AND' || operator === 'OR' ? operator : defaultFilters.operator,
    name: params.get(queryKeys.name) ?? '',
  };
  // The defaults object itself when nothing is set: the list filtered from it stays the one the
  // server rendered, so the end of hydration does not render every card again.
  return serializeFilters(filters) === '' ? defaultFilters : filters;
}

/** The query string for some filters ("" when they are the defaults), with a leading "?". */
export function serializeFilters(filters: ShowcaseFilters): string {
  const params = new URLSearchParams();
  for (const tag of canonicalTags(filters.tags)) {
    params.append(queryKeys.tags, tag);
  }
  if (filters.operator !== defaultFilters.operator) {
    params.set(queryKeys.operator, filters.operator);
  }
  if (filters.name !== '') {
    params.set(queryKeys.name, filters.name);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function toggleTag(filters: ShowcaseFilters, tag: TagKey): ShowcaseFilters {
  const tags = filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag];
  return {...filters, tags: canonicalTags(tags)};
}

/** Drops the tags and the name; the operator is a preference and stays. */
export function clearFilters(filters: ShowcaseFilters): ShowcaseFilters {
  return {...defaultFilters, operator: filters.operator};
}

export function hasActiveFilters(filters: ShowcaseFilters): boolean {
  return filters.tags.length > 0 || filters.name.trim() !== '';
}

/** Lower case without accents, so "reanimated" finds "Reanimated" and "e" finds "é". */
function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function matchesName(site: ShowcaseSite, query: string): boolean {
  const needle = foldForSearch(query.trim());
  return needle === '' || foldForSearch(site.name).includes(needle);
}

function matchesTags(site: ShowcaseSite, tags: readonly TagKey[], operator: TagOperator): boolean {
  if (tags.length === 0) {
    return true;
  }
  return operator === 'AND'
    ? tags.every((tag) => site.tags.includes(tag))
    : tags.some((tag) => site.tags.includes(tag));
}

/** Favourites first, then by name, ignoring case. */
export function sortSites(sites: readonly ShowcaseSite[]): ShowcaseSite[] {
  const rank = (site: ShowcaseSite) => (site.tags.includes('favourite') ? 0 : 1);
  return [...sites].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}));
}

/** The sites to show for some filters, in display order. */
export function filterSites(sites: readonly ShowcaseSite[], filters: ShowcaseFilters): ShowcaseSite[] {
  return sortSites(
    sites.filter((site) => matchesName(site, filters.name) && matchesTags(site, filters.tags, filters.operator)),
  );
}

/** How many sites carry each tag, for the counts on the toggles. */
export function countSitesByTag(sites: readonly ShowcaseSite[]): Record<TagKey, number> {
  const counts = Object.fromEntries(tagKeys.map((tag) => [tag, 0])) as Record<TagKey, number>;
  for (const site of sites) {
    for (const tag of site.tags) {
      counts[tag] += 1;
    }
  }
  return counts;
}
