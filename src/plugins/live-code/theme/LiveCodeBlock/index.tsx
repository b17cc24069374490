import React, {lazy, Suspense, useEffect} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {documentAllowsEval, reloadOnce} from '../../client/documentPolicy';

type Props = WrapperProps<typeof LiveCodeBlockType>;

// The live CodeBlock imports the editor statically, which put react-live in the bundle of every docs page.
const LiveCodeBlock = lazy(() => import('@theme-init/LiveCodeBlock'));

/**
 * Loads the live editor only on pages with a live code block; the server renders it as usual. The
 * block's language stays on the element around it: for the page's Markdown copy
 * (src/plugins/markdown-copies), as the editor itself calls every block tsx, and for the
 * live-code-pages step, which lists the pages whose policy allows eval.
 *
 * A visit keeps the policy of the page it started on. Reached from a page without eval, the editor
 * would be refused, so the page loads again in full, under its own policy, and shows nothing until then.
 */
export default function LiveCodeBlockWrapper(props: Props): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // The hash-router copy opens from disk, with no policy; the development server sends none either.
  const allowed =
    documentAllowsEval || siteConfig.future.experimental_router === 'hash' || process.env.NODE_ENV !== 'production';
  const reloading = !allowed && reloadOnce.wouldReload();
  useEffect(() => {
    if (reloading) {
      reloadOnce.reload();
    }
  }, [reloading]);
  const language = /language-(\S+)/.exec(props.className ?? '')?.[1] ?? 'jsx';
  return (
    <div data-live-code-language={language}>
      {!reloading && (
        <Suspense fallback={null}>
          <LiveCodeBlock {...props} />
        </Suspense>
      )}
    </div>
  );
}
