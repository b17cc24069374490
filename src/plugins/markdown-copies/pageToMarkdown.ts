import type {Element, ElementContent, Root, RootContent} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {toMdast, type Handle} from 'hast-util-to-mdast';
import {Parser} from 'htmlparser2';
import GithubSlugger from 'github-slugger';
import type {Root as MdastRoot, RootContent as MdastContent} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {mathToMarkdown} from 'mdast-util-math';
import {toMarkdown, type Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import {parseFragment} from 'parse5';

/** What the conversion needs to know about the site: where the page is, and which pages have a copy. */
export type ConvertContext = {
  /** The page's absolute URL: links and images are resolved against it. */
  pageUrl: string;
  /** The copy of the page at a path of the site (decoded, with the base URL), if it has one. */
  markdownTwin: (pathname: string) => string | undefined;
};

export type PageMarkdown = {
  title: string;
  markdown: string;
  /** The page asks search engines to skip it (robots noindex): such a page must not have a copy. */
  noIndex: boolean;
};

/**
 * Elements that the rewrite below leaves for the handlers, the text they carry in their properties, where
 * no other rule can change it: custom elements for blocks, and a span for inline math, which must stay
 * phrasing content so that the spaces around it are kept.
 */
const codeTag = 'markdown-code';
const mathTag = 'markdown-math';

const classesOf = (node: Element): string[] =>
  Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
const hasClass = (node: Element, name: string): boolean => classesOf(node).includes(name);
/** CSS module classes carry a hash (`playgroundContainer_XwyR`): matched by the name before it. */
const hasModuleClass = (node: Element, name: string): boolean =>
  classesOf(node).some((className) => className === name || className.startsWith(`${name}_`));
const isElement = (node: RootContent | ElementContent | undefined): node is Element => node?.type === 'element';
const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});
const normalized = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A fenced code block: the language, the meta (the title, as a code block's `title="…"`), the text. */
function codeElement(lang: string | undefined, value: string, title?: string): Element {
  return element(codeTag, {lang: lang ?? '', meta: title ? `title=${JSON.stringify(title)}` : '', value});
}

/** The language a highlighted block names in its classes (`language-bash`). */
function languageOf(node: Element): string | undefined {
  return classesOf(node)
    .find((className) => className.startsWith('language-'))
    ?.slice('language-'.length);
}

/** A code block's text: each highlighted line ends in a <br>, which is a line break of its own. */
function codeText(pre: Element): string {
  return toText(pre, {whitespace: 'pre'}).replace(/\n$/, '');
}

/** Elements that say nothing in Markdown: controls, icons, the anchors that follow headings, hidden parts. */
function isNoise(node: Element): boolean {
  return (
    ['button', 'svg', 'script', 'style', 'noscript', 'template', 'input', 'select', 'textarea'].includes(
      node.tagName,
    ) ||
    hasClass(node, 'hash-link') ||
    hasClass(node, 'theme-edit-this-page') ||
    node.properties.dataPageMenu !== undefined ||
    node.properties.hidden === true ||
    node.properties.ariaHidden === 'true'
  );
}

/** An admonition's label: its title as written, or its keyword ("tip" becomes "Tip"). */
function admonitionLabel(heading: Element | undefined): string {
  const label = normalized(heading ? toText(heading) : '');
  return label === label.toLowerCase() ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}

type Rewrite = (node: Element) => ElementContent[] | undefined;

/**
 * The theme's markup for what Markdown writes otherwise, each rule turning one kind of element into the
 * plain HTML (or the custom elements above) that hast-util-to-mdast converts: the first rule that answers wins.
 */
function rewriteRules(context: ConvertContext, rewriteChildren: (nodes: ElementContent[]) => ElementContent[]) {
  // The slugger that Docusaurus's createSlugger wraps, at the version it pins: loading @docusaurus/utils
  // for it took 0.1 s of each worker's start.
  const slugger = new GithubSlugger();
  const rules: Rewrite[] = [
    // Tabs: every panel, each under its label, in the order of the tab list.
    (node) => {
      if (!hasClass(node, 'tabs-container')) {
        return undefined;
      }
      const labels = selectAll('[role=tab]', node).map((tab) => normalized(toText(tab)));
      const panels = selectAll('[role=tabpanel]', node).filter(
        (panel) => !selectAll('[role=tabpanel] [role=tabpanel]', node).includes(panel),
      );
      return panels.flatMap((panel, index) => [
        element('p', {}, [element('strong', {}, [text(labels[index] ?? `Tab ${index + 1}`)])]),
        ...rewriteChildren(panel.children),
      ]);
    },
    // Admonitions: a blockquote that opens with the label in bold.
    (node) => {
      if (!hasClass(node, 'theme-admonition')) {
        return undefined;
      }
      const heading = node.children.filter(isElement).find((child) => hasModuleClass(child, 'admonitionHeading'));
      const content = node.children.filter(isElement).find((child) => hasModuleClass(child, 'admonitionContent'));
      return [
        element('blockquote', {}, [
          element('p', {}, [element('strong', {}, [text(admonitionLabel(heading))])]),
          ...rewriteChildren(content?.children ?? []),
        ]),
      ];
    },
    // Live code: the editor's code, without the rendered result, in the language the element around
    // it names (src/plugins/live-code).
    (node) => {
      const language = node.properties.dataLiveCodeLanguage;
      if (typeof language !== 'string') {
        return undefined;
      }
      const pre = select('pre', node);
      return pre ? [codeElement(language, codeText(pre))] : [];
    },
    // Highlighted code blocks, with their language and title.
    (node) => {
      if (!hasClass(node, 'theme-code-block')) {
        return undefined;
      }
      const pre = select('pre', node);
      const title = node.children.filter(isElement).find((child) => hasModuleClass(child, 'codeBlockTitle'));
      return pre ? [codeElement(languageOf(node), codeText(pre), title && normalized(toText(title)))] : [];
    },
    // Diagrams: the source the diagram is drawn from (src/theme/Mermaid keeps it in the page).
    (node) => {
      const source = node.properties.dataMermaidSource;
      return typeof source === 'string' ? [codeElement('mermaid', source)] : undefined;
    },
    // Math: the TeX that KaTeX rendered, which its MathML keeps as an annotation.
    (node) => {
      const display = hasClass(node, 'katex-display');
      if (!display && !hasClass(node, 'katex')) {
        return undefined;
      }
      const tex = select('annotation[encoding="application/x-tex"]', node);
      const value = tex ? toText(tex).trim() : '';
      return [display ? element(mathTag, {value}) : element('span', {dataInlineMath: value}, [text(value)])];
    },
    // A category's card list: a list of links, each with the card's description.
    (node) => {
      const cards = node.children.filter(isElement);
      if (cards.length === 0 || cards.some((card) => card.tagName !== 'article')) {
        return undefined;
      }
      const links = cards.map((card) => select('a.card', card));
      if (links.some((link) => !link)) {
        return undefined;
      }
      return [
        element(
          'ul',
          {},
          links.map((link) => {
            const title = select('h2', link!);
            const description = select('p', link!);
            const label = normalized(String(title?.properties.title ?? (title ? toText(title) : '')));
            return element('li', {}, [
              ...rewriteChildren([element('a', {href: link!.properties.href}, [text(label)])]),
              ...(description ? [text(`: ${normalized(toText(description))}`)] : []),
            ]);
          }),
        ),
      ];
    },
    // Headings whose id is not the one their text gives keep it, written `{#id}` as Docusaurus reads it.
    (node) => {
      if (!/^h[2-6]$/.test(node.tagName) || typeof node.properties.id !== 'string') {
        return undefined;
      }
      const children = rewriteChildren(node.children);
      const title = normalized(toText(element('span', {}, children)));
      const explicit = slugger.slug(title) !== node.properties.id;
      return [element(node.tagName, {}, explicit ? [...children, text(` {#${node.properties.id}}`)] : children)];
    },
    // Images: absolute addresses; a picture inlined in the page (a data: URL) is its description.
    (node) => {
      if (node.tagName !== 'img') {
        return undefined;
      }
      const src = String(node.properties.src ?? '');
      const alt = String(node.properties.alt ?? '');
      if (src.startsWith('data:')) {
        return alt ? [text(alt)] : [];
      }
      return [element('img', {src: new URL(src, context.pageUrl).href, alt})];
    },
    // Links: absolute, to the linked page's Markdown copy where it has one.
    (node) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') {
        return undefined;
      }
      return [element('a', {href: resolveLink(node.properties.href, context)}, rewriteChildren(node.children))];
    },
  ];
  return rules;
}

