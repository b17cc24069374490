import {hierarchyLevels, type Hierarchy, type SearchRecord} from './types';

/**
 * The file format of an index shard. Records of one page share its path and
 * most of their hierarchy, so both are stored once and referenced by index:
 * the files are about half the size of a plain list of records.
 */
export type EncodedShard = {
  language: string;
  tag: string;
  pages: string[];
  /** [page index, lvl0, lvl1, ... lvl6], trailing nulls dropped. */
  hierarchies: (number | string | null)[][];
  /** [hierarchy index, anchor, type, content?] in page order. */
  records: [number, string, SearchRecord['type'], string?][];
};

export function encodeShard(language: string, tag: string, records: SearchRecord[]): EncodedShard {
  const pages: string[] = [];
  const pageIndexes = new Map<string, number>();
  const hierarchies: EncodedShard['hierarchies'] = [];
  const hierarchyIndexes = new Map<string, number>();
  const encoded: EncodedShard['records'] = records.map((record) => {
    const anchorAt = record.url.indexOf('#');
    const pagePath = anchorAt < 0 ? record.url : record.url.slice(0, anchorAt);
    const anchor = anchorAt < 0 ? '' : record.url.slice(anchorAt);
    if (!pageIndexes.has(pagePath)) {
      pageIndexes.set(pagePath, pages.push(pagePath) - 1);
    }
    const levels = hierarchyLevels.map((level) => record.hierarchy[level]);
    while (levels.length > 0 && levels[levels.length - 1] === null) {
      levels.pop();
    }
    const hierarchy = [pageIndexes.get(pagePath)!, ...levels];
    const key = JSON.stringify(hierarchy);
    if (!hierarchyIndexes.has(key)) {
      hierarchyIndexes.set(key, hierarchies.push(hierarchy) - 1);
    }
    const row: EncodedShard['records'][number] = [hierarchyIndexes.get(key)!, anchor, record.type];
    if (record.content !== null) {
      row.push(record.content);
    }
    return row;
  });
  return {language, tag, pages, hierarchies, records: encoded};
}

export function decodeShard({language, tag, pages, hierarchies, records}: EncodedShard): SearchRecord[] {
  return records.map(([hierarchyIndex, anchor, type, content], position) => {
    const [pageIndex, ...levels] = hierarchies[hierarchyIndex]!;
    const hierarchy = Object.fromEntries(
      hierarchyLevels.map((level, i) => [level, (levels[i] as string | null | undefined) ?? null]),
    ) as Hierarchy;
    return {
      objectID: `${tag}:${position}`,
      url: `${pages[pageIndex as number]}${anchor}`,
      type,
      hierarchy,
      content: content ?? null,
      language,
      docusaurus_tag: tag,
      position,
    };
  });
}
