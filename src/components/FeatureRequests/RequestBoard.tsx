import React, {useCallback, useMemo} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {featureRequestStatuses, statusLabels, type FeatureRequest} from '../../data/featureRequests';
import {countByStatus, filterRequests, parseStatusFilter, statusFilterQuery, type StatusFilter} from './board';
import StatusBadge from './StatusBadge';
import ProposeRequest from './ProposeRequest';
import VisuallyHidden from '../VisuallyHidden';
import PillToggle from '../PillToggle';
import {usePushInPlace} from '../../utils/usePushInPlace';
import styles from './styles.module.css';

type Props = {requests: readonly FeatureRequest[]; basePath: string};

const filterOptions: {value: StatusFilter; label: string}[] = [
  {value: 'all', label: 'All'},
  ...featureRequestStatuses.map((status) => ({value: status, label: statusLabels[status]})),
];

/**
 * The status filter lives in the query string; the server renders "all". A change keeps the focus on the
 * filter that made it (usePushInPlace).
 */
function useStatusFilter(): [StatusFilter, (status: StatusFilter) => void] {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const history = useHistory();
  const pushInPlace = usePushInPlace();
  const status = isBrowser ? parseStatusFilter(search) : 'all';
  const setStatus = useCallback(
    (next: StatusFilter) => {
      if (next !== parseStatusFilter(history.location.search)) {
        pushInPlace({pathname: history.location.pathname, search: statusFilterQuery(next)});
      }
    },
    [history, pushInPlace],
  );
  return [status, setStatus];
}

export default function RequestBoard({requests, basePath}: Props): React.ReactNode {
  const [status, setStatus] = useStatusFilter();
  const counts = useMemo(() => countByStatus(requests), [requests]);
  const shown = useMemo(() => filterRequests(requests, status), [requests, status]);

  return (
    <main className="container margin-vert--lg">
      <header className={styles.header}>
        <Heading as="h1">Feature requests</Heading>
        <p className={styles.lead}>
          Ideas for Docusaurus collected from the issue tracker, and where each one stands: under consideration,
          planned, in progress or done. Open a request to read what it is about and to join its discussion.
        </p>
      </header>
      <div className={styles.boardLayout}>
        <section aria-labelledby="requests-heading">
          <Heading as="h2" id="requests-heading">
            Requests
          </Heading>
          <div className={styles.filters} role="group" aria-label="Filter by status">
            {filterOptions.map((option) => (
              <PillToggle key={option.value} pressed={status === option.value} onClick={() => setStatus(option.value)}>
                {option.label}
                <span className={styles.filterCount}>
                  {counts[option.value]}
                  <VisuallyHidden> requests</VisuallyHidden>
                </span>
              </PillToggle>
            ))}
          </div>
          <p className={styles.count} role="status">
            Showing {shown.length} of {requests.length} requests
          </p>
          {shown.length > 0 ? (
            // Search finds each request on its own page, not in this list (data-search-ignore).
            <ol className={styles.requestList} data-search-ignore>
              {shown.map((request) => (
                <li key={request.slug} className={styles.requestItem}>
                  <div className={styles.votes}>
                    <span aria-hidden="true" className={styles.votesArrow}>
                      ▲
                    </span>
                    <span>
                      {request.votes}
                      <VisuallyHidden> votes</VisuallyHidden>
                    </span>
                  </div>
                  <div className={styles.requestBody}>
                    <Heading as="h3" className={styles.requestTitle}>
                      <Link to={`${basePath}${request.slug}/`}>{request.title}</Link>
                    </Heading>
                    <p className={styles.requestDescription}>{request.description}</p>
                    <StatusBadge status={request.status} />
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.empty}>No request has this status at the moment.</p>
          )}
        </section>
        <ProposeRequest />
      </div>
    </main>
  );
}
