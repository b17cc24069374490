/**
 * A doc page as the build writes it, for the tests of what is read from built pages: the docsearch meta
 * tags, a sidebar, breadcrumbs and a footer around the article, so that a test can also show what the
 * extraction leaves out. `body` is the Markdown's HTML after the page's title.
 */
export function builtDocPage(
  body: string,
  {title = 'Sidebar items', sidebar = '<p>Sidebar link text</p>', breadcrumbs = '', extraHead = ''} = {},
): string {
  return `<!doctype html><html lang="en" class="docs-wrapper docs-doc-page"><head>
  <meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">${extraHead}
  </head><body><nav class="menu">${sidebar}</nav>
  <article><nav class="theme-doc-breadcrumbs"><ul>${breadcrumbs}</ul></nav>
  <div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article>
  <footer><p>Footer text</p></footer></body></html>`;
}
