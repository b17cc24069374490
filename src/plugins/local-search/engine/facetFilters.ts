import type {FacetFilters, SearchRecord} from './types';

type Condition = {attribute: string; value: string; negated: boolean};

function parseCondition(filter: string): Condition {
  const separator = filter.indexOf(':');
  const attribute = separator < 0 ? filter : filter.slice(0, separator);
  const value = separator < 0 ? '' : filter.slice(separator + 1);
  const negated = attribute.startsWith('-');
  return {attribute: negated ? attribute.slice(1) : attribute, value, negated};
}

function facetValue(record: SearchRecord, attribute: string): string | undefined {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  return typeof value === 'string' ? value : undefined;
}

function matches(record: SearchRecord, {attribute, value, negated}: Condition): boolean {
  return (facetValue(record, attribute) === value) !== negated;
}

/**
 * Algolia's facetFilters: the outer list is an AND of its entries, a nested
 * list is an OR of its entries, and `-attribute:value` negates one entry.
 */
export function createFacetFilter(facetFilters: FacetFilters | undefined): (record: SearchRecord) => boolean {
  if (!facetFilters || facetFilters.length === 0) {
    return () => true;
  }
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).map((entry) =>
    (typeof entry === 'string' ? [entry] : entry).map(parseCondition),
  );
  return (record) => groups.every((group) => group.length === 0 || group.some((condition) => matches(record, condition)));
}

/** The values of one attribute that a filter can accept, or null for "any". */
export function acceptedValues(facetFilters: FacetFilters | undefined, attribute: string): Set<string> | null {
  const constraints = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters ?? [])
    .map((entry) => (typeof entry === 'string' ? [entry] : entry).map(parseCondition))
    .filter(
      (conditions) =>
        conditions.length > 0 &&
        conditions.every((condition) => condition.attribute === attribute && !condition.negated),
    )
    .map((conditions) => new Set(conditions.map((condition) => condition.value)));
  if (constraints.length === 0) {
    return null;
  }
  return constraints.reduce((accepted, values) => new Set([...accepted].filter((value) => values.has(value))));
}

export function countFacets(records: SearchRecord[], facets: string | string[] | undefined): Record<string, Record<string, number>> {
  const requested = typeof facets === 'string' ? [facets] : facets ?? [];
  const attributes = requested.includes('*') ? ['language', 'docusaurus_tag'] : requested;
  const counts: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const attributeCounts: Record<string, number> = {};
    for (const record of records) {
      const value = facetValue(record, attribute);
      if (value !== undefined) {
        attributeCounts[value] = (attributeCounts[value] ?? 0) + 1;
      }
    }
    counts[attribute] = attributeCounts;
  }
  return counts;
}
