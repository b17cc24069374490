import {describe, expect, it} from 'vitest';
import {LocalSearchIndex} from './searchIndex';
import {parseQuery} from './queryParser';
import type {Hierarchy, SearchRecord} from './types';

let nextId = 0;
function record(overrides: Partial<Omit<SearchRecord, 'hierarchy'>> & {hierarchy?: Partial<Hierarchy>}): SearchRecord {
  nextId += 1;
  const {hierarchy, ...rest} = overrides;
  return {
    objectID: `r${nextId}`,
    url: `/docs/page-${nextId}/`,
    type: 'content',
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    position: 0,
    ...rest,
    hierarchy: {lvl0: 'Docs', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy},
  };
}

function indexOf(records: SearchRecord[]): LocalSearchIndex {
  const index = new LocalSearchIndex();
  index.add(records);
  return index;
}

describe('query parsing with advanced syntax', () => {
  it('separates words, quoted phrases and excluded words', () => {
    expect(parseQuery('sidebar "generated index" -blog', true)).toEqual({
      words: ['sidebar', 'generated', 'index'],
      phrases: [['generated', 'index']],
      excluded: ['blog'],
      lastWordIsPrefix: false,
    });
  });

  it('treats the last word as a prefix while it is being typed', () => {
    expect(parseQuery('versi', true).lastWordIsPrefix).toBe(true);
    expect(parseQuery('version ', true).lastWordIsPrefix).toBe(false);
  });

  it('without advanced syntax, quotes and minus signs are plain text', () => {
    expect(parseQuery('"a b" -c', false)).toMatchObject({words: ['a', 'b', 'c'], phrases: [], excluded: []});
  });
});

