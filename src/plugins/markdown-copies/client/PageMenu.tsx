import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import MarkdownCopyLink, {useMarkdownCopyPath} from './MarkdownCopyLink';
import styles from './PageMenu.module.css';

/** The text of the copy, fetched when the reader asks for it and not before. */
async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) {
    throw new Error(`the server answered ${response.status}`);
  }
  return response.text();
}

/**
 * Puts the copy in the clipboard. The item takes a promise of the text, so that a browser which allows
 * writing only during the click (Safari) still gets it; writeText where ClipboardItem is missing.
 */
async function copyToClipboard(href: string): Promise<void> {
  if (typeof ClipboardItem === 'function') {
    const blob = fetchMarkdown(href).then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await fetchMarkdown(href));
  }
}

/** A prompt that hands an assistant the page's copy. */
const promptFor = (markdownUrl: string) => `Read ${markdownUrl} so that I can ask you questions about it.`;

/**
 * Beside a doc's or a post's title: "Copy page" puts the page's Markdown copy in the clipboard, and a
 * menu (a native popover: Escape and a click outside close it, without code of ours) links to the copy
 * and opens it in an assistant. The head link to the copy comes with it.
 */
/* eslint-disable @docusaurus/no-html-links -- the copy is a file written after the build, which no route
   serves and the broken-link check cannot see; the assistants are other sites, opened in a new tab. */
export default function PageMenu({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const href = useMarkdownCopyPath(permalink);
  const menuId = useId();
  const [status, setStatus] = useState('');
  if (!href) {
    return null;
  }
  const markdownUrl = new URL(href, siteConfig.url).href;
  const prompt = encodeURIComponent(promptFor(markdownUrl));
  const copy = () => {
    setStatus('Copying…');
    copyToClipboard(href).then(
      () => setStatus('Copied as Markdown'),
      (error: Error) => setStatus(`Could not copy the page: ${error.message}`),
    );
  };
  return (
    <div className={styles.pageMenu} data-page-menu="">
      <MarkdownCopyLink permalink={permalink} />
      <div className={styles.buttons}>
        <button type="button" className={clsx('button button--sm button--secondary', styles.copy)} onClick={copy}>
          Copy page
        </button>
        <button
          type="button"
          className={clsx('button button--sm button--secondary', styles.toggle)}
          popoverTarget={menuId}
          aria-label="More ways to read this page">
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul id={menuId} popover="auto" className={styles.menu}>
        <li>
          <a href={href} target="_blank" rel="noopener">
            View as Markdown
          </a>
        </li>
        <li>
          <a href={`https://chatgpt.com/?hints=search&q=${prompt}`} target="_blank" rel="noopener noreferrer">
            Open in ChatGPT
          </a>
        </li>
        <li>
          <a href={`https://claude.ai/new?q=${prompt}`} target="_blank" rel="noopener noreferrer">
            Open in Claude
          </a>
        </li>
      </ul>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