/** A link's target as an absolute URL; a page of the site that has a copy, as the copy's URL. */
export function resolveLink(href: string, {pageUrl, markdownTwin}: ConvertContext): string {
  const url = new URL(href, pageUrl);
  if (url.origin !== new URL(pageUrl).origin) {
    return href;
  }
  const twin = markdownTwin(decodeURI(url.pathname));
  if (twin) {
    url.pathname = encodeURI(twin);
  }
  return url.href;
}

/** The content with the theme's markup rewritten and the noise left out. */
function rewrite(
  nodes: ElementContent[],
  context: ConvertContext,
  omit: ReadonlySet<Element> = new Set(),
): ElementContent[] {
  const rules = rewriteRules(context, (children) => rewriteAll(children));
  function rewriteAll(children: ElementContent[]): ElementContent[] {
    return children.flatMap((node): ElementContent[] => {
      if (node.type === 'comment') {
        return [];
      }
      if (node.type === 'text') {
        // The zero-width space the theme puts in each heading's anchor, and any other.
        return [{...node, value: node.value.replace(/\u200b/g, '')}];
      }
      if (node.type !== 'element') {
        return [node];
      }
      if (isNoise(node) || omit.has(node)) {
        return [];
      }
      for (const rule of rules) {
        const replaced = rule(node);
        if (replaced) {
          return replaced;
        }
      }
      return [{...node, children: rewriteAll(node.children)}];
    });
  }
  return rewriteAll(nodes);
}

