import React from 'react';
import clsx from 'clsx';
import {statusLabels, type FeatureRequestStatus} from '../../data/featureRequests';
import styles from './styles.module.css';

const statusClassNames: Record<FeatureRequestStatus, string> = {
  'under-consideration': styles.statusConsidering!,
  planned: styles.statusPlanned!,
  'in-progress': styles.statusInProgress!,
  done: styles.statusDone!,
};

export default function StatusBadge({status}: {status: FeatureRequestStatus}): React.ReactNode {
  return <span className={clsx(styles.status, statusClassNames[status])}>{statusLabels[status]}</span>;
}
