import React, {useEffect, useState} from 'react';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import BrowserOnly from '@docusaurus/BrowserOnly';
import TestPage from '@site/_dogfooding/components/TestPage';

/** Server: "server". Browser: "server" while hydrating, then "browser". */
function RenderEnvironment(): React.ReactNode {
  const isBrowser = useIsBrowser();
  return <strong data-testid="render-environment">{isBrowser ? 'browser' : 'server'}</strong>;
}

/** The local time exists only in the browser: it is set after hydration. */
function LocalTime(): React.ReactNode {
  const [time, setTime] = useState<string | null>(null);
  useEffect(() => setTime(new Date().toLocaleTimeString()), []);
  return <strong data-testid="local-time">{time ?? 'not known on the server'}</strong>;
}

export default function HydrationTestsPage(): React.ReactNode {
  return (
    <TestPage path="/tests/pages/hydration-tests/">
      <p>
        The HTML of this page is rendered at build time, in Node, and React then hydrates it in the browser. If the
        first browser render differs from the HTML, React reports a hydration error. Each value below differs between
        the two environments and uses one of the safe ways to show it, so the console stays free of hydration errors.
      </p>
      <Heading as="h2">useIsBrowser</Heading>
      <p>
        Rendered by: <RenderEnvironment />. The hook returns false during hydration and true after it, so the first
        browser render matches the server HTML.
      </p>
      <Heading as="h2">BrowserOnly</Heading>
      <p>
        Window width:{' '}
        <BrowserOnly fallback={<strong data-testid="window-width">unknown on the server</strong>}>
          {() => <strong data-testid="window-width">{window.innerWidth} px</strong>}
        </BrowserOnly>
        . The fallback is rendered on the server and during hydration; the function runs in the browser only.
      </p>
      <Heading as="h2">useEffect</Heading>
      <p>
        Local time when the page loaded: <LocalTime />. Effects never run on the server, so state set in an effect is
        the classic way to show browser-only values.
      </p>
      <Heading as="h2">suppressHydrationWarning</Heading>
      <p>
        Time of the build, kept as is by the browser:{' '}
        <time suppressHydrationWarning data-testid="render-time">
          {new Date().toISOString()}
        </time>
        . The browser computes another time while hydrating, and the attribute tells React to keep the server text of
        this one node without reporting it. It is an escape hatch for timestamps, not a fix for whole components.
      </p>
    </TestPage>
  );
}
