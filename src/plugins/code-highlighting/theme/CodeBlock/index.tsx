import React, {isValidElement} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import LiveCodeBlock from '@theme/LiveCodeBlock';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import type {EncodedTokens} from '../../codeTokens';
import {BuildTokensContext} from '../../client/buildTokensContext';

type Props = CodeBlockProps & {
  /** The block's tokens, made at build time for fenced blocks (../../remarkCodeBlocks.ts). */
  tokens?: EncodedTokens;
  /** A ```jsx live block's flag, from its metastring. */
  live?: boolean;
};

/** The children as one string when they are only text, so that the block can be copied. */
function textOrElements(children: React.ReactNode): React.ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The stock code block, handing the build's tokens to ./Content, which renders
 * them without Prism. Ejected rather than wrapped: the stock component remounts every block once
 * the page has hydrated (its key is useIsBrowser()), so that Prism's inline colours follow a dark
 * colour mode. That remount renders each block twice in one long task on a phone. Here the content
 * reads the theme through usePrismTheme(), whose colour mode changes after hydration like any
 * state, so React updates the colours in place; the buttons are BrowserOnly and appear then too.
 * A `live` block goes to the live editor, as @docusaurus/theme-live-codeblock's CodeBlock does.
 */
export default function CodeBlock({tokens, live, children, ...props}: Props): React.ReactNode {
  if (live) {
    return <LiveCodeBlock {...props}>{children as string}</LiveCodeBlock>;
  }
  const content = textOrElements(children);
  return (
    <BuildTokensContext.Provider value={tokens}>
      {typeof content === 'string' ? (
        <StringContent {...props}>{content}</StringContent>
      ) : (
        <ElementContent {...props}>{content}</ElementContent>
      )}
    </BuildTokensContext.Provider>
  );
}
