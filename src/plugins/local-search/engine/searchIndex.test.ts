import {describe, expect, it} from 'vitest';
import {LocalSearchIndex} from './searchIndex';
import {indexFiles, type ContentWeights} from '../writeIndex';
import {joinedPairs, parseQuery} from './queryParser';
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

/**
 * An index over the files that the build would write for these records (with these content weights), and
 * the list of files it read.
 */
function indexOf(
  records: SearchRecord[],
  {siteUrl = '', contentWeights = {}}: {siteUrl?: string; contentWeights?: ContentWeights} = {},
): LocalSearchIndex & {filesRead: string[]} {
  const {files} = indexFiles(records, contentWeights);
  const filesRead: string[] = [];
  const index = new LocalSearchIndex(async (file) => {
    filesRead.push(file);
    const json = files.get(file);
    if (json === undefined) {
      throw new Error(`no file ${file}`);
    }
    return JSON.parse(json);
  }, siteUrl);
  return Object.assign(index, {filesRead});
}

/** The URLs of a query's hits, in ranked order. */
async function rankedUrls(searched: LocalSearchIndex, query: string) {
  return (await searched.search({query})).hits.map((hit) => hit.url);
}

/** The content snippet of a query's first hit, `words` long, with the modal's tags. */
async function firstSnippet(searched: LocalSearchIndex, query: string, words: number): Promise<string> {
  const {hits} = await searched.search({
    query,
    attributesToSnippet: [`content:${words}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
  return hits[0]!._snippetResult.content!.value;
}

describe('query parsing with advanced syntax', async () => {
  it('separates words, quoted phrases and excluded words', async () => {
    expect(parseQuery('sidebar "generated index" -blog', true)).toEqual({
      words: ['sidebar', 'generated', 'index'],
      phrases: [['generated', 'index']],
      excluded: ['blog'],
      lastWordIsPrefix: false,
      joined: [],
      identifiers: [],
      identifierParts: {},
    });
  });

  it('lists the words written as identifiers, with an inner capital or an underscore, lower-cased', () => {
    expect(parseQuery('why does postBuild not run with sidebar_label set? Docusaurus API', false).identifiers).toEqual([
      'postbuild',
      'sidebar_label',
    ]);
  });

  it('keeps the parts of each word written as an identifier, which lower-casing loses', () => {
    expect(parseQuery('PluginContentLoadedActions and sidebar_label', false).identifierParts).toEqual({
      plugincontentloadedactions: ['plugin', 'content', 'loaded', 'actions'],
      sidebar_label: ['sidebar', 'label'],
    });
  });

  it('treats the last word as a prefix while it is being typed', async () => {
    expect(parseQuery('versi', true).lastWordIsPrefix).toBe(true);
    expect(parseQuery('version ', true).lastWordIsPrefix).toBe(false);
  });

  it("drops a contraction's ending, which is not a word a record must hold", () => {
    expect(parseQuery("what's the sidebar's width? it doesn't fit", false).words).toEqual([
      'what',
      'the',
      'sidebar',
      'width',
      'it',
      'doesn',
      'fit',
    ]);
  });

  it('lists the neighbouring words that a dot, a colon or a slash joins, in pairs, outside excluded words', () => {
    expect(parseQuery('docusaurus.config.js docs:version @docusaurus/core 3.8.1 end. Next -a.b', true).joined).toEqual([
      'docusaurus.config',
      'config.js',
      'docs:version',
      '@docusaurus',
      'docusaurus/core',
      '3.8',
      '3.8.1',
    ]);
  });

  it('reads a version from its start: its leading parts, never an inner pair', () => {
    expect(joinedPairs('docusaurus 3.2.1 and 2.1')).toEqual(['3.2', '3.2.1', '2.1']);
  });

  it('keeps the at sign that starts an alias or a package scope, not one inside an email address', () => {
    expect(parseQuery('@site/src @theme-original mail me@example.com', false).joined).toEqual([
      '@site',
      '@theme',
      'site/src',
      'example.com',
    ]);
  });

  it('keeps the two hyphens that start a flag or a CSS variable, with its hyphenated words', () => {
    expect(parseQuery('docusaurus deploy --target-dir out --config', false).joined).toEqual([
      '--target-dir',
      '--config',
    ]);
    expect(joinedPairs('color: var(--ifm-color-primary); a--b and a - b')).toEqual(['--ifm-color-primary']);
  });

  it('keeps the dot that starts a file or folder name, not one inside a name, a path or a number', () => {
    expect(parseQuery('.docusaurus folder and .nojekyll', false).joined).toEqual(['.docusaurus', '.nojekyll']);
    expect(joinedPairs('see docusaurus.config.js, ../setup.mdx, ./docs and 0.5')).toEqual([
      'docusaurus.config',
      'config.js',
      'setup.mdx',
      '0.5',
    ]);
  });

  it('without advanced syntax, quotes and minus signs are plain text', async () => {
    expect(parseQuery('"a b" -c', false)).toMatchObject({words: ['a', 'b', 'c'], phrases: [], excluded: []});
  });
});

describe('LocalSearchIndex', async () => {
  const heading = record({
    type: 'lvl2',
    url: '/docs/versioning/#cut-a-version',
    hierarchy: {lvl1: 'Versioning', lvl2: 'Cut a version'},
  });
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

  it('ranks a heading match above a body match', async () => {
    const {hits} = await index.search({query: 'version'});
    expect(hits[0]!.url).toBe(heading.url);
    expect(hits.map((hit) => hit.url)).toContain(body.url);
  });

  it('applies facetFilters as an AND of OR groups, with negation', async () => {
    const currentOnly = await index.search({
      query: 'version',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(currentOnly.hits.map((hit) => hit.url)).not.toContain('/docs/3.7.0/versioning/');
    expect(currentOnly.hits.map((hit) => hit.url)).toContain('/blog/releases/3.8/');

    const notBlog = await index.search({query: 'version', facetFilters: ['-docusaurus_tag:default']});
    expect(notBlog.hits.map((hit) => hit.url)).not.toContain('/blog/releases/3.8/');
    expect((await index.search({query: 'version', facetFilters: ['language:fr']})).nbHits).toBe(0);
  });

  it('pages through hits and counts pages', async () => {
    const first = await index.search({query: 'version', hitsPerPage: 2, page: 0});
    const second = await index.search({query: 'version', hitsPerPage: 2, page: 1});
    expect(first.nbHits).toBe(4);
    expect(first.nbPages).toBe(2);
    expect(first.hits).toHaveLength(2);
    expect(second.hits).toHaveLength(2);
    expect(new Set([...first.hits, ...second.hits].map((hit) => hit.objectID)).size).toBe(4);
    expect((await index.search({query: 'version', hitsPerPage: 2, page: 5})).hits).toEqual([]);
  });

  it('matches a prefix of the last word and tolerates a typo', async () => {
    expect((await index.search({query: 'feed'})).hits[0]!.url).toBe('/docs/blog/#feeds');
    expect((await index.search({query: 'versoning'})).nbHits).toBeGreaterThan(0);
    expect((await index.search({query: 'zzzz'})).nbHits).toBe(0);
  });

  it('highlights matched words with the requested tags', async () => {
    const [hit] = (await index.search({query: 'feeds', highlightPreTag: '<mark>', highlightPostTag: '</mark>'})).hits;
    expect(hit!._highlightResult.content).toMatchObject({
      value: 'Each version of the blog has <mark>feeds</mark> in RSS, Atom and JSON.',
      matchLevel: 'full',
      matchedWords: ['feeds'],
    });
    expect(hit!._highlightResult.hierarchy!.lvl2!.value).toBe('<mark>Feeds</mark>');
  });

  it('escapes the markup a text holds, between the highlighted words and around them', async () => {
    const escaping = record({
      url: '/docs/markup/#html',
      hierarchy: {lvl1: 'Markup', lvl2: '<head> & <body>'},
      content: 'Write <script> & "quotes" before the head tag: <b>head</b>.',
    });
    const [hit] = (
      await indexOf([escaping]).search({query: 'head', highlightPreTag: '<mark>', highlightPostTag: '</mark>'})
    ).hits;
    expect(hit!._highlightResult.content!.value).toBe(
      'Write &lt;script&gt; &amp; &quot;quotes&quot; before the <mark>head</mark> tag: &lt;b&gt;<mark>head</mark>&lt;/b&gt;.',
    );
    expect(hit!._highlightResult.hierarchy!.lvl2!.value).toBe('&lt;<mark>head</mark>&gt; &amp; &lt;body&gt;');
  });

  it('cuts snippets to the requested number of words around the match', async () => {
    const {hits} = await index.search({
      query: 'atom',
      attributesToSnippet: ['content:4', 'hierarchy.lvl1:4'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    const [hit] = hits;
    expect(hit!._snippetResult.content!.value).toBe('…in RSS, <mark>Atom</mark> and…');
    expect(hit!._snippetResult.hierarchy!.lvl1!.value).toBe('Blog');
  });

  it('cuts a snippet where most of the query words meet, not at the first of them', async () => {
    const lifecycle = record({
      url: '/docs/api/plugin-methods/#post-build',
      hierarchy: {lvl1: 'Plugin methods', lvl2: 'Lifecycle'},
      content:
        'A plugin is an object of methods that Docusaurus calls in order while it loads the site. ' +
        'The postBuild method of a plugin runs once the build has written every page.',
    });
    // "plugin" opens the text alone; "postBuild" and "build" come a sentence later, with "plugin" again.
    expect(await firstSnippet(indexOf([lifecycle]), 'postBuild plugin build', 12)).toBe(
      '…site. The <mark>postBuild</mark> method of a <mark>plugin</mark> runs once the <mark>build</mark> has…',
    );
  });

  it('counts no stop word when it chooses where to cut a snippet', async () => {
    const tagline = record({
      url: '/docs/config/#tagline',
      hierarchy: {lvl1: 'Configuration', lvl2: 'Tagline'},
      content: 'Is it the one of the two? It is. Much later, the tagline sits under the title.',
    });
    expect(await firstSnippet(indexOf([tagline]), 'is the tagline', 6)).toBe(
      '…Much later, <mark>the</mark> <mark>tagline</mark> sits under…',
    );
  });

  it('supports exact phrases and excluded words', async () => {
    expect((await index.search({query: '"faster builds"', advancedSyntax: true})).hits.map((hit) => hit.url)).toEqual([
      '/blog/releases/3.8/',
    ]);
    expect((await index.search({query: '"builds faster"', advancedSyntax: true})).nbHits).toBe(0);
    // The blog guide and the blog post both say "blog" somewhere in their hierarchy.
    const withoutBlog = await index.search({query: 'version -blog', advancedSyntax: true});
    expect(withoutBlog.hits.map((hit) => hit.url).sort()).toEqual([
      '/docs/3.7.0/versioning/',
      '/docs/versioning/#cut-a-version',
    ]);
  });

  it('escapes markup in records so that a record can never inject HTML', async () => {
    const hostile = indexOf([
      record({hierarchy: {lvl1: '<img src=x onerror=alert(1)>'}, content: 'Use <script>alert("x")</script> carefully'}),
    ]);
    const [hit] = (await hostile.search({query: 'script', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}))
      .hits;
    expect(hit!._highlightResult.content!.value).toBe(
      'Use &lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; carefully',
    );
    expect(hit!._highlightResult.hierarchy!.lvl1!.value).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('returns one hit per URL and its anchor', async () => {
    const twice = indexOf([
      record({url: '/docs/a/#x', content: 'routing basics', position: 1}),
      record({url: '/docs/a/#x', content: 'routing details', position: 2}),
      record({url: '/docs/a/#y', content: 'routing more', position: 3}),
    ]);
    expect((await twice.search({query: 'routing'})).hits.map((hit) => hit.url).sort()).toEqual([
      '/docs/a/#x',
      '/docs/a/#y',
    ]);
  });

  it('answers with absolute URLs, as Algolia records have', async () => {
    const withSite = indexOf([heading], {siteUrl: 'https://docs.example.org'});
    expect((await withSite.search({query: 'cut'})).hits[0]!.url).toBe(
      'https://docs.example.org/docs/versioning/#cut-a-version',
    );
  });

  it('retrieves only the requested attributes and counts facets', async () => {
    const response = await index.search({
      query: 'version',
      attributesToRetrieve: ['hierarchy.lvl1', 'url'],
      facets: ['docusaurus_tag'],
      clickAnalytics: true,
    });
    expect(Object.keys(response.hits[0]!).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'hierarchy',
      'objectID',
      'url',
    ]);
    expect(response.facets!.docusaurus_tag).toEqual({'docs-default-current': 2, default: 1, 'docs-default-3.7.0': 1});
    expect(response.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('never forgives a typo in the first letter', async () => {
    expect((await index.search({query: 'fersioning'})).nbHits).toBe(0);
  });

  it('ranks a page title above a section heading that matches as well', async () => {
    const titles = indexOf([
      record({url: '/docs/z/#sidebar', type: 'lvl2', hierarchy: {lvl1: 'Z', lvl2: 'Sidebar'}}),
      record({url: '/docs/sidebar/', type: 'lvl1', hierarchy: {lvl1: 'Sidebar'}}),
    ]);
    expect((await titles.search({query: 'sidebar'})).hits.map((hit) => hit.url)).toEqual([
      '/docs/sidebar/',
      '/docs/z/#sidebar',
    ]);
  });
});

describe('LocalSearchIndex reading the index', () => {
  const pages = Array.from({length: 60}, (_, i) =>
    record({
      url: `/docs/page-${i}/`,
      docusaurus_tag: i % 2 === 0 ? 'docs-default-current' : 'docs-default-3.7.0',
      hierarchy: {lvl1: `Page ${i}`},
      content: `${i === 8 ? 'Swizzling' : 'Routing'} explained at length. ${'More words about the page. '.repeat(200)}`,
    }),
  );

  it('reads the shards the filters accept, the bucket of each word and the text of the hits shown', async () => {
    const index = indexOf(pages);
    const current = /^en\/docs-default-current\.[0-9a-f]{10}\//;
    const read = (from = 0) => index.filesRead.slice(from).map((file) => file.replace(current, 'current/'));
    const filters = ['docusaurus_tag:docs-default-current'];

    // A first keystroke: its letter's first hits, ranked and with their text; no meta, bucket or text chunk.
    const firstKeystroke = await index.search({query: 'r', hitsPerPage: 20, facetFilters: filters});
    expect(firstKeystroke.hits).toHaveLength(20);
    expect(firstKeystroke.nbHits).toBeGreaterThan(20);
    expect(read()).toEqual(['manifest.json', 'current/first/r.json']);
    // Once it has answered, what the next keystroke needs is read ahead: the meta and the letter's bucket.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read(2)).toEqual(['current/meta.json', 'current/terms/r.json']);

    // Hits past the first ones are ranked from the letter's bucket and read from the text chunks that hold them, each chunk once.
    const secondPage = await index.search({query: 'r', hitsPerPage: 20, page: 1, facetFilters: filters});
    expect(secondPage.hits.length).toBeGreaterThan(0);
    const chunks = read(4);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((file) => /^current\/text\/\d+\.json$/.test(file))).toBe(true);
    expect(new Set(chunks).size).toBe(chunks.length);

    const routing = await index.search({query: 'routing', hitsPerPage: 2, facetFilters: filters});
    expect(routing.nbHits).toBe(29);
    expect(routing.hits.map((hit) => hit.url)).toEqual(['/docs/page-0/', '/docs/page-2/']);
    const before = index.filesRead.length;
    const swizzling = await index.search({query: 'explained swizzling', facetFilters: filters});
    // The one page with both words, then the 29 with one of them.
    expect(swizzling.hits[0]!.url).toBe('/docs/page-8/');
    expect(swizzling.nbHits).toBe(30);
    expect(read(before).slice(0, 2)).toEqual(['current/terms/e.json', 'current/terms/s.json']);
  });

  it("answers a first keystroke from its letter's first hits as ranking the letter's whole bucket does", async () => {
    const mixed = [
      ...pages,
      record({url: '/blog/routing/', docusaurus_tag: 'default', contentType: 'blog', hierarchy: {lvl1: 'Routing'}}),
      record({url: '/docs/r/', type: 'lvl1', hierarchy: {lvl1: 'R'}}),
    ];
    // Over one shard and over several, whose first hits merge: the same hits, in the same order, and the same counts.
    for (const facetFilters of [['docusaurus_tag:docs-default-current'], []]) {
      for (const query of ['r', 'e', 'm', 'p', 'w']) {
        const params = {query, facetFilters, facets: ['docusaurus_tag']};
        const index = indexOf(mixed);
        const first = await index.search({...params, hitsPerPage: 20});
        expect(index.filesRead.filter((file) => !file.includes('/first/'))).toEqual(['manifest.json']);
        // More hits than the first hits hold: ranked from the bucket.
        const ranked = await indexOf(mixed).search({...params, hitsPerPage: 21});
        expect(first.hits).toEqual(ranked.hits.slice(0, 20));
        expect([first.nbHits, first.facets]).toEqual([ranked.nbHits, ranked.facets]);
      }
    }
  });

  it('fails a search whose files cannot be read, and reads them again on the next search', async () => {
    const {files} = indexFiles(pages);
    let online = false;
    const index = new LocalSearchIndex(async (file) => {
      if (!online) {
        throw new Error('offline');
      }
      return JSON.parse(files.get(file)!);
    });
    await expect(index.search({query: 'swizzling'})).rejects.toThrow('offline');
    online = true;
    expect((await index.search({query: 'swizzling'})).hits.map((hit) => hit.url)).toEqual(['/docs/page-8/']);
  });
});

describe('LocalSearchIndex scopes', () => {
  const docsPage = record({url: '/docs/sidebar/', hierarchy: {lvl1: 'Sidebar'}, docusaurus_tag: 'default'});
  const testPage = record({url: '/tests/docs/sidebar/', hierarchy: {lvl1: 'Sidebar tests'}, docusaurus_tag: 'default'});
  const examplePage = record({
    url: '/examples/sidebar/',
    hierarchy: {lvl1: 'Sidebar example'},
    docusaurus_tag: 'default',
  });
  const {manifest, files} = indexFiles([docsPage, testPage, examplePage], {}, ['/tests/', '/examples/']);

  /** The index as searched from a page at `path`, and the files it read. */
  function searchedFrom(path: string) {
    const filesRead: string[] = [];
    const index = new LocalSearchIndex(
      async (file) => {
        filesRead.push(file);
        return JSON.parse(files.get(file)!);
      },
      '',
      () => path,
    );
    return {index, filesRead};
  }

  it('gives the pages under each scoped path a part of the index of their own', () => {
    expect(manifest.shards.map(({tag, scope, records}) => ({tag, scope, records}))).toEqual([
      {tag: 'default', scope: undefined, records: 1},
      {tag: 'default', scope: '/examples/', records: 1},
      {tag: 'default', scope: '/tests/', records: 1},
    ]);
    expect(manifest.shards[2]!.directory).toMatch(/^en\/default@_tests_\.[0-9a-f]{10}$/);
  });

  it('leaves the scoped pages out of a search from elsewhere, without reading their part', async () => {
    const {index, filesRead} = searchedFrom('/docs/installation/');
    const {hits} = await index.search({query: 'sidebar', facetFilters: ['docusaurus_tag:default']});
    expect(hits.map((hit) => hit.url)).toEqual(['/docs/sidebar/']);
    expect(filesRead.some((file) => file.includes('@'))).toBe(false);
  });

  it('finds the pages of a scope from a page under it, beside the site-wide ones', async () => {
    const {index} = searchedFrom('/tests/docs/');
    const {hits} = await index.search({query: 'sidebar', facetFilters: ['docusaurus_tag:default']});
    expect(hits.map((hit) => hit.url).sort()).toEqual(['/docs/sidebar/', '/tests/docs/sidebar/']);
  });
});

describe('LocalSearchIndex ranking', () => {
  const configReference = record({
    url: '/docs/api/docusaurus-config/#trailingSlash',
    hierarchy: {lvl1: 'docusaurus.config.js', lvl2: 'Site metadata'},
    content: 'trailingSlash',
    contentType: 'docs',
  });
  const blogHeading = record({
    url: '/blog/deploying/#trailingslash-and-your-host',
    type: 'lvl2',
    docusaurus_tag: 'default',
    hierarchy: {lvl0: 'Blog', lvl1: 'Deploying', lvl2: 'trailingSlash and your host'},
    contentType: 'blog',
  });
  const swizzlingGuide = record({
    url: '/docs/swizzling/',
    type: 'lvl1',
    hierarchy: {lvl1: 'Swizzling'},
    contentType: 'docs',
  });
  const cliSection = record({
    url: '/docs/cli/#swizzle-options',
    type: 'lvl2',
    hierarchy: {lvl1: 'CLI', lvl2: 'Options of docusaurus swizzle'},
    contentType: 'docs',
  });
  const changelogEntry = record({
    url: '/changelog/3.8.0/#sidebar',
    type: 'lvl2',
    docusaurus_tag: 'default',
    hierarchy: {lvl0: 'Changelog', lvl1: '3.8.0', lvl2: 'Sidebar'},
    contentType: 'changelog',
  });
  const sidebarGuide = record({
    url: '/docs/sidebar/#sidebar',
    type: 'lvl2',
    hierarchy: {lvl1: 'Guides', lvl2: 'Sidebar'},
    contentType: 'docs',
  });
  const ssgGuide = record({
    url: '/docs/advanced/ssg/#window',
    hierarchy: {lvl1: 'Static site generation', lvl2: 'Browser globals'},
    content: 'During the build there is no window object, so code that reads it fails.',
    contentType: 'docs',
  });
  const records = [configReference, blogHeading, swizzlingGuide, cliSection, changelogEntry, sidebarGuide, ssgGuide];
  const weighted = indexOf(records, {contentWeights: {docs: 1, blog: 0.8, changelog: 0.5}});
  const urls = async (query: string) => (await weighted.search({query})).hits.map((hit) => hit.url);

  it('puts the record whose own text is the query first: the definition of an identifier', async () => {
    expect((await urls('trailingSlash'))[0]).toBe(configReference.url);
  });

  it("puts the cell that names an option by its path first, under the option's own anchor", async () => {
    const optionRow = record({
      url: '/docs/api/docusaurus-config/#swcHtmlMinimizer',
      hierarchy: {lvl1: 'docusaurus.config.js', lvl2: 'Future flags'},
      content: 'future.experimental_faster.swcHtmlMinimizer',
      contentType: 'docs',
    });
    // A cell of the release post's table of new flags.
    const releasePost = record({
      url: '/blog/releases/3.6/#docusaurus-faster',
      docusaurus_tag: 'default',
      hierarchy: {lvl0: 'Blog', lvl1: 'Docusaurus 3.6', lvl2: 'Docusaurus Faster'},
      content: 'swcHtmlMinimizer',
      contentType: 'blog',
    });
    const searched = indexOf([releasePost, optionRow], {contentWeights: {docs: 1, blog: 0.8}});
    expect(await rankedUrls(searched, 'swcHtmlMinimizer')).toEqual([optionRow.url, releasePost.url]);
  });

  it("keeps a word of a section's own text in its own field when its searches repeat it: the definition stays first", async () => {
    const withSearches = {...configReference, searches: ['trailingSlash urls end with a slash']};
    const searched = indexOf([blogHeading, withSearches], {contentWeights: {docs: 1, blog: 0.8}});
    expect((await rankedUrls(searched, 'trailingSlash'))[0]).toBe(configReference.url);
  });

  it('puts a page titled with another form of the query word above pages that mention the word', async () => {
    expect(await urls('swizzle')).toEqual([swizzlingGuide.url, cliSection.url]);
  });

  it('ranks docs above the changelog for equal matches, by content weight', async () => {
    expect(await urls('sidebar')).toEqual([sidebarGuide.url, changelogEntry.url]);
  });

  it('answers a question by its informative words: stop words are optional', async () => {
    expect(await urls('how do I swizzle')).toContain(swizzlingGuide.url);
  });

  it('answers a question with a contraction by its informative words', async () => {
    const collapsing = record({
      url: '/docs/sidebar/#collapsing',
      hierarchy: {lvl1: 'Sidebar', lvl2: 'Collapsing'},
      content: 'Readers collapse the sidebar with the arrow at its foot.',
    });
    const shortcut = record({
      url: '/docs/keyboard/#t',
      hierarchy: {lvl1: 'Keyboard', lvl2: 'T'},
      content: "Press t to show the sidebar. The sidebar doesn't move.",
    });
    const index = indexOf([shortcut, collapsing]);
    const hits = (await index.search({query: "why doesn't my sidebar collapse"})).hits.map((hit) => hit.url);
    expect(hits[0]).toBe(collapsing.url);
  });

  it('gives stop words no weight: a record does not win by the filler words of a question', async () => {
    const requirements = record({
      url: '/docs/installation/#node-version',
      hierarchy: {lvl1: 'Installation', lvl2: 'Node version'},
      content: '18 or newer, with npm.',
    });
    const buildPage = record({
      url: '/docs/build/#environment',
      hierarchy: {lvl1: 'Build', lvl2: 'Environment'},
      content: 'The Node version of the build is the one on the PATH.',
    });
    const index = indexOf([buildPage, requirements]);
    const hits = (await index.search({query: 'what is the node version'})).hits.map((hit) => hit.url);
    expect(hits).toEqual([requirements.url, buildPage.url]);
  });

  it("finds a paragraph by the words of its page's title, and not by another page's", async () => {
    const pwaPage = record({url: '/docs/pwa/', type: 'lvl1', hierarchy: {lvl1: 'Progressive web app'}});
    const pwaOffline = record({
      url: '/docs/pwa/#offline',
      hierarchy: {lvl1: 'Progressive web app', lvl2: 'Without a connection'},
      content: 'Pages that a reader has opened load offline.',
    });
    const deploymentPage = record({url: '/docs/deployment/', type: 'lvl1', hierarchy: {lvl1: 'Deployment'}});
    // "Offline" weighs more here (heading and text) than in the PWA paragraph.
    const deploymentHosts = record({
      url: '/docs/deployment/#offline-copies',
      hierarchy: {lvl1: 'Deployment', lvl2: 'Offline copies'},
      content: 'A host serves the build, offline copies included.',
    });
    const index = indexOf([pwaPage, pwaOffline, deploymentPage, deploymentHosts]);
    const hits = (await index.search({query: 'offline app'})).hits.map((hit) => hit.url);
    // Only the PWA paragraph has both words; the records with one of them follow it.
    expect(hits[0]).toBe(pwaOffline.url);
    expect(hits).toContain(deploymentHosts.url);
  });

  it('puts every record that holds the word itself before those that only match it through a typo', async () => {
    // A page title scores far above a paragraph, but "notes" is "node" with a typo.
    const notes = record({url: '/docs/notes/', type: 'lvl1', hierarchy: {lvl1: 'Notes'}});
    const requirements = record({
      url: '/docs/installation/#requirements',
      hierarchy: {lvl1: 'Installation', lvl2: 'Requirements'},
      content: 'The build runs on any maintained release of Node, with the package manager you prefer.',
    });
    const index = indexOf([notes, requirements]);
    expect((await index.search({query: 'node'})).hits.map((hit) => hit.url)).toEqual([requirements.url, notes.url]);
  });

  it('does not count a typo variant of a word that the index holds as that word', async () => {
    // "different" and "the" are "difference" and "theme" with a typo, but the index holds both words as written.
    const svgs = record({
      url: '/docs/assets/#svgs',
      hierarchy: {lvl1: 'Assets', lvl2: 'SVGs'},
      content:
        'Importing an SVG does something different: a plugin of the classic preset turns the file into a component.',
    });
    const families = record({
      url: '/docs/configuration/#presets-plugins-and-themes',
      type: 'lvl2',
      hierarchy: {lvl1: 'Configuration', lvl2: 'Presets, plugins and themes'},
    });
    const pages = record({
      url: '/docs/creating-pages/#docs-or-pages',
      hierarchy: {lvl1: 'Creating pages', lvl2: 'Docs or pages'},
      content: 'The difference between a doc and a page is the sidebar.',
    });
    const lifecycle = record({
      url: '/docs/api/plugin-methods/#lifecycle',
      hierarchy: {lvl1: 'Plugin methods', lvl2: 'Lifecycle'},
      content: 'Each plugin lifecycle method runs once per build.',
    });
    const index = indexOf([svgs, families, pages, lifecycle]);
    expect((await rankedUrls(index, 'difference between preset theme plugin'))[0]).toBe(families.url);
    // The words a reader misspelled still count through their typos: the index holds neither
    // "pressets" nor "themse", so the heading holds three of the four words, the lifecycle text two.
    expect((await rankedUrls(index, 'pressets themse plugin lifecycle'))[0]).toBe(families.url);
  });

  it('a lone word that only typos answer finds the record that is the word, as the word itself does', async () => {
    const optionCell = record({
      url: '/docs/api/docusaurus-config/#onBrokenAnchors',
      hierarchy: {lvl1: 'docusaurus.config.js', lvl2: 'Build checks'},
      content: 'onBrokenAnchors',
    });
    const checksSection = record({
      url: '/docs/deployment/#checks',
      type: 'lvl2',
      hierarchy: {lvl1: 'Deployment', lvl2: 'onBrokenAnchors and onBrokenLinks'},
    });
    const index = indexOf([checksSection, optionCell]);
    expect((await rankedUrls(index, 'onBrokenAnchors'))[0]).toBe(optionCell.url);
    expect((await rankedUrls(index, 'onBrokenAnkors'))[0]).toBe(optionCell.url);
  });

  it('puts a heading that is the query above an identifier that holds its words', async () => {
    const removedOption = record({
      url: '/docs/api/themes/configuration/#removed-options',
      hierarchy: {lvl1: 'Theme configuration', lvl2: 'Removed options'},
      content: 'disableDarkMode',
    });
    const darkModeSection = record({
      url: '/docs/styling-layout/#dark-mode',
      type: 'lvl2',
      hierarchy: {lvl1: 'Styling and layout', lvl2: 'Dark mode'},
    });
    const index = indexOf([removedOption, darkModeSection]);
    expect((await index.search({query: 'dark mode'})).hits.map((hit) => hit.url)).toEqual([
      darkModeSection.url,
      removedOption.url,
    ]);
  });

  it('drops words that nothing contains rather than answer nothing, and keeps the records with the most words', async () => {
    expect(await urls('window is not defined')).toEqual([ssgGuide.url]);
    expect(await urls('sidebar qwertyuiop')).toEqual([sidebarGuide.url, changelogEntry.url]);
  });

  it('puts the records that hold the words written as identifiers before those that hold more of the other words', async () => {
    const postBuild = record({
      url: '/docs/api/plugin-methods/#post-build',
      hierarchy: {lvl1: 'Lifecycle methods', lvl2: 'postBuild'},
      content: 'Runs after the production build has finished.',
    });
    const pwaLimits = record({
      url: '/docs/api/plugins/plugin-pwa/#limits',
      hierarchy: {lvl1: 'PWA plugin', lvl2: 'Limits'},
      content: 'The plugin does not run during npm start.',
    });
    const index = indexOf([pwaLimits, postBuild]);
    // The PWA section holds "plugin", "run", "npm" and "start"; only the other holds postBuild.
    expect(await rankedUrls(index, "why doesn't the postBuild method of my plugin run when I use npm start")).toEqual([
      postBuild.url,
      pwaLimits.url,
    ]);
    // Written as plain words, postbuild is one word among the others.
    expect((await rankedUrls(index, "why doesn't the postbuild method of my plugin run when I use npm start"))[0]).toBe(
      pwaLimits.url,
    );
  });

  it('ranks the sections of a long question by which of its words they hold, not only by how many', async () => {
    // Thirty sections hold five of the question's words, all common; the answer holds four, three of them rare.
    const common = Array.from({length: 30}, (_, n) =>
      record({hierarchy: {lvl1: `Guide ${n}`}, content: 'Every docusaurus build command takes a while.'}),
    );
    const answer = record({
      url: '/docs/cli/#options',
      hierarchy: {lvl1: 'CLI', lvl2: 'Options'},
      content: 'To list the flags of a command, run it with --help in a terminal.',
    });
    const index = indexOf([...common, answer]);
    const question = 'how do I list every flag the docusaurus build command takes in a terminal';
    expect((await rankedUrls(index, question))[0]).toBe(answer.url);
    // A query of three words still ranks the sections that hold all of them first.
    expect((await rankedUrls(index, 'docusaurus build terminal'))[0]).not.toBe(answer.url);
  });

  it("finds an option's table row by the words of all its cells, which share the option's anchor", async () => {
    const reference = {url: '/docs/theme/#navbar.logo.alt', hierarchy: {lvl1: 'Theme', lvl2: 'Navbar'}};
    const rowName = record({...reference, content: 'navbar.logo.alt'});
    const rowDescription = record({...reference, content: 'Alternative text of the image.'});
    // Two of the three words in a heading, and in a table under a heading: there each cell is a record of its own.
    const heading = record({
      url: '/docs/styling/#navbar-logo-alt',
      type: 'lvl2',
      hierarchy: {lvl1: 'Styling', lvl2: 'Navbar logo alt'},
      content: null,
    });
    const section = {url: '/docs/other/#logos', hierarchy: {lvl1: 'Other', lvl2: 'Logos'}};
    const sectionHeading = record({...section, type: 'lvl2', content: null});
    const sectionCell = record({...section, content: 'navbar.logo.alt'});
    const sectionText = record({...section, content: 'Alternative text of the image.'});
    const index = indexOf([rowName, rowDescription, heading, sectionHeading, sectionCell, sectionText]);
    const urls = (await index.search({query: 'logo alt text'})).hits.map((hit) => hit.url);
    expect(urls).toEqual([reference.url, heading.url, section.url]);
  });

  it('finds a version by its own number, not by the inner digits of a later one', async () => {
    const patchNotes = record({
      type: 'lvl1',
      url: '/blog/patch-notes-3-2-1/',
      hierarchy: {lvl0: 'Blog', lvl1: 'Patch notes: Docusaurus 3.2.1'},
      content: 'The changelog of 3.2.1, in short.',
    });
    const release = record({type: 'lvl1', url: '/changelog/2.1.0/', hierarchy: {lvl0: 'Changelog', lvl1: '2.1.0'}});
    const index = indexOf([patchNotes, release]);
    expect(await rankedUrls(index, '2.1 changelog')).toEqual([release.url, patchNotes.url]);
  });

  it("defines an option's row under the heading above its table: the heading's words count for its boost", async () => {
    const cli = {hierarchy: {lvl1: 'CLI', lvl2: 'docusaurus swizzle [themeName] [componentName]'}};
    const swizzleHeading = record({...cli, url: '/docs/cli/#swizzle', type: 'lvl2'});
    const wrapName = record({...cli, url: '/docs/cli/#wrap', content: '--wrap'});
    const wrapDescription = record({...cli, url: '/docs/cli/#wrap', content: 'Wraps the component.'});
    // A guide that names the command in passing, both words in one paragraph.
    const guide = record({
      url: '/docs/admonitions/#custom-types',
      hierarchy: {lvl1: 'Admonitions', lvl2: 'Custom types'},
      content: 'A new type needs its own component: run docusaurus swizzle --wrap on the admonitions and add yours.',
    });
    const index = indexOf([swizzleHeading, wrapName, wrapDescription, guide]);
    expect((await rankedUrls(index, 'swizzle --wrap'))[0]).toBe(wrapName.url);
    // Only for the cell that names the option and holds a word of the query: under a heading that is
    // the whole query, the heading stays first, before the rows of its table.
    const hook = {hierarchy: {lvl1: 'Client API', lvl2: 'useDocusaurusContext'}};
    const hookHeading = record({...hook, url: '/docs/core/#usedocusauruscontext', type: 'lvl2'});
    const fieldName = record({...hook, url: '/docs/core/#siteConfig', content: 'siteConfig'});
    const fieldDescription = record({
      ...hook,
      url: '/docs/core/#siteConfig',
      content: 'The site configuration, as useDocusaurusContext returns it.',
    });
    const hooks = indexOf([hookHeading, fieldName, fieldDescription]);
    expect((await rankedUrls(hooks, 'useDocusaurusContext'))[0]).toBe(hookHeading.url);
  });

  it("takes a docs page's keywords as its author's word for what it defines, and not a blog post's", async () => {
    // A page title record holds the page's front matter keywords as its text.
    const pluginsGuide = record({
      url: '/docs/markdown-features/plugins/',
      type: 'lvl1',
      hierarchy: {lvl1: 'MDX plugins'},
      content: 'remark, rehype',
      contentType: 'docs',
    });
    // A heading that holds the query among other words: only the guide's keywords lift the guide above it.
    const optionSection = record({
      url: '/docs/api/plugin-content-docs/#remark-and-rehype-plugins',
      type: 'lvl2',
      hierarchy: {lvl1: 'Docs plugin', lvl2: 'Remark and rehype plugins'},
      contentType: 'docs',
    });
    const pluginsPost = record({
      url: '/blog/a-tour-of-plugins/',
      type: 'lvl1',
      docusaurus_tag: 'default',
      hierarchy: {lvl0: 'Blog', lvl1: 'Plugins'},
      content: 'remark',
      contentType: 'blog',
    });
    const index = indexOf([pluginsPost, optionSection, pluginsGuide], {contentWeights: {docs: 1, blog: 0.8}});
    expect((await index.search({query: 'remark plugins'})).hits.map((hit) => hit.url)).toEqual([
      pluginsGuide.url,
      optionSection.url,
      pluginsPost.url,
    ]);
  });

  it('lists the records that miss one word, then two or more, until five sections answer', async () => {
    const tagManager = record({
      url: '/docs/api/plugins/google-tag-manager/',
      content: 'Add Google Tag Manager to every page; it can load analytics tracking too.',
    });
    const analyticsPlugin = record({
      url: '/docs/api/plugins/google-analytics/',
      type: 'lvl1',
      hierarchy: {lvl1: 'Google Analytics plugin'},
    });
    const urlsFor = async (query: string, records: SearchRecord[]) =>
      (await indexOf(records).search({query})).hits.map((hit) => hit.url);
    const question = 'how do I add google analytics';
    expect(await urlsFor(question, [analyticsPlugin, tagManager])).toEqual([tagManager.url, analyticsPlugin.url]);
    // Five records with every word are enough: the others are left out.
    const complete = Array.from({length: 5}, (_, i) =>
      record({url: `/docs/analytics-${i}/`, content: 'Add Google Analytics.'}),
    );
    expect(await urlsFor(question, [analyticsPlugin, ...complete])).not.toContain(analyticsPlugin.url);
    // A longer question: one section holds four of its five informative words, the page's title two.
    const longer = 'how do I add a google analytics tracking id';
    expect(await urlsFor(longer, [analyticsPlugin, tagManager])).toEqual([tagManager.url, analyticsPlugin.url]);
    // Five sections with three words or more are enough: the page with two is left out.
    const threeWords = Array.from({length: 4}, (_, i) =>
      record({url: `/docs/tracking-${i}/`, content: 'Add a Google tracking snippet.'}),
    );
    expect(await urlsFor(longer, [analyticsPlugin, tagManager, ...threeWords])).not.toContain(analyticsPlugin.url);
  });

  it('lets a one-letter word typed after others only narrow what they found', async () => {
    const options = record({url: '/docs/plugin-options/', type: 'lvl1', hierarchy: {lvl1: 'Plugin options'}});
    const basics = record({url: '/docs/plugin-basics/', type: 'lvl1', hierarchy: {lvl1: 'Plugin basics'}});
    const overview = record({url: '/docs/overview/', type: 'lvl1', hierarchy: {lvl1: 'Options overview'}});
    const index = indexOf([options, basics, overview]);
    // The page with both words first, then the one with "plugin" alone; not the page with only an o-word.
    expect((await index.search({query: 'plugin o'})).hits.map((hit) => hit.url)).toEqual([options.url, basics.url]);
    // With a second letter, the word is a word like any other: the few pages with both, then those with one.
    expect((await index.search({query: 'plugin op'})).hits.map((hit) => hit.url)).toEqual([
      options.url,
      basics.url,
      overview.url,
    ]);
  });

  it('gives the same first hits whatever the number of hits asked for', async () => {
    const pages = Array.from({length: 40}, (_, i) =>
      record({url: `/docs/routing-${i}/`, content: `Routing ${'and routes '.repeat(i % 7)}explained.`}),
    );
    const index = indexOf(pages);
    const all = await index.search({query: 'routing', hitsPerPage: 40});
    const first = await index.search({query: 'routing', hitsPerPage: 5});
    expect(first.hits).toEqual(all.hits.slice(0, 5));
    expect(first.nbHits).toBe(all.nbHits);
    const second = await index.search({query: 'routing', hitsPerPage: 5, page: 1});
    expect(second.hits).toEqual(all.hits.slice(5, 10));
  });

  it('gives a word being typed the same first hits and count as ranking every section does', async () => {
    // Pages made of the same few words in every place a record can hold them (titles, headings, text,
    // options' rows, other forms and typos), so that the sections met last are often the strongest.
    const words = ['routing', 'routes', 'router', 'ruoting', 'plugin', 'plugins', 'theme', 'sidebar', 'the', 'of'];
    let seed = 7;
    const pick = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return words[seed % words.length]!;
    };
    const phrase = (length: number) => Array.from({length}, pick).join(' ');
    const records = Array.from({length: 60}, (_, page) => {
      const title = phrase(1 + (page % 3));
      return [
        record({url: `/docs/page-${page}/`, type: 'lvl1', hierarchy: {lvl1: title}}),
        record({url: `/docs/page-${page}/`, hierarchy: {lvl1: title}, content: phrase(1 + (page % 5))}),
        record({url: `/docs/page-${page}/#a`, type: 'lvl2', hierarchy: {lvl1: title, lvl2: phrase(1 + (page % 2))}}),
        record({
          url: `/docs/page-${page}/#a`,
          hierarchy: {lvl1: title, lvl2: 'Notes'},
          content: phrase(2 + (page % 7)),
        }),
        record({url: `/docs/page-${page}/#b`, hierarchy: {lvl1: title}, content: pick()}),
      ];
    }).flat();
    const index = indexOf(records);
    for (const query of ['ro', 'rout', 'routing', 'ruoting', 'routng', 'pl', 'plugin', 'them', 'sidebar']) {
      const all = await index.search({query, hitsPerPage: 1000});
      const first = await index.search({query, hitsPerPage: 3});
      expect(first.hits, query).toEqual(all.hits.slice(0, 3));
      expect(first.nbHits, query).toBe(all.nbHits);
    }
  });

  it('finds an identifier by the words it is made of, and marks it', async () => {
    const frontMatter = indexOf([
      record({
        url: '/docs/toc/#hiding',
        hierarchy: {lvl1: 'Table of contents'},
        content: 'Set hide_table_of_contents.',
      }),
    ]);
    const [hit] = (
      await frontMatter.search({
        query: 'hide table of contents',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      })
    ).hits;
    expect(hit!._highlightResult.content!.value).toBe('Set <mark>hide_table_of_contents</mark>.');
    expect((await frontMatter.search({query: 'hide_table_of_contents'})).nbHits).toBe(1);
  });

  it('puts a record that holds joined words as the query writes them above one that holds them apart', async () => {
    const apart = record({
      url: '/docs/versioning/#copies',
      hierarchy: {lvl1: 'Versioning', lvl2: 'Copies'},
      content: 'Each version keeps its own docs.',
    });
    const joined = record({
      url: '/docs/cli/#docs-version',
      hierarchy: {lvl1: 'CLI', lvl2: 'Plugin commands'},
      content: 'Run docs:version to copy them.',
    });
    const both = indexOf([apart, joined]);
    expect(await rankedUrls(both, 'docs:version')).toEqual([joined.url, apart.url]);
    // Written apart, the words find both records as before, in their order.
    expect(await rankedUrls(both, 'docs version')).toEqual([apart.url, joined.url]);
  });

  it('puts a record that names an alias with its at sign above one that only holds the word', async () => {
    // A section about the site, whose blocks of text all say the word.
    const words = ['title', 'tagline', 'URL'].map((option) =>
      record({
        url: '/docs/config/#site',
        hierarchy: {lvl1: 'Configuration', lvl2: 'Metadata'},
        content: `The site ${option}.`,
      }),
    );
    const alias = record({
      url: '/docs/react/#imports',
      hierarchy: {lvl1: 'MDX and React', lvl2: 'Imports'},
      content: 'Import components through the @site alias.',
    });
    const site = indexOf([...words, alias]);
    expect((await rankedUrls(site, '@site'))[0]).toBe(alias.url);
    expect((await rankedUrls(site, 'site'))[0]).toBe(words[0]!.url);
  });

  it('puts the rows of a flag written with its hyphens above the sections that only hold its word', async () => {
    const configPage = record({url: '/docs/configuration/', type: 'lvl1', hierarchy: {lvl1: 'Configuration'}});
    const flag = record({
      url: '/docs/cli/#build-config',
      hierarchy: {lvl1: 'CLI', lvl2: 'docusaurus build'},
      content: '--config <path> reads another file than the site config.',
    });
    const cli = indexOf([configPage, flag]);
    expect(await rankedUrls(cli, '--config')).toEqual([flag.url, configPage.url]);
    expect(await rankedUrls(cli, 'config')).toEqual([configPage.url, flag.url]);
  });

  it('puts the section on a folder written with its dot above the pages that only hold its word', async () => {
    const pages = ['Installation', 'Configuration', 'Deployment'].map((title) =>
      record({url: `/docs/${title.toLowerCase()}/`, type: 'lvl1', hierarchy: {lvl1: `${title} of Docusaurus`}}),
    );
    const folder = record({
      url: '/docs/architecture/#generated-files',
      hierarchy: {lvl1: 'Architecture', lvl2: 'Generated files'},
      content: 'The build writes its generated modules to .docusaurus at the root of the site.',
    });
    const site = indexOf([...pages, folder]);
    expect((await rankedUrls(site, '.docusaurus'))[0]).toBe(folder.url);
    expect((await rankedUrls(site, 'docusaurus'))[0]).not.toBe(folder.url);
  });

  describe('compounds, as Algolia concatenates and splits words', () => {
    const navbar = record({
      url: '/docs/navbar/',
      hierarchy: {lvl1: 'Navbar'},
      content: 'The navbar holds the logo and the links.',
    });
    const darkMode = record({
      url: '/docs/styling/#dark-mode',
      hierarchy: {lvl1: 'Styling', lvl2: 'Dark mode'},
      content: 'The dark mode follows the reader.',
    });
    const footer = record({
      url: '/docs/footer/',
      hierarchy: {lvl1: 'Footer'},
      content: 'Write the copyright line of the footer.',
    });
    const codeBlocks = record({
      url: '/docs/code-blocks/',
      hierarchy: {lvl1: 'Code blocks'},
      content: 'Copy a block with its button.',
    });
    const compounds = indexOf([navbar, darkMode, footer, codeBlocks]);
    const search = (query: string) => compounds.search({query, highlightPreTag: '<mark>', highlightPostTag: '</mark>'});

    it('finds the word that two neighbouring words of the query make, and marks it', async () => {
      const {hits} = await search('nav bar logo');
      expect(hits.map((hit) => hit.url)).toEqual([navbar.url]);
      expect(hits[0]!._highlightResult.content!.value).toBe(
        'The <mark>navbar</mark> holds the <mark>logo</mark> and the links.',
      );
    });

    it('splits a word that no term answers into two words that terms do, and says so', async () => {
      for (const query of ['darkmode', 'darkmo']) {
        const response = await search(query);
        expect(response.hits.map((hit) => hit.url)).toEqual([darkMode.url]);
        expect(response.parsedQuery).toBe(query === 'darkmode' ? 'dark mode' : 'dark mo');
      }
      const [hit] = (await search('darkmode')).hits;
      expect(hit!._highlightResult.content!.value).toBe('The <mark>dark</mark> <mark>mode</mark> follows the reader.');
      // A word that answers is never split: "navbar" is not "nav" and "bar".
      expect((await search('navbar')).parsedQuery).toBeUndefined();
    });

    it('searches the word as typed when no record holds all the words of its split', async () => {
      // "copywrite" splits into "copy" and "write", two words of the index that no record holds together.
      const response = await search('footer copywrite');
      expect(response.parsedQuery).toBeUndefined();
      expect(response.hits.map((hit) => hit.url)).toEqual([footer.url]);
    });

    it('searches an identifier with underscores that no term answers by its parts, even when no record holds them all', async () => {
      // As typed, it answers nothing. No record holds all three parts (with "copyrigt" a typo): the records
      // that hold the most of them answer, rather than none.
      const response = await search('DARK_FOOTER_COPYRIGT');
      expect(response.parsedQuery).toBe('dark footer copyrigt');
      expect(response.hits.map((hit) => hit.url)).toEqual([footer.url, darkMode.url]);
    });

    it('searches an identifier with inner capitals that no term answers by its parts, as one with underscores', async () => {
      // A type name that the docs show only in code, such as `PluginContentLoadedActions`.
      const response = await search('DarkFooterCopyrigt');
      expect(response.parsedQuery).toBe('dark footer copyrigt');
      expect(response.hits.map((hit) => hit.url)).toEqual([footer.url, darkMode.url]);
    });
  });

  it('keeps every word required with advanced syntax, where the reader asked for exactly that', async () => {
    expect((await weighted.search({query: 'sidebar -changelog qwertyuiop', advancedSyntax: true})).nbHits).toBe(0);
  });
});

