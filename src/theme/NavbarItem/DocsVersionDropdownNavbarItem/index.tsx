import React, {useSyncExternalStore} from 'react';
import {StaticRouter} from 'react-router-dom';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

/** Where the server writes the path it rendered the page for, so hydration can read it back. */
const renderedPathMetaName = 'docusaurus-rendered-path';

/**
 * The path the server rendered this HTML for, read once as the bundle loads: the head manager rewrites
 * its tags between the slices of hydration, so the tag may be gone by the time the dropdown hydrates.
 */
const renderedPathOfThisHtml = globalThis.document
  ?.querySelector(`meta[name="${renderedPathMetaName}"]`)
  ?.getAttribute('content');

const subscribeToNothing = () => () => {};

/**
 * The path to render the dropdown for: while React hydrates, the one the HTML was rendered for; then
 * the real one. Nearly always they are the same string, and React then has nothing to render again
 * after hydration. (A value that changes there makes React render in the task that ran the page's
 * effects, with every other update of that moment, and so a longer task on a phone.)
 */
function useRenderedPath(pathname: string): string {
  return useSyncExternalStore(
    subscribeToNothing,
    () => pathname,
    () => renderedPathOfThisHtml ?? pathname,
  );
}

/**
 * The version dropdown names the version of the path. The not-found page is rendered once, at
 * /404.html, where no version is active ("Canary"), and a host serves it for any unknown path, under
 * /docs/3.7.0/ too, where the browser computes "3.7.0": React reported that text mismatch (#418).
 * While hydrating, the dropdown is rendered for the path the HTML was rendered for; right after, for
 * the real one.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): React.ReactNode {
  const {pathname} = useLocation();
  const renderedPath = useRenderedPath(pathname);
  const item = <DocsVersionDropdownNavbarItem {...props} />;
  return (
    <>
      <Head>
        <meta name={renderedPathMetaName} content={pathname} />
      </Head>
      {renderedPath === pathname ? item : <StaticRouter location={renderedPath}>{item}</StaticRouter>}
    </>
  );
}
