import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {TestAreaIndex as TestAreaIndexData} from '../../plugins/test-area-index/buildIndex';
import styles from './styles.module.css';

type Props = {
  index: TestAreaIndexData;
  /** Set on the pages-only index; the full index keeps the default. */
  title?: string;
};

/** The /tests/ and /tests/pages/ indexes, built by the test-area-index plugin. */
export default function TestAreaIndex({index, title = 'Test area'}: Props): React.ReactNode {
  const routeCount = index.sections.reduce((count, section) => count + section.entries.length, 0);
  return (
    <Layout title={title} description="Pages that exercise framework features, for the people who develop this site.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          Each route below exercises one feature or edge case of the framework, so that a regression shows up when you
          browse. Visitors of the documentation can ignore them: search engines do not index this area and the sitemap
          leaves it out. The list is built from what the content plugins loaded, so it has {routeCount} entries, each
          with what it checks.
        </p>
        {index.sections.map((section) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`}>
            <Heading as="h2" id={`section-${section.id}`}>
              {section.permalink ? <Link to={section.permalink}>{section.title}</Link> : section.title}
            </Heading>
            <ul className={styles.entries}>
              {section.entries.map((entry) => (
                <li key={entry.permalink}>
                  <Link to={entry.permalink}>{entry.title}</Link>
                  {entry.unlisted && <span className="badge badge--warning margin-left--sm">unlisted</span>}
                  <span className={styles.checks}>{entry.checks}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