describe('LocalSearchIndex', () => {
  const heading = record({type: 'lvl2', url: '/docs/versioning/#cut-a-version', hierarchy: {lvl1: 'Versioning', lvl2: 'Cut a version'}});
  const body = record({
    url: '/docs/blog/#feeds',
    hierarchy: {lvl0: 'Guides', lvl1: 'Blog', lvl2: 'Feeds'},
    content: 'Each version of the blog has feeds in RSS, Atom and JSON.',
  });
  const blogPost = record({
    url: '/blog/releases/3.8/',
    docusaurus_tag: 'default',
    hierarchy: {lvl0: 'Blog', lvl1: 'Docusaurus 3.8'},
    content: 'A new version with faster builds.',
  });
  const oldDocs = record({
    url: '/docs/3.7.0/versioning/',
    docusaurus_tag: 'docs-default-3.7.0',
    hierarchy: {lvl1: 'Versioning'},
    content: 'Old version docs.',
  });
  const index = indexOf([heading, body, blogPost, oldDocs]);

  it('ranks a heading match above a body match', () => {
    const {hits} = index.search({query: 'version'});
    expect(hits[0]!.objectID).toBe(heading.objectID);
    expect(hits.map((hit) => hit.objectID)).toContain(body.objectID);
  });

  it('applies facetFilters as an AND of OR groups, with negation', () => {
    const currentOnly = index.search({
      query: 'version',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(currentOnly.hits.map((hit) => hit.url)).not.toContain('/docs/3.7.0/versioning/');
    expect(currentOnly.hits.map((hit) => hit.url)).toContain('/blog/releases/3.8/');

    const notBlog = index.search({query: 'version', facetFilters: ['-docusaurus_tag:default']});
    expect(notBlog.hits.map((hit) => hit.url)).not.toContain('/blog/releases/3.8/');
    expect(index.search({query: 'version', facetFilters: ['language:fr']}).nbHits).toBe(0);
  });

  it('pages through hits and counts pages', () => {
    const first = index.search({query: 'version', hitsPerPage: 2, page: 0});
    const second = index.search({query: 'version', hitsPerPage: 2, page: 1});
    expect(first.nbHits).toBe(4);
    expect(first.nbPages).toBe(2);
    expect(first.hits).toHaveLength(2);
    expect(second.hits).toHaveLength(2);
    expect(new Set([...first.hits, ...second.hits].map((hit) => hit.objectID)).size).toBe(4);
    expect(index.search({query: 'version', hitsPerPage: 2, page: 5}).hits).toEqual([]);
  });

  it('matches a prefix of the last word and tolerates a typo', () => {
    expect(index.search({query: 'feed'}).hits[0]!.url).toBe('/docs/blog/#feeds');
    expect(index.search({query: 'versoning'}).nbHits).toBeGreaterThan(0);
    expect(index.search({query: 'zzzz'}).nbHits).toBe(0);
  });

  it('highlights matched words with the requested tags', () => {
    const [hit] = index.search({query: 'feeds', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits;
    expect(hit!._highlightResult.content).toMatchObject({
      value: 'Each version of the blog has <mark>feeds</mark> in RSS, Atom and JSON.',
      matchLevel: 'full',
      matchedWords: ['feeds'],
    });
    expect(hit!._highlightResult.hierarchy!.lvl2!.value).toBe('<mark>Feeds</mark>');
  });

  it('cuts snippets to the requested number of words around the match', () => {
    const [hit] = index.search({
      query: 'atom',
      attributesToSnippet: ['content:4', 'hierarchy.lvl1:4'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    }).hits;
    expect(hit!._snippetResult.content!.value).toBe('…in RSS, <mark>Atom</mark> and…');
    expect(hit!._snippetResult.hierarchy!.lvl1!.value).toBe('Blog');
  });

  it('supports exact phrases and excluded words', () => {
    expect(index.search({query: '"faster builds"', advancedSyntax: true}).hits.map((hit) => hit.url)).toEqual([
      '/blog/releases/3.8/',
    ]);
    expect(index.search({query: '"builds faster"', advancedSyntax: true}).nbHits).toBe(0);
    // The blog guide and the blog post both say "blog" somewhere in their hierarchy.
    const withoutBlog = index.search({query: 'version -blog', advancedSyntax: true});
    expect(withoutBlog.hits.map((hit) => hit.url).sort()).toEqual(['/docs/3.7.0/versioning/', '/docs/versioning/#cut-a-version']);
  });

  it('escapes markup in records so that a record can never inject HTML', () => {
    const hostile = indexOf([
      record({hierarchy: {lvl1: '<img src=x onerror=alert(1)>'}, content: 'Use <script>alert("x")</script> carefully'}),
    ]);
    const [hit] = hostile.search({query: 'script', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits;
    expect(hit!._highlightResult.content!.value).toBe(
      'Use &lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; carefully',
    );
    expect(hit!._highlightResult.hierarchy!.lvl1!.value).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('returns one hit per URL and its anchor', () => {
    const twice = indexOf([
      record({url: '/docs/a/#x', content: 'routing basics', position: 1}),
      record({url: '/docs/a/#x', content: 'routing details', position: 2}),
      record({url: '/docs/a/#y', content: 'routing more', position: 3}),
    ]);
    expect(twice.search({query: 'routing'}).hits.map((hit) => hit.url).sort()).toEqual(['/docs/a/#x', '/docs/a/#y']);
  });

  it('answers with absolute URLs, as Algolia records have', () => {
    const withSite = new LocalSearchIndex('https://docs.example.org');
    withSite.add([heading]);
    expect(withSite.search({query: 'cut'}).hits[0]!.url).toBe('https://docs.example.org/docs/versioning/#cut-a-version');
  });

  it('retrieves only the requested attributes and counts facets', () => {
    const response = index.search({
      query: 'version',
      attributesToRetrieve: ['hierarchy.lvl1', 'url'],
      facets: ['docusaurus_tag'],
      clickAnalytics: true,
    });
    expect(Object.keys(response.hits[0]!).sort()).toEqual(['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url']);
    expect(response.facets!.docusaurus_tag).toEqual({'docs-default-current': 2, default: 1, 'docs-default-3.7.0': 1});
    expect(response.queryID).toMatch(/^[0-9a-f]{32}$/);
  });
});
