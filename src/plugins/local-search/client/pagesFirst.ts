type ModalHit = {url?: string; hierarchy?: {lvl0?: string | null}};

const pageOf = (hit: ModalHit) => (hit.url ?? '').replace(/[?#].*/s, '');
const groupOf = (hit: ModalHit) => hit.hierarchy?.lvl0 ?? '';

/**
 * The modal's hits with each page's best one first: the first hit of every page, in rank order, then the
 * other hits of the pages that are alone in their group (Documentation, Blog…), in rank order.
 * DocSearch shows five hits a group and lists a page's hits together, so a page that holds the query in
 * several sections pushed the group's next pages down, or out of the list. Where several pages of a group
 * answer, each shows once, at its best section, as a web search shows one result a page; where one page
 * does, its sections fill the group.
 */
export function pagesFirst<T extends ModalHit>(hits: readonly T[]): T[] {
  const groupPages = new Map<string, Set<string>>();
  for (const hit of hits) {
    const pages = groupPages.get(groupOf(hit)) ?? new Set<string>();
    pages.add(pageOf(hit));
    groupPages.set(groupOf(hit), pages);
  }
  const seen = new Set<string>();
  const first: T[] = [];
  const others: T[] = [];
  for (const hit of hits) {
    const page = pageOf(hit);
    if (!seen.has(page)) {
      seen.add(page);
      first.push(hit);
    } else if (groupPages.get(groupOf(hit))!.size === 1) {
      others.push(hit);
    }
  }
  return [...first, ...others];
}
