import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {reactTestPages} from '@site/_dogfooding/testPages';

const {title, checks} = reactTestPages['/examples/noIndex/'];

/** Asks search engines to skip this page; the sitemap plugin drops it for the same reason. */
export default function NoIndexExample(): React.ReactNode {
  return (
    <Layout title={title} description={checks}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          This page adds <code>&lt;meta name=&quot;robots&quot; content=&quot;noindex&quot;&gt;</code> to its head with{' '}
          <code>@docusaurus/Head</code>. Search engines that honour the tag leave the page out of their results.
        </p>
        <p>
          The sitemap plugin reads the same tag: when it writes <code>sitemap.xml</code>, it skips every route whose
          head has a robots meta tag with <code>noindex</code>. The site&apos;s sitemap options also list this path in{' '}
          <code>ignorePatterns</code>, which is redundant but harmless.
        </p>
        <p>
          Back to <Link to="/tests/">the test area</Link>.
        </p>
      </main>
    </Layout>
  );
}
