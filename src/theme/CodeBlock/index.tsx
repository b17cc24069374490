import React from 'react';
// Registers the site's extra Prism languages before any code block renders (see src/plugins/prism-on-demand).
import '@site/src/plugins/prism-on-demand/client/registerLanguages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeBlockType>;

/**
 * The stock code block. The wrapper brings Prism's languages with it, so Prism loads with the
 * pages that show code (each fenced block imports this component: src/markdown/remarkCodeBlocks.ts)
 * rather than with main.js. A lazy import would go further, but the server then streams each
 * block as a fallback completed by an inline script.
 */
export default function CodeBlockWrapper(props: Props): React.ReactNode {
  return <CodeBlock {...props} />;
}
