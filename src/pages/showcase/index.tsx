import React, {useCallback, useMemo, useRef} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import previews from '@showcase-previews';
import {repositoryUrl} from '@site/config/site';
import {showcaseSites} from '@site/src/data/showcase';
import {clearFilters, countSitesByTag, filterSites} from '@site/src/components/Showcase/filters';
import {useShowcaseFilters} from '@site/src/components/Showcase/useShowcaseFilters';
import ShowcaseFilters from '@site/src/components/Showcase/ShowcaseFilters';
import ShowcaseCard from '@site/src/components/Showcase/ShowcaseCard';
import styles from './styles.module.css';

const title = 'Showcase';
const description =
  'Documentation sites built with Docusaurus, from single libraries to platforms with thousands of pages.';
const tagCounts = countSitesByTag(showcaseSites);

export default function Showcase(): React.ReactNode {
  // A "Clear filters" button goes away once pressed: the focus moves on to the search box.
  const searchBox = useRef<HTMLInputElement>(null);
  const focusSearchBox = useCallback(() => searchBox.current, []);
  const [filters, setFilters] = useShowcaseFilters(focusSearchBox);
  const shown = useMemo(() => filterSites(showcaseSites, filters), [filters]);

  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <header className={styles.header}>
          <Heading as="h1">{title}</Heading>
          <p className={styles.lead}>{description}</p>
          <p>
            Built a public site with Docusaurus? Propose it with a pull request that adds an entry to{' '}
            <code>src/data/showcase.ts</code> in the <Link href={repositoryUrl}>site repository</Link>: a name, the
            address, one sentence and its tags. A preview card is drawn for it at build time.
          </p>
        </header>

        <ShowcaseFilters filters={filters} onChange={setFilters} tagCounts={tagCounts} searchBoxRef={searchBox} />

        <section aria-labelledby="showcase-sites-heading">
          <div className={styles.resultsHeader}>
            <Heading as="h2" id="showcase-sites-heading" className={styles.resultsHeading}>
              Sites
            </Heading>
            <p className={styles.count} role="status">
              Showing {shown.length} of {showcaseSites.length} sites
            </p>
          </div>
          {shown.length > 0 ? (
            <ul className={styles.grid}>
              {shown.map((site) => (
                <ShowcaseCard key={site.name} site={site} preview={previews[site.name]} />
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No site matches these filters.</p>
              <p>Try fewer tags, switch from AND to OR, or search for a shorter part of the name.</p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => setFilters(clearFilters(filters))}>
                Clear filters
              </button>
            </div>
          )}
        </section>
      </main>
    </Layout>
  );
}
