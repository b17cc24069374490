import React, {lazy, Suspense} from 'react';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LiveCodeBlockType>;

// The live CodeBlock imports the editor statically, which put react-live in the bundle of every docs page.
const LiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

/**
 * Loads the live editor only on pages with a live code block; the server renders it as usual. The
 * block's language stays on the element around it, for the page's Markdown copy
 * (src/plugins/markdown-copies): the editor itself calls every block tsx.
 */
export default function LiveCodeBlockWrapper(props: Props): React.ReactNode {
  const language = /language-(\S+)/.exec(props.className ?? '')?.[1] ?? 'jsx';
  return (
    <div data-live-code-language={language}>
      <Suspense fallback={null}>
        <LiveCodeBlock {...props} />
      </Suspense>
    </div>
  );
}