const handlers: Record<string, Handle> = {
  [codeTag]: (_state, node: Element) => ({
    type: 'code',
    lang: String(node.properties.lang) || null,
    meta: String(node.properties.meta) || null,
    value: String(node.properties.value),
  }),
  [mathTag]: (_state, node: Element) => ({type: 'math', value: String(node.properties.value)}),
  span: (state, node: Element) =>
    typeof node.properties.dataInlineMath === 'string'
      ? {type: 'inlineMath', value: node.properties.dataInlineMath}
      : state.all(node),
};

/**
 * The hast-to-mdast and mdast-to-Markdown utilities that rehype-remark and remark-stringify wrap, called
 * directly: the copy never parses Markdown, so each worker loads the GFM and math serializers alone, not
 * the parsers that remark-gfm and remark-math bring (with the slugger of `rewriteRules`, its start-up went
 * from about 0.27 to 0.12 s).
 */
const toMarkdownOptions: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  extensions: [gfmToMarkdown(), mathToMarkdown()],
};

/** The Markdown tree (mdast) of content that `rewrite` has turned into plain HTML: a page's and a fragment's alike. */
function toMarkdownTree(nodes: ElementContent[]): MdastRoot {
  // `document`: the nodes are a whole content, whose loose text goes in paragraphs (rehype-remark's default).
  return toMdast({type: 'root', children: nodes}, {handlers, document: true}) as MdastRoot;
}

/**
 * A fragment of HTML as a hast tree, parsed by parse5 (the built pages leave out optional end tags, which
 * only a parser that follows the HTML standard reads right). Without a file, hast-util-from-parse5 records
 * no source positions, which the conversion never reads and which took nearly half of the parsing time.
 */
function parseHtmlFragment(html: string): Root {
  // fromParse5 is typed for any node; a parsed fragment gives a root.
  return fromParse5(parseFragment(html)) as Root;
}

/** The content of a fragment of the theme's HTML as Markdown: each rule of `rewriteRules` applies. */
export function fragmentToMarkdown(html: string, context: ConvertContext): string {
  const tree = parseHtmlFragment(html);
  return toMarkdown(toMarkdownTree(rewrite(tree.children as ElementContent[], context)), toMarkdownOptions).trim();
}

