import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {issueTrackerUrl, newRequestUrl} from '../../data/featureRequests';
import styles from './styles.module.css';

/** How a visitor adds an idea: shown beside the board and under each request. */
export default function ProposeRequest(): React.ReactNode {
  return (
    <section className={styles.propose} aria-labelledby="propose-heading">
      <Heading as="h2" id="propose-heading" className={styles.proposeHeading}>
        Propose a feature
      </Heading>
      <ol className={styles.steps}>
        <li>
          <strong>Search first.</strong> Look through the <Link href={issueTrackerUrl}>issue tracker</Link> and this
          board: if the idea is already there, add a thumbs-up reaction to the issue. Reactions are the votes counted
          here.
        </li>
        <li>
          <strong>Describe the problem, not only the solution.</strong> Say what you are trying to do, what you tried,
          and why the current options fall short. A concrete site or page helps more than a general wish.
        </li>
        <li>
          <strong>Open a feature request</strong> with the proposal form of the tracker. Maintainers label it, and it
          appears here once it is triaged as under consideration.
        </li>
      </ol>
      <Link className="button button--primary" href={newRequestUrl}>
        Open a feature request on GitHub
      </Link>
    </section>
  );
}
