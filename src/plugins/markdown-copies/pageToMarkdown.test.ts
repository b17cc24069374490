import {describe, expect, it} from 'vitest';
import {fragmentToMarkdown, pageToMarkdown, resolveLink, type ConvertContext} from './pageToMarkdown';

const context: ConvertContext = {
  pageUrl: 'https://docs.example.org/docs/guides/page/',
  markdownTwin: (pathname) =>
    ({'/docs/installation/': '/docs/installation.md', '/': '/index.md'})[pathname] ?? undefined,
};
const convert = (html: string) => fragmentToMarkdown(html, context);

/** A code block as the theme renders it: one span per line, each ending in a <br>. */
const codeBlock = (language: string, lines: string[], title?: string) =>
  `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block">${
    title ? `<div class="codeBlockTitle_OeMC">${title}</div>` : ''
  }<div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-${language}"><code>${lines
    .map((line) => `<span class="token-line"><span class="token plain">${line}</span><br></span>`)
    .join('')}</code></pre><button type="button" aria-label="Copy code">Copy</button></div></div>`;

describe('the conversion of the theme to Markdown', () => {
  it('writes out every tab, each under its label, in the order of the tab list', () => {
    const html = `<div class="tabs-container tabsContainer_MFXm"><ul role="tablist" class="tabs">
      <li role="tab" aria-selected="true">npm</li><li role="tab">Yarn</li><li role="tab">pnpm</li></ul>
      <div class="margin-top--md"><div role="tabpanel">${codeBlock('bash', ['npm install'])}</div>
      <div role="tabpanel" hidden>${codeBlock('bash', ['yarn add'])}</div>
      <div role="tabpanel" hidden><p>Run <code>pnpm add</code>.</p></div></div></div>`;
    expect(convert(html)).toBe(
      '**npm**\n\n```bash\nnpm install\n```\n\n**Yarn**\n\n```bash\nyarn add\n```\n\n**pnpm**\n\nRun `pnpm add`.',
    );
  });

  it('keeps tabs inside a tab under their own labels', () => {
    const inner = `<div class="tabs-container"><ul role="tablist"><li role="tab">macOS</li><li role="tab">Linux</li></ul>
      <div><div role="tabpanel"><p>brew</p></div><div role="tabpanel" hidden><p>apt</p></div></div></div>`;
    const html = `<div class="tabs-container"><ul role="tablist"><li role="tab">Desktop</li><li role="tab">Phone</li></ul>
      <div><div role="tabpanel">${inner}</div><div role="tabpanel" hidden><p>store</p></div></div></div>`;
    expect(convert(html)).toBe('**Desktop**\n\n**macOS**\n\nbrew\n\n**Linux**\n\napt\n\n**Phone**\n\nstore');
  });

  it('turns an admonition into a blockquote that opens with its label', () => {
    const html = `<div class="theme-admonition theme-admonition-tip admonition_xJq3 alert alert--success">
      <div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 12 16"><path d="M0"/></svg></span>tip</div>
      <div class="admonitionContent_BuS1"><p>Run <code>npm run build</code> first.</p><p>Then push.</p></div></div>`;
    expect(convert(html)).toBe('> **Tip**\n>\n> Run `npm run build` first.\n>\n> Then push.');
  });

  it("keeps an admonition's own title as written", () => {
    const html = `<div class="theme-admonition theme-admonition-note"><div class="admonitionHeading_Gvgb">Before you upgrade</div>
      <div class="admonitionContent_BuS1"><p>Back up.</p></div></div>`;
    expect(convert(html)).toBe('> **Before you upgrade**\n>\n> Back up.');
  });

  it('writes a highlighted code block as a fence with its language and title, without the copy button', () => {
    expect(convert(codeBlock('js', ['const a = 1;', '  return a;'], 'src/a.js'))).toBe(
      '```js title="src/a.js"\nconst a = 1;\n  return a;\n```',
    );
  });

  it("writes a live code block's code as a plain fence in its language, without the rendered result", () => {
    const html = `<div data-live-code-language="jsx"><div class="playgroundContainer_XwyR">
      <div class="playgroundHeader_EIHj">Live Editor</div><div class="playgroundEditor_L2Ll">
      <pre class="prism-code language-tsx"><span class="token-line">function Clock() {\n</span><span class="token-line">  return null;\n</span><span class="token-line">}</span></pre></div>
      <div class="playgroundHeader_EIHj">Result</div><div class="playgroundPreview_bb8I"><div>Loading...</div></div></div></div>`;
    expect(convert(html)).toBe('```jsx\nfunction Clock() {\n  return null;\n}\n```');
  });

  it('writes a diagram as a mermaid fence of its source', () => {
    const html = '<div data-mermaid-source="flowchart TD\n  A --&gt; B"><!--$--><!--/$--></div>';
    expect(convert(html)).toBe('```mermaid\nflowchart TD\n  A --> B\n```');
  });

  it('writes math as the TeX it was rendered from, inline between $ and displayed between $$', () => {
    const katex = (tex: string) =>
      `<span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>x</mi></mrow><annotation encoding="application/x-tex">${tex}</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="base">x</span></span></span>`;
    const html = `<p>Energy is ${katex('E = mc^2')} here.</p><span class="katex-display">${katex('\\sqrt{a^2 + b^2}')}</span>`;
    expect(convert(html)).toBe('Energy is $E = mc^2$ here.\n\n$$\n\\sqrt{a^2 + b^2}\n$$');
  });

  it('writes an options table as a GFM table', () => {
    const html = `<table><thead><tr><th>Option</th><th>Type</th><th>Default</th></tr></thead>
      <tbody><tr id="trailingSlash"><td><code>trailingSlash</code></td><td><code>boolean | undefined</code></td><td><code>undefined</code></td></tr></tbody></table>`;
    expect(convert(html)).toBe(
      '| Option          | Type                   | Default     |\n| --------------- | ---------------------- | ----------- |\n| `trailingSlash` | `boolean \\| undefined` | `undefined` |',
    );
  });

  it('gives images an absolute address and keeps their description; an inlined picture is its description', () => {
    const html = `<p><img src="/img/logo.svg" alt="The site's logo"></p><p><img src="data:image/svg+xml;base64,AAAA" alt="A chart of releases"></p>`;
    expect(convert(html)).toBe("![The site's logo](https://docs.example.org/img/logo.svg)\n\nA chart of releases");
  });

  it("makes links absolute, to the linked page's copy where it has one", () => {
    const html = `<p><a href="/docs/installation/#requirements">Install</a>, <a href="../other/">another page</a>,
      <a href="#options">below</a> and <a href="https://github.com/facebook/docusaurus">the repository</a>.</p>`;
    expect(convert(html)).toBe(
      '[Install](https://docs.example.org/docs/installation.md#requirements), [another page](https://docs.example.org/docs/guides/other/), [below](https://docs.example.org/docs/guides/page/#options) and [the repository](https://github.com/facebook/docusaurus).',
    );
  });

  it('keeps an explicit heading id, and leaves the ids that the text gives', () => {
    const html = `<h2 class="anchor" id="install">Install<a href="#install" class="hash-link" aria-label="Direct link to Install">\u200b</a></h2>
      <h2 class="anchor" id="custom-id">Heading with its own id<a href="#custom-id" class="hash-link">\u200b</a></h2>
      <h3 class="anchor" id="install-1">Install<a href="#install-1" class="hash-link">\u200b</a></h3>`;
    expect(convert(html)).toBe('## Install\n\n## Heading with its own id {#custom-id}\n\n### Install');
  });

  it("lists a category's cards as links with their descriptions", () => {
    const html = `<section class="row list_eTzJ"><article class="col col--6 margin-bottom--lg"><a class="card padding--lg cardContainer_fWXF" href="/docs/installation/">
      <h2 class="text--truncate cardTitle_rnsV" title="Installation">📄️ Installation</h2><p class="text--truncate cardDescription_PWke" title="Set it up.">Set it up.</p></a></article>
      <article class="col col--6 margin-bottom--lg"><a class="card padding--lg cardContainer_fWXF" href="/docs/guides/">
      <h2 class="text--truncate cardTitle_rnsV" title="Guides">🗃️ Guides</h2><p class="text--truncate cardDescription_PWke" title="5 items">5 items</p></a></article></section>`;
    expect(convert(html)).toBe(
      '- [Installation](https://docs.example.org/docs/installation.md): Set it up.\n- [Guides](https://docs.example.org/docs/guides/): 5 items',
    );
  });

  it('leaves out buttons, icons, comments and hidden parts', () => {
    const html = `<p>Text<!-- a comment --></p><button type="button">Copy</button><svg><path d="M0"/></svg>
      <div hidden><p>Hidden</p></div><span aria-hidden="true">decoration</span><div data-page-menu=""><a href="/x.md">View as Markdown</a></div>`;
    expect(convert(html)).toBe('Text');
  });
});

