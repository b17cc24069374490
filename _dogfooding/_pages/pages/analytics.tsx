import React, {useEffect, useState} from 'react';
import Heading from '@theme/Heading';
import TestPage from '@site/_dogfooding/components/TestPage';

/** Globals that the usual analytics snippets define on window. */
const analyticsGlobals = ['gtag', 'ga', 'dataLayer', 'va', 'plausible', '_paq', 'umami'] as const;

type ScriptAudit = {
  scriptCount: number;
  foreignScripts: string[];
  definedGlobals: string[];
};

function auditScripts(): ScriptAudit {
  const sources = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src);
  return {
    scriptCount: sources.length,
    foreignScripts: sources.filter((source) => new URL(source).origin !== window.location.origin),
    definedGlobals: analyticsGlobals.filter((name) => name in window),
  };
}

type MockEvent = {name: string; at: string};

function ScriptAuditReport(): React.ReactNode {
  const [audit, setAudit] = useState<ScriptAudit | null>(null);
  useEffect(() => setAudit(auditScripts()), []);
  if (!audit) {
    return <p>The audit runs once the page is running in the browser.</p>;
  }
  return (
    <dl>
      <dt>Scripts loaded by the page</dt>
      <dd>{audit.scriptCount}, all served by this site</dd>
      <dt>Third-party scripts</dt>
      <dd>{audit.foreignScripts.length === 0 ? 'none' : audit.foreignScripts.join(', ')}</dd>
      <dt>Analytics globals on window</dt>
      <dd>{audit.definedGlobals.length === 0 ? 'none' : audit.definedGlobals.join(', ')}</dd>
    </dl>
  );
}

export default function AnalyticsTestPage(): React.ReactNode {
  const [events, setEvents] = useState<MockEvent[]>([]);
  const track = (name: string) => setEvents((previous) => [...previous, {name, at: new Date().toISOString()}]);
  return (
    <TestPage path="/tests/pages/analytics/">
      <p>
        The site configures none of the analytics plugins (Google Analytics, gtag, Tag Manager or Vercel Analytics), so
        no tracking script is bundled and nothing leaves the browser. The audit below lists the scripts of this page and
        the globals that tracking snippets usually define. A regression, such as an analytics plugin added to the preset
        options, shows up here as a third-party script or a defined global.
      </p>
      <ScriptAuditReport />
      <Heading as="h2">Mock event log</Heading>
      <p>
        A site with analytics would send an event for each of these clicks. Here each event is appended to the list
        below and goes nowhere else, which is enough to check a tracking call site without any network traffic.
      </p>
      <div className="button-group margin-bottom--md">
        <button type="button" className="button button--primary" onClick={() => track('download-clicked')}>
          Record a download event
        </button>
        <button type="button" className="button button--secondary" onClick={() => track('search-opened')}>
          Record a search event
        </button>
      </div>
      {events.length === 0 ? (
        <p>No event recorded yet.</p>
      ) : (
        <ol aria-label="Recorded events">
          {events.map((event, index) => (
            <li key={index}>
              <code>{event.name}</code> at <time dateTime={event.at}>{event.at}</time>
            </li>
          ))}
        </ol>
      )}
    </TestPage>
  );
}
