import type {FacetFilters} from './types';

/** The attributes a filter or a facet count can name: both are the same for every record of a shard. */
export type FacetAttributes = {language: string; docusaurus_tag: string};

type Condition = {attribute: string; value: string; negated: boolean};

function parseCondition(filter: string): Condition {
  const separator = filter.indexOf(':');
  const attribute = separator < 0 ? filter : filter.slice(0, separator);
  const value = separator < 0 ? '' : filter.slice(separator + 1);
  const negated = attribute.startsWith('-');
  return {attribute: negated ? attribute.slice(1) : attribute, value, negated};
}

function facetValue(attributes: FacetAttributes, attribute: string): string | undefined {
  return attribute === 'language' || attribute === 'docusaurus_tag' ? attributes[attribute] : undefined;
}

function matches(attributes: FacetAttributes, {attribute, value, negated}: Condition): boolean {
  return (facetValue(attributes, attribute) === value) !== negated;
}

/**
 * Algolia's facetFilters: the outer list is an AND of its entries, a nested
 * list is an OR of its entries, and `-attribute:value` negates one entry.
 */
export function createFacetFilter(facetFilters: FacetFilters | undefined): (attributes: FacetAttributes) => boolean {
  if (!facetFilters || facetFilters.length === 0) {
    return () => true;
  }
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).map((entry) =>
    (typeof entry === 'string' ? [entry] : entry).map(parseCondition),
  );
  return (attributes) =>
    groups.every((group) => group.length === 0 || group.some((condition) => matches(attributes, condition)));
}

/** Facet counts over groups of hits that share their attributes (the hits of one shard). */
export function countFacets(
  groups: {attributes: FacetAttributes; hits: number}[],
  facets: string | string[] | undefined,
): Record<string, Record<string, number>> {
  const requested = typeof facets === 'string' ? [facets] : (facets ?? []);
  const attributes = requested.includes('*') ? ['language', 'docusaurus_tag'] : requested;
  const counts: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const attributeCounts: Record<string, number> = {};
    for (const {attributes: hitAttributes, hits} of groups) {
      const value = facetValue(hitAttributes, attribute);
      if (value !== undefined && hits > 0) {
        attributeCounts[value] = (attributeCounts[value] ?? 0) + hits;
      }
    }
    counts[attribute] = attributeCounts;
  }
  return counts;
}
