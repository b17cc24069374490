import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {showcaseSites} from '../../data/showcase';
import {sortSites} from '../Showcase/filters';
import styles from './styles.module.css';

const favourites = sortSites(showcaseSites.filter((site) => site.tags.includes('favourite')));

export default function HomeShowcaseBand(): React.ReactNode {
  return (
    <section className={styles.band} aria-labelledby="showcase-band-heading">
      <div className={`container ${styles.layout}`}>
        <div>
          <Heading as="h2" id="showcase-band-heading" className={styles.heading}>
            In production on {showcaseSites.length} sites we know of
          </Heading>
          <p className={styles.text}>
            Test runners, mobile frameworks, databases and hosted products publish their documentation with Docusaurus.
            A few that are worth a look:
          </p>
          <ul className={styles.names}>
            {favourites.map((site) => (
              <li key={site.name}>
                <Link href={site.website} className={styles.name}>
                  {site.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <Link className={`button button--primary button--lg ${styles.cta}`} to="/showcase/">
          Browse the showcase
        </Link>
      </div>
    </section>
  );
}
