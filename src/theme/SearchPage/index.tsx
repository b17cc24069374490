import React, {startTransition, useEffect, useState} from 'react';
import Head from '@docusaurus/Head';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import SearchPage from '@theme-original/SearchPage';

/**
 * The stock page's docs-version filter is a <select> with no label, which
 * leaves it unnamed for screen readers; it gets one once the page is mounted.
 */
function LabelVersionFilters(): null {
  useEffect(() => {
    document.querySelectorAll('.main-wrapper form select:not([aria-label])').forEach((select) => {
      select.setAttribute('aria-label', 'Docs version to search');
    });
  });
  return null;
}

const description = 'Search the documentation, the release blog and the changelog of Docusaurus.';

/** False in the server render and the hydration, then true, set in a transition. */
function useMountedInTransition(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted;
}

/**
 * The stock page renders its title and input from `?q=`, which the static
 * HTML cannot know: hydrating it with a query makes React report a text
 * mismatch (#418). The page is therefore rendered in the browser only, after
 * hydration, as BrowserOnly would, but in a transition: replacing the page the
 * server sent with the stock one renders the whole page, navbar and footer
 * included, which in one task would block input on a phone. The stock page
 * sets no description, which search engines expect: it is set here, outside
 * the browser-only part, so the static HTML has it too.
 */
export default function SearchPageWrapper(): React.ReactNode {
  const mounted = useMountedInTransition();
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      {mounted ? (
        <>
          <SearchPage />
          <LabelVersionFilters />
        </>
      ) : (
        // The stock page's <html> class, so that the space it keeps for its results applies from the first paint (custom.css).
        <HtmlClassNameProvider className="search-page-wrapper">
          <Layout title="Search the documentation">
            <div className="container margin-vert--lg">
              <Heading as="h1">Search the documentation</Heading>
            </div>
          </Layout>
        </HtmlClassNameProvider>
      )}
    </>
  );
}
