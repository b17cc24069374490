import React, {useContext, useEffect, useMemo, useState} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import type {Token} from 'prism-react-renderer';
import {decodeTokens, plainLines, shownLines} from '@site/src/plugins/prism-on-demand/codeTokens';
import {BuildTokensContext} from '@site/src/plugins/prism-on-demand/client/buildTokensContext';
import {lineAndTokenProps, themeDictionary} from './themeProps';
import styles from './styles.module.css';

interface Highlighted {
  code: string;
  language: string;
  lines: Token[][];
}

/**
 * The block's lines of tokens: the build's when it made them (every fenced block that is not
 * live), else Prism's, loaded in the browser after the first render, which shows the code plain
 * (as the server did, so hydration matches).
 */
function useTokenLines(codeInput: string, code: string, language: string): Token[][] {
  const buildTokens = useContext(BuildTokensContext);
  const fromBuild = useMemo(() => {
    // The build tokenised the block's text as written, before the theme removed the last line
    // break and the magic comment lines.
    const written = buildTokens && decodeTokens(buildTokens, codeInput.replace(/\r?\n$/, ''));
    return written && shownLines(written, code);
  }, [buildTokens, codeInput, code]);
  const [highlighted, setHighlighted] = useState<Highlighted>();
  useEffect(() => {
    if (fromBuild) {
      return undefined;
    }
    let current = true;
    void import('@site/src/plugins/prism-on-demand/client/browserTokenizer').then(({tokenizeInBrowser}) => {
      if (current) {
        setHighlighted({code, language, lines: tokenizeInBrowser(code, language)});
      }
    });
    return () => {
      current = false;
    };
  }, [fromBuild, code, language]);
  if (fromBuild) {
    return fromBuild;
  }
  return highlighted?.code === code && highlighted.language === language ? highlighted.lines : plainLines(code);
}

/**
 * The code of a block, line by line. Ejected, not wrapped: the stock component imports
 * prism-react-renderer's Highlight, and Prism (about 30 KiB compressed) with it, into every page
 * that shows code. This one renders the same markup from the build's tokens, and imports Prism
 * only for a block the build did not see.
 */
export default function CodeBlockContent({className}: Props): React.ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const prismTheme = usePrismTheme();
  const {codeInput, code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useTokenLines(codeInput, code, language);
  const dictionary = useMemo(() => themeDictionary(prismTheme, language), [prismTheme, language]);
  const {getLineProps, getTokenProps} = useMemo(() => lineAndTokenProps(dictionary), [dictionary]);
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
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}>
        {lines.map((line, index) => (
          <Line
            key={index}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}
