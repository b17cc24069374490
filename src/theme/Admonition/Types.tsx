import React from 'react';
import clsx from 'clsx';
import OriginalAdmonitionTypes from '@theme-original/Admonition/Types';
import type AdmonitionTypesMap from '@theme/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';
import styles from './Types.module.css';

/** A price tag: the `:::release` box marks what shipped in which version. */
function ReleaseIcon(): React.ReactNode {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <path
        fillRule="evenodd"
        d={
          'M1 2a1 1 0 0 1 1-1h5.6a1 1 0 0 1 .7.3l6.4 6.4a1 1 0 0 1 0 1.4l-5.6 5.6a1 1 0 0 1-1.4 0' +
          'L1.3 8.3A1 1 0 0 1 1 7.6V2zm3.5 3.5a1.5 1.5 0 1 0 0-.01z'
        }
      />
    </svg>
  );
}

/** Renders `:::release` admonitions, enabled by the docs plugin's `admonitions.keywords`. */
function ReleaseAdmonition({title, className, ...props}: Props): React.ReactNode {
  return (
    <AdmonitionLayout
      {...props}
      icon={<ReleaseIcon />}
      title={title ?? 'release'}
      className={clsx('alert', styles.release, className)}
    />
  );
}

/** The theme's admonition types plus this site's own. */
const AdmonitionTypes: typeof AdmonitionTypesMap = {
  ...(OriginalAdmonitionTypes as typeof AdmonitionTypesMap),
  release: ReleaseAdmonition,
};

export default AdmonitionTypes;
