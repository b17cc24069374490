import React from 'react';
import Heading from '@theme/Heading';
import DebugLayout from '@theme/DebugLayout';
import modulePaths from '@generated/compact-route-tables/registry-module-paths.json';
import styles from '../../debugList.module.css';

/**
 * The registry as generated: each chunk and the module it loads. It reads a copy the plugin writes,
 * because the browser's registry no longer carries module paths; the copy is the same for the
 * server render and the browser, so the page hydrates without a mismatch.
 */
export default function DebugRegistry(): React.ReactNode {
  return (
    <DebugLayout>
      <Heading as="h2">Registry</Heading>
      <p>
        {modulePaths.length} chunks. The browser loads each under a short name; the server render reports the module
        path.
      </p>
      <ul className="clean-list">
        {modulePaths.map(({chunkName, modulePath}) => (
          <li key={chunkName} className={styles.listItem}>
            Chunk <code>{chunkName}</code>: <code>{modulePath}</code>
          </li>
        ))}
      </ul>
    </DebugLayout>
  );
}
