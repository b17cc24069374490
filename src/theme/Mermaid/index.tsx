import React, {lazy, Suspense} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

// The stock component imports mermaid statically, which put it in the bundle of every docs page.
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

/** Loads mermaid only on pages that draw a diagram. */
export default function MermaidWrapper(props: Props): React.ReactNode {
  return (
    <Suspense fallback={null}>
      <Mermaid {...props} />
    </Suspense>
  );
}
