import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

/** Entry point of the test area: each section exercises framework features. */
export default function TestsIndex(): React.ReactNode {
  return (
    <Layout title="Test area" description="Pages that exercise framework features, for site developers.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Test area</Heading>
        <p>
          These pages exist for the people who develop this site: each one exercises a feature or an edge case of
          the framework, so a regression shows up when you browse. Visitors can ignore them.
        </p>
        <ul>
          <li>
            <Link to="/tests/pages/">Test pages</Link>: stand-alone pages, one per feature.
          </li>
        </ul>
      </main>
    </Layout>
  );
}
