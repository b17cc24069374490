import {describe, expect, it} from 'vitest';
import {builtDocPage} from './builtDocPage';
import {extractPage} from './extractPage';

const extractRecords = (...args: Parameters<typeof extractPage>) => extractPage(...args).records;

const sections = [
  {pathPrefix: '/blog/', lvl0: 'Blog'},
  {pathPrefix: '/docs/', lvl0: 'Documentation'},
];

describe('extractPage', () => {
  it('makes one record per heading and block, under the nearest anchor', () => {
    const records = extractRecords(
      builtDocPage(
        `<p>Intro text.</p>
         <h2 id="links">Links<a class="hash-link" href="#links">#</a></h2>
         <p>A link item points anywhere.</p>
         <ul><li>First <code>item</code><ul><li>Nested item</li></ul></li></ul>
         <h3 id="doc-links">Doc links</h3><table><tr><td>Cell text</td></tr></table>
         <pre><code>const hidden = true;</code></pre>`,
        {
          breadcrumbs:
            '<li class="breadcrumbs__item">Home</li><li class="breadcrumbs__item">Guides</li><li class="breadcrumbs__item">Sidebar items</li>',
        },
      ),
      '/docs/sidebar/items/',
      sections,
    );
    expect(records.map(({type, url, content}) => [type, url, content])).toEqual([
      ['lvl1', '/docs/sidebar/items/', null],
      ['content', '/docs/sidebar/items/', 'Intro text.'],
      ['lvl2', '/docs/sidebar/items/#links', null],
      ['content', '/docs/sidebar/items/#links', 'A link item points anywhere.'],
      ['content', '/docs/sidebar/items/#links', 'First item'],
      ['content', '/docs/sidebar/items/#links', 'Nested item'],
      ['lvl3', '/docs/sidebar/items/#doc-links', null],
      ['content', '/docs/sidebar/items/#doc-links', 'Cell text'],
    ]);
    // The breadcrumbs' category ("Guides") is not the group: the part of the site is.
    expect(records[6]!.hierarchy).toMatchObject({
      lvl0: 'Documentation',
      lvl1: 'Sidebar items',
      lvl2: 'Links',
      lvl3: 'Doc links',
    });
    expect(
      records.every((record) => record.docusaurus_tag === 'docs-default-current' && record.language === 'en'),
    ).toBe(true);
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('names a page under no section by its title', () => {
    const [first] = extractRecords(builtDocPage('<p>Text</p>'), '/elsewhere/', sections);
    expect(first!.hierarchy.lvl0).toBe(first!.hierarchy.lvl1);
  });

  it('skips unlisted (noindex) pages and pages that are not docs or posts', () => {
    expect(
      extractRecords(
        builtDocPage('<p>x</p>', {extraHead: '<meta name="robots" content="noindex, nofollow">'}),
        '/docs/x/',
        sections,
      ),
    ).toEqual([]);
    expect(
      extractRecords(
        '<html class="blog-list-page"><head><meta name="docsearch:docusaurus_tag" content="default"></head></html>',
        '/blog/',
        sections,
      ),
    ).toEqual([]);
  });

  it('tells pages apart by the whole class names of their <html> tag, quoted or not', () => {
    const page = (htmlTag: string) => `<!doctype html>${htmlTag}<head>
      <meta name="docsearch:docusaurus_tag" content="default"></head>
      <body><main><h1>Showcase</h1><p>Sites built with Docusaurus.</p></main></body></html>`;
    // A lone class, left unquoted by the minifier.
    expect(extractRecords(page('<html lang=en class=plugin-pages>'), '/showcase/', sections)).toHaveLength(2);
    expect(extractRecords(page('<html lang="en" class="plugin-pages-archive">'), '/showcase/', sections)).toEqual([]);
  });

  it("leads the cells of an option's row to the option's own anchor", () => {
    const records = extractRecords(
      builtDocPage(
        `<h2 id="site-metadata">Site metadata</h2>
         <table><tr><th>Name</th><th>Description</th></tr>
         <tr><td><a id="trailingSlash" class="option-anchor" href="#trailingSlash"><code>trailingSlash</code></a></td><td>How URLs end.</td></tr></table>
         <p>After the table.</p>`,
      ),
      '/docs/api/docusaurus-config/',
      sections,
    );
    expect(records.map(({type, url, content}) => [type, url, content]).slice(2)).toEqual([
      ['content', '/docs/api/docusaurus-config/#site-metadata', 'Name'],
      ['content', '/docs/api/docusaurus-config/#site-metadata', 'Description'],
      ['content', '/docs/api/docusaurus-config/#trailingSlash', 'trailingSlash'],
      ['content', '/docs/api/docusaurus-config/#trailingSlash', 'How URLs end.'],
      ['content', '/docs/api/docusaurus-config/#site-metadata', 'After the table.'],
    ]);
  });

  it('keeps markup in text as plain text', () => {
    const records = extractRecords(builtDocPage('<p>Write &lt;Tabs&gt; in MDX</p>'), '/docs/tabs/', sections);
    expect(records[1]!.content).toBe('Write <Tabs> in MDX');
  });
});

describe('extractPage links', () => {
  it("lists the site pages the text links to, once each, without anchors, the page's own and other sites'", () => {
    const html = builtDocPage(
      `<p><a href="/docs/cli/#build">build</a>, <a href="/docs/cli/">the CLI</a>, <a href="../deployment/">deploy</a>,
      <a href="#top">top</a>, <a href="/docs/sidebar/items/">itself</a>, <a href="https://example.com/docs/">elsewhere</a>,
      <a href="/docs/%E6%97%A5%E6%9C%AC%E8%AA%9E/">Japanese</a>, <a href="/docs/%E0%A4%A/">malformed</a></p>`,
      {breadcrumbs: '<li><a href="/docs/category/guides/">Guides</a></li>'},
    );
    expect(extractPage(html, '/docs/sidebar/items/', sections).links).toEqual([
      '/docs/cli/',
      '/docs/sidebar/deployment/',
      '/docs/日本語/',
      '/docs/%E0%A4%A/',
    ]);
  });
});

describe('extractPage for ranking', () => {
  it("keeps the page's keywords as the text of its title record", () => {
    const [title] = extractRecords(
      builtDocPage('<p>Text</p>', {extraHead: '<meta name="keywords" content="ssg,hydration,window is not defined">'}),
      '/docs/ssg/',
      sections,
    );
    expect(title).toMatchObject({type: 'lvl1', content: 'ssg, hydration, window is not defined'});
  });

  it("gives the page's description a block of text at its top, unless the text holds it already", () => {
    const described = (description: string) =>
      extractRecords(
        builtDocPage('<p>Items link docs and categories.</p><h2 id="more">More</h2><p>Text</p>', {
          extraHead: `<meta name="description" content="${description}">`,
        }),
        '/docs/sidebar/items/',
        sections,
      ).map(({type, url, content}) => [type, url, content]);
    expect(described('What a sidebar can hold, and how to order it.').slice(0, 3)).toEqual([
      ['lvl1', '/docs/sidebar/items/', null],
      ['content', '/docs/sidebar/items/', 'What a sidebar can hold, and how to order it.'],
      ['content', '/docs/sidebar/items/', 'Items link docs and categories.'],
    ]);
    // The excerpt that stands for a description the page does not give is its own text.
    expect(described('Items link docs and categories.')).toEqual([
      ['lvl1', '/docs/sidebar/items/', null],
      ['content', '/docs/sidebar/items/', 'Items link docs and categories.'],
      ['lvl2', '/docs/sidebar/items/#more', null],
      ['content', '/docs/sidebar/items/#more', 'Text'],
    ]);
  });

  it('tells the kind of page by its plugin instance, or its plugin for a default instance', () => {
    const kindOf = (htmlClass: string) =>
      extractRecords(
        builtDocPage('<p>Text</p>').replace('docs-doc-page', `docs-doc-page ${htmlClass}`),
        '/docs/a/',
        sections,
      )[0]!.contentType;
    expect(kindOf('plugin-docs plugin-id-default')).toBe('docs');
    expect(kindOf('plugin-docs plugin-id-community')).toBe('community');
    expect(kindOf('plugin-blog plugin-id-changelog')).toBe('changelog');
  });

  it('cuts a standalone React page into sections from its <main>, and gives the landing page one record', () => {
    const page = (htmlClass: string) => `<!doctype html><html lang="en" class="${htmlClass}"><head>
      <meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="default">
      <meta name="description" content="Sites built with Docusaurus."></head>
      <body><nav><p>Navbar</p></nav><main><h1>Showcase</h1>
      <h2 id="filters">Filter sites</h2><ul><li>Versioning</li></ul>
      <h2 id="sites">Sites</h2><article><h3>Jest</h3><p>Test runner docs.</p></article></main>
      <footer><p>Footer text</p></footer></body></html>`;
    const records = extractRecords(page('plugin-pages plugin-id-default'), '/showcase/', sections, {
      landingPagePath: '/',
    });
    expect(records.map(({url, type, content, hierarchy}) => [url, type, hierarchy.lvl2, content])).toEqual([
      ['/showcase/', 'lvl1', null, null],
      // The description, which the page's text does not hold.
      ['/showcase/', 'content', null, 'Sites built with Docusaurus.'],
      ['/showcase/#filters', 'lvl2', 'Filter sites', null],
      ['/showcase/#filters', 'content', 'Filter sites', 'Versioning'],
      ['/showcase/#sites', 'lvl2', 'Sites', null],
      ['/showcase/#sites', 'lvl3', 'Sites', null],
      ['/showcase/#sites', 'content', 'Sites', 'Test runner docs.'],
    ]);
    expect(records[0]).toEqual(
      expect.objectContaining({
        hierarchy: expect.objectContaining({lvl0: 'Showcase', lvl1: 'Showcase'}),
        contentType: 'pages',
      }),
    );
    expect(extractRecords(page('plugin-pages plugin-id-default'), '/blog/archive/', sections)[0]!.hierarchy.lvl0).toBe(
      'Blog',
    );
    // The landing page sums up the docs: its title and description only.
    expect(extractRecords(page('plugin-pages plugin-id-default'), '/', sections, {landingPagePath: '/'})).toEqual([
      expect.objectContaining({url: '/', type: 'lvl1', content: 'Sites built with Docusaurus.'}),
    ]);
    // Another plugin's React page is indexed only when its path is listed (`reactPagePaths`).
    const board = page('plugin-feature-requests plugin-id-default');
    expect(extractRecords(board, '/feature-requests/', sections)).toEqual([]);
    const listed = {reactPagePaths: ['/feature-requests/']};
    expect(extractRecords(board, '/feature-requests/', sections, listed)[0]).toEqual(
      expect.objectContaining({url: '/feature-requests/', type: 'lvl1', contentType: 'feature-requests'}),
    );
    // The pages below a listed path are indexed too, without what they mark as repeated on each of them.
    const request = `<!doctype html><html lang="en" class="plugin-feature-requests plugin-id-default"><head>
      <meta name="docsearch:docusaurus_tag" content="default"></head>
      <body><main><p data-search-ignore><a href="/feature-requests/">All feature requests</a></p>
      <article><h1>Zoom into images on click</h1><dl data-search-ignore><dt>Votes</dt><dd>131</dd></dl>
      <p>Open screenshots at full size.</p></article>
      <div data-search-ignore><h2 id="propose">Propose a feature</h2><p>Search first.</p></div></main></body></html>`;
    expect(extractRecords(request, '/feature-requests/image-zoom/', sections, listed).map((r) => r.content)).toEqual([
      null,
      'Open screenshots at full size.',
    ]);
    expect(extractRecords(request, '/showcase/image-zoom/', sections, listed)).toEqual([]);
    // A Markdown page is cut into sections like a doc.
    const markdownPage = `<!doctype html><html lang="en" class="mdx-wrapper mdx-page plugin-pages plugin-id-default">
      <head><meta name="docsearch:docusaurus_tag" content="default"></head>
      <body><main><article><header><h1>Privacy</h1></header><h2 id="a">Cookies</h2><p>None.</p></article></main></body></html>`;
    expect(extractRecords(markdownPage, '/privacy/', sections).map((record) => record.type)).toEqual([
      'lvl1',
      'lvl2',
      'content',
    ]);
  });
});
