import React, {useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {
  ErrorBoundaryError,
  ErrorBoundaryErrorMessageFallback,
  ErrorBoundaryTryAgainButton,
  ErrorCauseBoundary,
} from '@docusaurus/theme-common';
import TestPage from '@site/_dogfooding/components/TestPage';
import styles from './_components/errorBoundaryTests.module.css';

/** Throws while rendering, with a two-level cause chain. */
function Bomb({label}: {label: string}): ReactNode {
  throw new Error(`${label} threw while rendering.`, {
    cause: new Error('The component could not read its data.', {
      cause: new Error('The data was missing on purpose, to test the cause chain.'),
    }),
  });
}

/**
 * A button that arms a bomb. The crash unmounts the trigger, so "Try again"
 * mounts a new, unarmed one: that is the recovery.
 */
function BombTrigger({label}: {label: string}): ReactNode {
  const [armed, setArmed] = useState(false);
  if (armed) {
    return <Bomb label={label} />;
  }
  return (
    <button type="button" className="button button--danger button--sm" onClick={() => setArmed(true)}>
      Throw in {label.toLowerCase()}
    </button>
  );
}

type FallbackParams = {error: Error; tryAgain: () => void};

function boundaryFallback(name: string) {
  return function BoundaryFallback({error, tryAgain}: FallbackParams): ReactNode {
    return (
      <div role="alert" className={styles.fallback} aria-label={`${name} crashed`}>
        <p>
          <strong>This part of the page crashed</strong> ({name}).
        </p>
        <ErrorBoundaryError error={error} />
        <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary button--sm" />
      </div>
    );
  };
}

function Box({name, children}: {name: string; children: ReactNode}): ReactNode {
  return (
    <section className={styles.box} aria-label={name}>
      <p className={styles.boxName}>{name}</p>
      {children}
    </section>
  );
}

export default function ErrorBoundaryTestsPage(): ReactNode {
  return (
    <TestPage path="/tests/pages/error-boundary-tests/">
      <p>
        Each box is wrapped in its own <code>@docusaurus/ErrorBoundary</code>, and the boxes are nested. A button throws
        an error while rendering, inside the box it belongs to: only the nearest boundary shows its crash UI, the rest
        of the page keeps working. The error carries a cause, which carries another cause: the crash UI prints the whole
        chain, each link after a &quot;Cause:&quot; line. &quot;Try again&quot; renders the box again, with a new button
        that has not thrown yet: the box recovers.
      </p>
      <ErrorBoundary fallback={boundaryFallback('outer boundary')}>
        <Box name="Outer box">
          <BombTrigger label="The outer box" />
          <ErrorBoundary fallback={boundaryFallback('inner boundary')}>
            <Box name="Inner box">
              <BombTrigger label="The inner box" />
              <ErrorBoundary fallback={boundaryFallback('innermost boundary')}>
                <Box name="Innermost box">
                  <BombTrigger label="The innermost box" />
                </Box>
              </ErrorBoundary>
            </Box>
          </ErrorBoundary>
        </Box>
      </ErrorBoundary>

      <Heading as="h2">Theme fallback component</Heading>
      <p>
        This boundary uses <code>ErrorBoundaryErrorMessageFallback</code> from the theme, which shows the message
        without its causes.
      </p>
      <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
        <Box name="Box with the theme fallback">
          <BombTrigger label="The box with the theme fallback" />
        </Box>
      </ErrorBoundary>

      <Heading as="h2">Adding context with ErrorCauseBoundary</Heading>
      <p>
        <code>ErrorCauseBoundary</code> catches an error and rethrows a new one whose cause is the original, so the
        crash UI starts with the context it adds.
      </p>
      <ErrorBoundary fallback={boundaryFallback('context boundary')}>
        <ErrorCauseBoundary
          onError={(error) =>
            new Error('The wrapped widget failed; ErrorCauseBoundary added this line.', {cause: error})
          }>
          <Box name="Wrapped widget">
            <BombTrigger label="The wrapped widget" />
          </Box>
        </ErrorCauseBoundary>
      </ErrorBoundary>
    </TestPage>
  );
}