describe('ranking by how much a section is about the words', () => {
  /** A section (one URL: a heading's anchor) of `length` blocks of text, the first `mentions` of which hold the words. */
  function page(name: string, mentions: number, length: number): SearchRecord[] {
    return Array.from({length}, (_, i) =>
      record({
        url: `/docs/${name}/#section`,
        hierarchy: {lvl1: name},
        content: i < mentions ? 'The build cache is kept between builds.' : `Paragraph ${i} says something else.`,
      }),
    );
  }
  const firstPages = async (index: LocalSearchIndex) =>
    (await index.search({query: 'build cache'})).hits.map((hit) => hit.hierarchy?.lvl1);

  it('a section that treats the words comes before a section that mentions them once', async () => {
    const index = indexOf([...page('once', 1, 4), ...page('often', 4, 4)]);
    expect(await firstPages(index)).toEqual(['often', 'once']);
  });

  it('mentions count against the length of the section: three in a short one weigh more than in a long one', async () => {
    const index = indexOf([...page('long', 3, 30), ...page('short', 3, 3)]);
    expect(await firstPages(index)).toEqual(['short', 'long']);
  });
});

describe('ranking by the page around a section', () => {
  /** A page: its title record, then one section (its own URL) for each text. */
  function page(name: string, texts: string[]): SearchRecord[] {
    return [
      record({url: `/docs/${name}/`, type: 'lvl1', hierarchy: {lvl1: name}}),
      ...texts.map((content, i) => record({url: `/docs/${name}/#part-${i}`, hierarchy: {lvl1: name}, content})),
    ];
  }
  const firstPage = async (records: SearchRecord[], query: string) =>
    (await indexOf(records).search({query})).hits[0]?.hierarchy?.lvl1;
  const kept = 'The build cache is kept.';
  // The lone section's page comes first in each index: records that rank the same keep their order.
  const lone = page('lone', [kept]);
  const treats = page('treats', [kept, kept]);

  it("puts a section whose page holds the query's other words before a lone section that holds as many", async () => {
    const spread = page('spread', [kept, 'Deploy it to a host.']);
    expect(await firstPage([...lone, ...spread], 'build cache deploy')).toBe('spread');
  });

  it('puts a section whose page has other sections that answer before a lone section', async () => {
    expect(await firstPage([...lone, ...treats], 'build cache deploy')).toBe('treats');
  });

  it("puts a section of a page about a query's words before one of a page that holds them once", async () => {
    expect(await firstPage([...lone, ...treats], 'build cache')).toBe('treats');
  });

  it("counts a page's mentions against its length: two in a short page weigh more than in a long one", async () => {
    const long = page('long', [
      kept,
      kept,
      ...Array.from({length: 10}, (_, i) => `Paragraph ${i} says something else.`),
    ]);
    expect(await firstPage([...long, ...treats], 'build cache')).toBe('treats');
  });

  it('leaves a query of one word to its sections: the page that defines a word need not repeat it', async () => {
    expect(await firstPage([...lone, ...treats], 'cache')).toBe('lone');
  });

  it('never lifts a section over one that holds more of the words', async () => {
    const whole = page('whole', ['Deploy the build cache.']);
    const spread = page('spread', [kept, 'Deploy it to a host.', 'Clear the build cache.']);
    expect(await firstPage([...spread, ...whole], 'build cache deploy')).toBe('whole');
  });
});

