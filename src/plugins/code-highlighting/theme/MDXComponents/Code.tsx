import React, {Children} from 'react';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';

/**
 * Inline code only. The theme's version also renders fenced blocks through CodeBlock, which put
 * CodeBlock and Prism into every Markdown page; the remark step of this plugin (../../remarkCodeBlocks.ts) now makes each
 * fenced block a CodeBlock that its page imports. Ejected rather than wrapped: a wrapper would
 * still import the original, and Prism with it.
 */
export default function MDXCode(props: Props): React.ReactNode {
  const inline =
    props.children !== undefined &&
    Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'));
  if (!inline) {
    throw new Error(
      'A fenced code block reached MDXComponents/Code: add src/plugins/code-highlighting/remarkCodeBlocks.ts to the remarkPlugins ' +
        'of the content plugin that renders this page (config/markdown.ts has it for every instance).',
    );
  }
  return <CodeInline {...props} />;
}
