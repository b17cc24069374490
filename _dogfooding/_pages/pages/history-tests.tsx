import React, {useEffect, useState} from 'react';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import TestPage from '@site/_dogfooding/components/TestPage';

type LogEntry = {action: string; path: string};

/** Each navigation the router reports, with its kind: PUSH, REPLACE or POP. */
function useNavigationLog(): LogEntry[] {
  const history = useHistory();
  const location = useLocation();
  const [log, setLog] = useState<LogEntry[]>([]);
  useEffect(() => {
    setLog((previous) => [
      ...previous,
      {action: history.action, path: location.pathname + location.search + location.hash},
    ]);
  }, [history, location]);
  return log;
}

export default function HistoryTestsPage(): React.ReactNode {
  const history = useHistory();
  const location = useLocation();
  const log = useNavigationLog();
  const [pushCount, setPushCount] = useState(0);
  const pushStep = () => {
    const step = pushCount + 1;
    setPushCount(step);
    history.push(`${location.pathname}?step=${step}`);
  };
  return (
    <TestPage path="/tests/pages/history-tests/">
      <p>
        The buttons call <code>useHistory()</code> from <code>@docusaurus/router</code>. A push adds an entry to the
        browser history, a replace swaps the current one, and both keep the visitor on this page because only the query
        string or the hash changes. The browser&apos;s back button must undo pushes one by one and skip replaced
        entries.
      </p>
      <div className="button-group button-group--block margin-bottom--md">
        <button type="button" className="button button--primary" onClick={pushStep}>
          Push a query string
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => history.push({hash: '#current-location'})}>
          Push a hash
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => history.push({search: '?filter=two%20words&sort=desc', hash: '#navigation-log'})}>
          Push a query string and a hash
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => history.replace({search: '?replaced=yes'})}>
          Replace with a query string
        </button>
        <button type="button" className="button button--secondary" onClick={() => history.goBack()}>
          Go back
        </button>
      </div>
      <Heading as="h2" id="current-location">
        Current location
      </Heading>
      <dl>
        <dt>Path name</dt>
        <dd>
          <code data-testid="location-pathname">{location.pathname}</code>
        </dd>
        <dt>Query string</dt>
        <dd>
          <code data-testid="location-search">{location.search || '(none)'}</code>
        </dd>
        <dt>Hash</dt>
        <dd>
          <code data-testid="location-hash">{location.hash || '(none)'}</code>
        </dd>
        <dt>Last action</dt>
        <dd>
          <code data-testid="history-action">{history.action}</code>
        </dd>
      </dl>
      <Heading as="h2" id="navigation-log">
        Navigation log
      </Heading>
      <ol aria-label="Navigation log">
        {log.map((entry, index) => (
          <li key={index}>
            <code>{entry.action}</code> {entry.path}
          </li>
        ))}
      </ol>
    </TestPage>
  );
}