describe("ranking with a section's searches", () => {
  const hideOnScroll = record({
    url: '/docs/api/themes/configuration/#hideOnScroll',
    hierarchy: {lvl1: 'Theme configuration', lvl2: 'Navbar'},
    content: 'hideOnScroll',
    contentType: 'docs',
    searches: ['navbar disappears when scrolling down'],
  });
  const navbarGuide = record({
    url: '/docs/styling-layout/#navbar',
    hierarchy: {lvl1: 'Styling and layout', lvl2: 'Navbar'},
    content: 'The navbar is sticky: it stays at the top of the window while the page is scrolled.',
    contentType: 'docs',
  });

  it('finds a section by the words of its searches, which its text does not use', async () => {
    expect(await rankedUrls(indexOf([navbarGuide, hideOnScroll]), 'navbar disappears when scrolling')).toEqual([
      hideOnScroll.url,
      navbarGuide.url,
    ]);
  });
  // Two sections that hold the same words only in their searches; the one of full content weight (a doc, not a
  // blog post) ranks first on its score.
  const section = (name: string, searches: string[], contentType = 'docs') =>
    record({url: `/docs/${name}/`, type: 'lvl1', hierarchy: {lvl1: name}, contentType, searches});
  const spread = section('spread', ['collapse a code block', 'sidebar categories']);
  const together = section('together', ['collapse sidebar categories on load'], 'blog');
  const weighted = (records: SearchRecord[]) => indexOf(records, {contentWeights: {docs: 1, blog: 0.8}});

  it('puts first, among the hits shown, the section one of whose searches holds the words together', async () => {
    expect(await rankedUrls(weighted([spread, together]), 'collapse categories')).toEqual([together.url, spread.url]);
  });

  it('keeps a one-word query in the order of its scores, and a section that holds more words first', async () => {
    expect(await rankedUrls(weighted([spread, together]), 'categories')).toEqual([spread.url, together.url]);
    // A page titled with two of the words outscores by far a section that holds all three, each in a search of its own.
    const titled = record({
      url: '/docs/titled/',
      type: 'lvl1',
      hierarchy: {lvl1: 'Collapse categories'},
      contentType: 'docs',
    });
    const more = section('more', ['collapse', 'categories', 'block']);
    expect(await rankedUrls(indexOf([titled, more]), 'collapse categories block')).toEqual([more.url, titled.url]);
  });
});
