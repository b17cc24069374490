import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {FeatureRequest} from '../../data/featureRequests';
import StatusBadge from './StatusBadge';
import ProposeRequest from './ProposeRequest';
import styles from './styles.module.css';

type Props = {request: FeatureRequest; basePath: string};

export default function RequestDetail({request, basePath}: Props): React.ReactNode {
  return (
    <main className="container margin-vert--lg">
      <p>
        <Link to={basePath}>← All feature requests</Link>
      </p>
      <article className={styles.detail}>
        <Heading as="h1">{request.title}</Heading>
        <dl className={styles.facts}>
          <div>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={request.status} />
            </dd>
          </div>
          <div>
            <dt>Votes</dt>
            <dd>{request.votes}</dd>
          </div>
        </dl>
        <p className={styles.lead}>{request.description}</p>
        <Link className="button button--secondary" href={request.issueUrl}>
          Discuss “{request.title}” on the issue tracker
        </Link>
      </article>
      <ProposeRequest />
    </main>
  );
}
