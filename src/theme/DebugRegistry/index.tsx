import React from 'react';
import Heading from '@theme/Heading';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugRegistry from '@theme-original/DebugRegistry';
import DebugLayout from '@theme/DebugLayout';

/**
 * The registry lists module paths that differ between the server and the
 * browser bundles, which makes React report a hydration error; rendering the
 * list in the browser only keeps the page free of console errors.
 */
export default function DebugRegistryWrapper(): React.ReactNode {
  return (
    <BrowserOnly
      fallback={
        <DebugLayout>
          <Heading as="h2">Registry</Heading>
        </DebugLayout>
      }>
      {() => <DebugRegistry />}
    </BrowserOnly>
  );
}
