import React from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import IdealImage from '@theme/IdealImage';
import type {Props as IdealImageProps} from '@theme/IdealImage';
import {showcaseTags} from '../../../data/showcase';
import type {ShowcaseSite} from '../../../data/showcaseTypes';
import VisuallyHidden from '../../VisuallyHidden';
import styles from './styles.module.css';

type Props = {
  site: ShowcaseSite;
  /** The processed preview card; missing only while a new site waits for a rebuild. */
  preview: IdealImageProps['img'] | undefined;
};

function HeartIcon(): React.ReactNode {
  return (
    <svg className={styles.heart} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 21s-7.5-4.6-9.6-9.3C1 8.5 3 5 6.5 5c2 0 3.6 1.1 4.5 2.6l1 1.5 1-1.5C13.9 6.1 15.5 5 17.5 5 21 5 23 8.5 21.6 11.7 19.5 16.4 12 21 12 21z"
      />
    </svg>
  );
}

function ShowcaseCard({site, preview}: Props): React.ReactNode {
  const favourite = site.tags.includes('favourite');
  return (
    <li className={styles.card}>
      {/* The processed image drops its alt text: the frame carries the name and hides the unnamed <img>. */}
      <div className={styles.preview} role="img" aria-label={`Preview card of ${site.name}`}>
        <div className={styles.previewImage} aria-hidden="true">
          {preview && <IdealImage img={preview} />}
        </div>
      </div>
      <div className={styles.body}>
        <Heading as="h3" className={styles.title}>
          <Link href={site.website} className={styles.titleLink}>
            {site.name}
          </Link>
          {favourite && (
            <span className={styles.favourite} title="Favourite">
              <HeartIcon />
              <VisuallyHidden>(favourite)</VisuallyHidden>
            </span>
          )}
        </Heading>
        <p className={styles.description}>{site.description}</p>
      </div>
      <div className={styles.footer}>
        <ul className={styles.tags} aria-label={`Tags of ${site.name}`}>
          {site.tags
            .filter((tag) => tag !== 'favourite')
            .map((tag) => (
              <li key={tag} className={styles.tag} title={showcaseTags[tag].description}>
                <span className={styles.dot} style={{backgroundColor: showcaseTags[tag].color}} aria-hidden="true" />
                {showcaseTags[tag].label}
              </li>
            ))}
        </ul>
        {site.source && (
          <Link href={site.source} className={styles.source}>
            Source<VisuallyHidden> of {site.name}</VisuallyHidden>
          </Link>
        )}
      </div>
    </li>
  );
}

/** Memoised: a change of filters renders the page again, and the cards that stay need not render. */
export default React.memo(ShowcaseCard);
