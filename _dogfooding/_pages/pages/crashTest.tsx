import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import TestPage from '@site/_dogfooding/components/TestPage';

function CrashingComponent(): React.ReactNode {
  throw new Error('The crash test page threw while rendering, on purpose.', {
    cause: new Error('This is the cause attached to the crash, shown after "Cause:".'),
  });
}

/**
 * The server render succeeds, so the build passes; the first render in the
 * browser throws outside the theme Layout, which only the top-level error
 * boundary of the app can catch: that is the whole-page crash view.
 */
export default function CrashTestPage(): React.ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser) {
    return <CrashingComponent />;
  }
  return (
    <TestPage path="/tests/pages/crashTest/">
      <p>
        This page crashes as soon as it runs in the browser. If you can read this sentence in a browser with JavaScript
        on, the crash did not happen.
      </p>
    </TestPage>
  );
}
