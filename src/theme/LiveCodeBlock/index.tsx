import React, {lazy, Suspense} from 'react';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LiveCodeBlockType>;

// The live CodeBlock imports the editor statically, which put react-live in the bundle of every docs page.
const LiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

/** Loads the live editor only on pages with a live code block; the server renders it as usual. */
export default function LiveCodeBlockWrapper(props: Props): React.ReactNode {
  return (
    <Suspense fallback={null}>
      <LiveCodeBlock {...props} />
    </Suspense>
  );
}