/** Where a page keeps what it shows: a doc's Markdown, a post's article, or the page's main element. */
function contentOf(main: Element | undefined): Element | undefined {
  return main && (select('.theme-doc-markdown', main) ?? select('article', main) ?? main);
}

/** A post's date and authors, as its header shows them. */
function bylineOf(header: Element): string {
  const date = select('time', header);
  const authors = selectAll('.avatar__name', header).map((name) => normalized(toText(name)));
  return [date && normalized(toText(date)), authors.length > 0 && `by ${authors.join(', ')}`].filter(Boolean).join(' ');
}

/**
 * What a copy takes from a built page: the head's title, robots and description, and the page's HTML from
 * its <main> element on.
 */
type PageParts = {title: string; robots: string; description: string; fromMain: string | undefined};

/**
 * The elements that the HTML parser puts in <head>: the first other element starts the body, since the
 * minified pages leave out the tags of <head>.
 */
const headElements = new Set([
  'html',
  'head',
  'base',
  'basefont',
  'bgsound',
  'link',
  'meta',
  'noframes',
  'noscript',
  'script',
  'style',
  'template',
  'title',
]);

/**
 * The parts of a built page that the copy reads, found by htmlparser2, which builds no tree, in one pass
 * that stops where <main> opens. The head, navbar and sidebar before it are 40 % of a page's bytes; where
 * <main> ends is left to parse5, which parses it into a tree anyway and follows the standard's rules.
 */
function pageParts(html: string): PageParts {
  const parts: PageParts = {title: '', robots: '', description: '', fromMain: undefined};
  let inHead = true;
  let inTitle = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      inHead &&= headElements.has(name);
      if (inHead && name === 'title') {
        inTitle = true;
      } else if (inHead && name === 'meta' && (attributes.name === 'robots' || attributes.name === 'description')) {
        parts[attributes.name] = attributes.content ?? '';
      } else if (name === 'main') {
        parts.fromMain = html.slice(parser.startIndex);
        parser.pause();
      }
    },
    ontext(value) {
      if (inTitle) {
        parts.title += value;
      }
    },
    onclosetag(name) {
      if (name === 'head') {
        inHead = false;
      } else if (name === 'title') {
        inTitle = false;
      }
    },
  });
  parser.end(html);
  return parts;
}

/**
 * A built page as Markdown: its title as a `#` heading, its description (when its content does not
 * open with it already), a post's date and authors, then the content, every rule of `rewriteRules`
 * applied.
 */
export function pageToMarkdown(html: string, context: ConvertContext): PageMarkdown {
  const parts = pageParts(html);
  const noIndex = parts.robots.includes('noindex');
  const description = normalized(parts.description);
  const main = parts.fromMain === undefined ? undefined : select('main', parseHtmlFragment(parts.fromMain));
  const content = contentOf(main);
  if (!content) {
    throw new Error(`the page ${context.pageUrl} has no <main> element to take its content from`);
  }
  const heading = select('h1', content);
  const title = normalized(heading ? toText(heading) : parts.title);
  const header = content.children.filter(isElement).find((child) => child.tagName === 'header');
  const byline = header && content.tagName === 'article' ? bylineOf(header) : '';
  const omit = new Set([header, heading].filter((node) => node !== undefined));
  const body = rewrite(content.children, context, omit);
  const mdast = toMarkdownTree(body);

  const firstParagraph = select('p', element('div', {}, body));
  const opening = firstParagraph ? normalized(toText(firstParagraph)) : '';
  const repeatsDescription = description !== '' && opening.startsWith(description.replace(/(…|\.\.\.)$/, ''));
  const intro: MdastContent[] = [{type: 'heading', depth: 1, children: [{type: 'text', value: title}]}];
  if (description && !repeatsDescription) {
    intro.push({type: 'paragraph', children: [{type: 'text', value: description}]});
  }
  if (byline) {
    intro.push({type: 'paragraph', children: [{type: 'emphasis', children: [{type: 'text', value: byline}]}]});
  }
  const markdown = toMarkdown({type: 'root', children: [...intro, ...mdast.children]}, toMarkdownOptions);
  return {title, markdown, noIndex};
}
