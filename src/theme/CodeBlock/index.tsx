import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import type {EncodedTokens} from '@site/src/plugins/prism-on-demand/codeTokens';
import {BuildTokensContext} from '@site/src/plugins/prism-on-demand/client/buildTokensContext';

type Props = WrapperProps<typeof CodeBlockType> & {
  /** The block's tokens, made at build time for fenced blocks (src/markdown/remarkCodeBlocks.ts). */
  tokens?: EncodedTokens;
};

/**
 * The stock code block, handing the build's tokens to src/theme/CodeBlock/Content, which renders
 * them without Prism.
 */
export default function CodeBlockWrapper({tokens, ...props}: Props): React.ReactNode {
  return (
    <BuildTokensContext.Provider value={tokens}>
      <CodeBlock {...props} />
    </BuildTokensContext.Provider>
  );
}
