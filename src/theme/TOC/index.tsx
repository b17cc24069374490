import React from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/**
 * The blog layout puts the table of contents in a column outside `<main>`:
 * a navigation landmark keeps it reachable by landmark (axe rule "region").
 */
export default function TOCWrapper(props: Props): React.ReactNode {
  return (
    <nav aria-label="On this page" className={styles.tocLandmark}>
      <TOC {...props} />
    </nav>
  );
}
