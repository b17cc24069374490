import React, {lazy, Suspense} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

// The stock component imports mermaid statically, which put it in the bundle of every docs page.
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

/**
 * Loads mermaid only on pages that draw a diagram. The diagram is drawn in the browser, so the element
 * around it keeps its source in the page, for the page's Markdown copy (src/plugins/markdown-copies).
 */
export default function MermaidWrapper(props: Props): React.ReactNode {
  return (
    <div data-mermaid-source={props.value}>
      <Suspense fallback={null}>
        <Mermaid {...props} />
      </Suspense>
    </div>
  );
}