describe('resolveLink', () => {
  it('keeps links to other sites as they are written', () => {
    expect(resolveLink('mailto:team@example.org', context)).toBe('mailto:team@example.org');
  });

  it('finds the copy of a page linked without its trailing slash when the twin lookup allows it', () => {
    expect(resolveLink('/', context)).toBe('https://docs.example.org/index.md');
  });
});

describe('pageToMarkdown', () => {
  const page = ({description, body, robots}: {description: string; body: string; robots?: string}) =>
    `<!doctype html><html><head><title>Guide | Docusaurus</title><meta name="description" content="${description}">${
      robots ? `<meta name="robots" content="${robots}">` : ''
    }</head><body><nav><a href="/">Home</a></nav><main><article><div class="theme-doc-toc-mobile"><button>On this page</button></div>
    <div class="theme-doc-markdown markdown"><header><h1>The guide</h1></header>${body}</div></article></main><footer>Footer</footer></body></html>`;

  it('starts with the title as a # heading and the description, then the content, without the page around it', () => {
    const {title, markdown, noIndex} = pageToMarkdown(
      page({description: 'What the guide covers.', body: '<p>First paragraph.</p>'}),
      context,
    );
    expect(title).toBe('The guide');
    expect(noIndex).toBe(false);
    expect(markdown).toBe('# The guide\n\nWhat the guide covers.\n\nFirst paragraph.\n');
  });

  it('leaves out a description that only repeats the first paragraph', () => {
    const {markdown} = pageToMarkdown(
      page({
        description: 'First paragraph, which is long…',
        body: '<p>First paragraph, which is long and goes on.</p>',
      }),
      context,
    );
    expect(markdown).toBe('# The guide\n\nFirst paragraph, which is long and goes on.\n');
  });

  it("writes a post's date and authors under its title", () => {
    const html = `<html><head><meta name="description" content="News."></head><body><main><article><header><h1>Docusaurus 3.8</h1>
      <div><time datetime="2025-05-26">May 26, 2025</time> · 4 min read</div><div class="avatar"><div class="avatar__name"><a href="/blog/authors/team/"><span>Release team</span></a></div></div></header>
      <div id="__blog-post-container" class="markdown"><p>The release.</p></div></article></main></body></html>`;
    expect(pageToMarkdown(html, context).markdown).toBe(
      '# Docusaurus 3.8\n\nNews.\n\n_May 26, 2025 by Release team_\n\nThe release.\n',
    );
  });

  it('says when the page asks search engines not to index it', () => {
    const {noIndex} = pageToMarkdown(page({description: 'x', body: '<p>y</p>', robots: 'noindex, nofollow'}), context);
    expect(noIndex).toBe(true);
  });

  it('reads the title and description of a minified page, which leaves out the tags of <head>', () => {
    const html = `<!doctype html><html lang=en><meta charset=utf-8><title>Notes &amp; tips | Docusaurus</title>
      <meta name=description content="Small &amp; useful."><meta name=robots content=noindex><body><main><p>Text.</p>
      <meta name=description content="Not the page's."></main>`;
    expect(pageToMarkdown(html, context)).toEqual({
      title: 'Notes & tips | Docusaurus',
      markdown: '# Notes & tips | Docusaurus\n\nSmall & useful.\n\nText.\n',
      noIndex: true,
    });
  });

  it("takes a page's <main> and nothing after it: the footer and the scripts are not content", () => {
    const html = `<html><head><title>Versions</title></head><body><main><h1>Versions</h1><p>Every release.</p></main>
      <footer><p>Copyright</p></footer><script src="/main.js"></script></body></html>`;
    expect(pageToMarkdown(html, context).markdown).toBe('# Versions\n\nEvery release.\n');
  });

  it('names the page that has no content to take', () => {
    expect(() => pageToMarkdown('<html><body><p>No main</p></body></html>', context)).toThrow(
      'the page https://docs.example.org/docs/guides/page/ has no <main> element',
    );
  });
});
