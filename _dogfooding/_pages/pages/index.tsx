import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** Lists the test pages; each page checks one feature of the pages plugin or theme. */
export default function TestPagesIndex(): React.ReactNode {
  return (
    <Layout title="Test pages" description="Stand-alone pages that each exercise one framework feature.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Test pages</Heading>
        <p>
          Pages of the <code>pages-tests</code> instance of the pages plugin. The navbar on this page shows the
          custom item type (🐶) that only appears under <code>/tests</code>.
        </p>
      </main>
    </Layout>
  );
}
