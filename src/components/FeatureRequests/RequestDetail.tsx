import React from 'react';
import Head from '@docusaurus/Head';
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
      {request.status === 'done' && (
        // A done request is history: the docs of its feature are the page to find, on this site's
        // search (which skips noindex pages) as on a web search engine.
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
      {/* Search reads a request by its title and description: the rest is the same on every request's page. */}
      <p data-search-ignore>
        <Link to={basePath}>← All feature requests</Link>
      </p>
      <article className={styles.detail}>
        <Heading as="h1">{request.title}</Heading>
        <dl className={styles.facts} data-search-ignore>
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
      <div data-search-ignore>
        <ProposeRequest />
      </div>
    </main>
  );
}
