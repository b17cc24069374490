import React, {lazy, Suspense, useDeferredValue, useMemo, useState, useTransition} from 'react';
import Heading from '@theme/Heading';
import TestPage from '@site/_dogfooding/components/TestPage';

const LazyPanel = lazy(() => import('./_components/LazyPanel'));

/** Enough rows that filtering them is noticeably slow on a phone. */
const rows = Array.from({length: 5000}, (_, index) => `Row ${index + 1}`);

function filterRows(query: string): string[] {
  return rows.filter((row) => row.includes(query));
}

function TransitionDemo(): React.ReactNode {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState('');
  const [isPending, startTransition] = useTransition();
  const matches = useMemo(() => filterRows(filter), [filter]);
  return (
    <div>
      <label htmlFor="transition-query">Filter rows (useTransition): </label>
      <input
        id="transition-query"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          startTransition(() => setFilter(event.target.value));
        }}
      />
      <p aria-live="polite">{isPending ? 'Updating the list…' : `${matches.length} matching rows`}</p>
      <ul>
        {matches.slice(0, 5).map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </div>
  );
}

function DeferredValueDemo(): React.ReactNode {
  const [text, setText] = useState('');
  const deferredText = useDeferredValue(text);
  const matches = useMemo(() => filterRows(deferredText), [deferredText]);
  const isStale = text !== deferredText;
  return (
    <div>
      <label htmlFor="deferred-query">Filter rows (useDeferredValue): </label>
      <input id="deferred-query" value={text} onChange={(event) => setText(event.target.value)} />
      <p aria-live="polite" style={{opacity: isStale ? 0.5 : 1}}>
        {matches.length} rows match &quot;{deferredText}&quot;
      </p>
    </div>
  );
}

function SuspenseDemo(): React.ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <button
        type="button"
        className="button button--primary margin-bottom--sm"
        onClick={() => setShown(true)}
        disabled={shown}>
        Show the lazy panel
      </button>
      {shown && (
        <Suspense fallback={<p>Loading the lazy panel…</p>}>
          <LazyPanel />
        </Suspense>
      )}
    </div>
  );
}

export default function React18TestPage(): React.ReactNode {
  return (
    <TestPage path="/tests/pages/react-18/">
      <p>
        The concurrent features that came with React 18, still the way to keep a page responsive on React 19, which this
        site runs. Type in the fields: the text you type must appear at once, while the filtered list catches up.
      </p>
      <Heading as="h2">useTransition</Heading>
      <p>The list update is marked as a transition, so typing stays urgent and the list can lag behind.</p>
      <TransitionDemo />
      <Heading as="h2">useDeferredValue</Heading>
      <p>The list renders from a deferred copy of the text, dimmed while it is out of date.</p>
      <DeferredValueDemo />
      <Heading as="h2">Suspense and lazy</Heading>
      <p>
        The panel&apos;s code is split into its own chunk and fetched on the first click; Suspense shows a fallback
        until it arrives.
      </p>
      <SuspenseDemo />
    </TestPage>
  );
}
