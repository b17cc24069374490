import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Text that screen readers announce but that takes no room on screen. */
export default function VisuallyHidden({children}: {children: ReactNode}): ReactNode {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
