import {highlight, snippet, splitText, type HighlightTags} from './highlight';
import type {ParsedQuery} from './queryParser';
import {hierarchyLevels, type HierarchyLevel, type SearchHit, type SearchParams, type SearchRecord} from './types';

/** The Algolia-shaped parts of an answer: hits with their highlights and snippets, and the echoed parameters. */

function pick(record: SearchRecord, attributes: string[] | undefined): Partial<SearchRecord> {
  if (!attributes || attributes.includes('*')) {
    return {...record};
  }
  const picked: Partial<SearchRecord> = {};
  for (const attribute of attributes) {
    if (attribute.startsWith('hierarchy.')) {
      const level = attribute.slice('hierarchy.'.length) as HierarchyLevel;
      picked.hierarchy = {...(picked.hierarchy ?? ({} as SearchRecord['hierarchy'])), [level]: record.hierarchy[level]};
    } else if (attribute in record) {
      (picked as Record<string, unknown>)[attribute] = (record as unknown as Record<string, unknown>)[attribute];
    }
  }
  return picked;
}

function parseSnippetSizes(attributes: string[] | undefined): Map<string, number> {
  return new Map(
    (attributes ?? []).map((entry) => {
      const [attribute, size] = entry.split(':');
      return [attribute!, Number(size) || 10];
    }),
  );
}

export function randomQueryId(): string {
  return Array.from({length: 32}, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

export function serializeParams(params: SearchParams): string {
  return new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();
}

/** A record as a hit: the attributes asked for, its absolute URL, and the query words marked in its texts. */
export function toHit(
  record: SearchRecord,
  params: SearchParams,
  parsed: ParsedQuery,
  isMatch: (word: string) => string | null,
  tags: HighlightTags,
  siteUrl: string,
): SearchHit {
  const snippetSizes = parseSnippetSizes(params.attributesToSnippet);
  const ellipsis = params.snippetEllipsisText ?? '…';
  const retrieved = pick(record, params.attributesToRetrieve);
  const hit: SearchHit = {
    ...retrieved,
    ...(retrieved.url !== undefined && {url: `${siteUrl}${record.url}`}),
    objectID: record.objectID,
    _highlightResult: {hierarchy: {}},
    _snippetResult: {},
  };
  for (const level of hierarchyLevels) {
    const text = record.hierarchy[level];
    if (text !== null) {
      const tokens = splitText(text, isMatch);
      hit._highlightResult.hierarchy![level] = highlight(tokens, parsed.words, tags);
      const size = snippetSizes.get(`hierarchy.${level}`);
      if (size !== undefined) {
        hit._snippetResult.hierarchy ??= {};
        hit._snippetResult.hierarchy[level] = snippet(tokens, parsed.words, size, tags, ellipsis);
      }
    }
  }
  if (record.content !== null) {
    const tokens = splitText(record.content, isMatch);
    hit._highlightResult.content = highlight(tokens, parsed.words, tags);
    const size = snippetSizes.get('content');
    if (size !== undefined) {
      hit._snippetResult.content = snippet(tokens, parsed.words, size, tags, ellipsis);
    }
  }
  return hit;
}
