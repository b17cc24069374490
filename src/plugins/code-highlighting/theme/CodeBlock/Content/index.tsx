import React, {useContext, useEffect, useMemo, useState, type RefObject} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import type {Token} from 'prism-react-renderer';
import {decodeTokens, plainLines, shownLines} from '../../../codeTokens';
import {BuildTokensContext} from '../../../client/buildTokensContext';
import {lineAndTokenProps, themeDictionary} from './themeProps';
import {linesHtml} from './linesHtml';
// The stock Line component's styles (numbered lines, highlighted lines), which linesHtml's markup uses.
import lineClasses from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import styles from './styles.module.css';

interface Highlighted {
  code: string;
  language: string;
  lines: Token[][];
}

/** How far outside the viewport a block starts loading Prism: one screen above or below. */
const nearViewportMargin = '100% 0px';

/**
 * Whether the element has come within a screen of the viewport (once true, stays true). Prism and
 * its tokenising are a long task on a phone, which a block further down the page should not cost
 * the page's load.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watch || near || !element) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
        }
      },
      {rootMargin: nearViewportMargin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, near]);
  return near;
}

/**
 * The block's lines of tokens: the build's when it made them (every fenced block that is not
 * live), else Prism's, loaded in the browser once the block is near the viewport. Until then the
 * code shows plain, as the server rendered it, so hydration matches.
 */
function useTokenLines(
  blockRef: RefObject<HTMLElement | null>,
  codeInput: string,
  code: string,
  language: string,
): Token[][] {
  const buildTokens = useContext(BuildTokensContext);
  const fromBuild = useMemo(() => {
    // The build tokenised the block's text as written, before the theme removed the last line
    // break and the magic comment lines.
    const written = buildTokens && decodeTokens(buildTokens, codeInput.replace(/\r?\n$/, ''));
    return written && shownLines(written, code);
  }, [buildTokens, codeInput, code]);
  const [highlighted, setHighlighted] = useState<Highlighted>();
  const nearViewport = useNearViewport(blockRef, !fromBuild);
  useEffect(() => {
    if (fromBuild || !nearViewport) {
      return undefined;
    }
    let current = true;
    void import('../../../client/browserTokenizer').then(({tokenizeInBrowser}) => {
      if (current) {
        setHighlighted({code, language, lines: tokenizeInBrowser(code, language)});
      }
    });
    return () => {
      current = false;
    };
  }, [fromBuild, nearViewport, code, language]);
  if (fromBuild) {
    return fromBuild;
  }
  return highlighted?.code === code && highlighted.language === language ? highlighted.lines : plainLines(code);
}

/**
 * The code of a block, line by line. Ejected, not wrapped: the stock component imports
 * prism-react-renderer's Highlight, and Prism with it, into every page that shows code
 * (bench/ablation.md, code-block-components). This one renders the same markup from the build's tokens, and imports Prism
 * only for a block the build did not see. The lines are one HTML string (linesHtml), not the
 * theme's Line components, so a swizzled CodeBlock/Line does not apply here.
 */
export default function CodeBlockContent({className}: Props): React.ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const prismTheme = usePrismTheme();
  const {codeInput, code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useTokenLines(codeBlockRef, codeInput, code, language);
  const dictionary = useMemo(() => themeDictionary(prismTheme, language), [prismTheme, language]);
  const html = useMemo(
    () =>
      linesHtml(lines, lineAndTokenProps(dictionary), {
        lineClassNames,
        showLineNumbers: lineNumbersStart !== undefined,
        classes: lineClasses,
      }),
    [lines, dictionary, lineClassNames, lineNumbersStart],
  );
  return (
    <pre
      ref={codeBlockRef}
      // Scrollable, so keyboard users can reach it (as in the stock theme).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={dictionary.root}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
        // Markup the block builds from its tokens, text escaped (linesHtml).
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
