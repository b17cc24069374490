/**
 * The modal's hits with each page's best one first: the first hit of every page, in rank order, then
 * the pages' other hits, in rank order. DocSearch shows five hits a section (Documentation, Blog…) and
 * lists a page's hits together, so a page that holds the query in four of its sections filled the list,
 * and the next pages came after it or not at all. A page's other sections still show when fewer than
 * five pages answer.
 */
export function pagesFirst<T extends {url?: string}>(hits: readonly T[]): T[] {
  const seen = new Set<string>();
  const first: T[] = [];
  const others: T[] = [];
  for (const hit of hits) {
    const page = (hit.url ?? '').replace(/[?#].*/s, '');
    if (seen.has(page)) {
      others.push(hit);
    } else {
      seen.add(page);
      first.push(hit);
    }
  }
  return [...first, ...others];
}
