import React from 'react';
import Heading from '@theme/Heading';
import DebugLayout from '@theme/DebugLayout';
import DebugJsonView from '@theme/DebugJsonView';
import routes from '@generated/compact-route-tables/route-outline.json';
import styles from '../../debugList.module.css';

/**
 * The routes as generated. The browser's tables hold the routes of a section (a docs version, the
 * blog) only once a page of it has been visited (lazyRoutes.ts), so this page reads a copy the
 * plugin writes, the same for the server render and the browser, and hydrates without a mismatch.
 */
export default function DebugRoutes(): React.ReactNode {
  return (
    <DebugLayout>
      <Heading as="h2">Routes</Heading>
      <ul className="clean-list">
        {routes.map(({path, exact, routes: childRoutes}, index) => (
          <li key={index} className={styles.listItem}>
            <code>{path}</code>
            <div>
              Is exact: <code>{String(exact)}</code>
            </div>
            {childRoutes && (
              <div>
                Child routes:
                <DebugJsonView src={childRoutes} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </DebugLayout>
  );
}
