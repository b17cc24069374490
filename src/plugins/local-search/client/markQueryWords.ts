import {translate} from '@docusaurus/Translate';
import {splitText} from '../engine/highlight';
import {createWordMatcher} from '../engine/matching';
import {parseQuery} from '../engine/queryParser';
import {highlightParam} from './searchHighlight';

/** Text that is not the page's reading text: code of the page, hidden copies, controls. */
const skipped =
  'script, style, noscript, textarea, select, button, svg, mark, .hash-link, .katex-mathml, [aria-hidden="true"]';

/** The page's content: a doc's or a post's article, else the main landmark. */
function contentRoot(): Element | null {
  return document.querySelector('main article') ?? document.querySelector('main');
}

/**
 * Wraps each word of the page's content that answers the query (the search's own matching: other forms,
 * completions of the last word, typos) in a <mark>, and shows a button that removes them. Text nodes are
 * split, never replaced, so that React keeps the nodes it rendered. Returns what removes the marks.
 */
export function markQueryWords(query: string): () => void {
  const root = contentRoot();
  if (!root) {
    return () => {};
  }
  const matcher = createWordMatcher(parseQuery(query, false));
  const texts: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(skipped) || !node.nodeValue?.trim()
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    texts.push(node as Text);
  }

  const marks: HTMLElement[] = [];
  for (const text of texts) {
    let offset = 0;
    const ranges: [number, number][] = [];
    for (const token of splitText(text.nodeValue!, matcher)) {
      if (token.matchedTerm) {
        ranges.push([offset, offset + token.text.length]);
      }
      offset += token.text.length;
    }
    // From the end, so that the offsets before each split stay valid in the node that keeps them.
    for (const [start, end] of ranges.reverse()) {
      const word = text.splitText(start);
      word.splitText(end - start);
      const mark = document.createElement('mark');
      mark.className = 'search-highlight';
      word.replaceWith(mark);
      mark.append(word);
      marks.push(mark);
    }
  }
  if (marks.length === 0) {
    return () => {};
  }

  const clear = document.createElement('button');
  clear.type = 'button';
  clear.className = 'search-highlight-clear button button--secondary button--sm';
  clear.textContent = translate(
    {
      id: 'theme.SearchHighlight.clear',
      message: 'Clear the highlights of “{query}”',
      description: 'The button that removes the marks a search hit put on the page it opened',
    },
    {query},
  );
  document.body.append(clear);

  const remove = () => {
    for (const mark of marks) {
      const parent = mark.parentNode;
      mark.replaceWith(...Array.from(mark.childNodes));
      // Joins the split text again into the node React rendered (the first of the run).
      parent?.normalize();
    }
    clear.remove();
  };
  clear.addEventListener('click', () => {
    remove();
    // The address no longer asks for marks, so a reload or a shared link shows the page as it is.
    const url = new URL(window.location.href);
    url.searchParams.delete(highlightParam);
    window.history.replaceState(window.history.state, '', url);
    // The button is gone: the focus goes to the page's title rather than to the document.
    const title = contentRoot()?.querySelector<HTMLElement>('h1');
    title?.setAttribute('tabindex', '-1');
    title?.focus({preventScroll: true});
  });
  return remove;
}
