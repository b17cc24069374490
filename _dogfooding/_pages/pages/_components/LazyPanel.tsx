import React from 'react';

/** Loaded on demand by the React 18 test page, from its own chunk. */
export default function LazyPanel(): React.ReactNode {
  return (
    <div className="alert alert--success" role="status">
      The lazy panel loaded: its code came in a separate chunk, and Suspense showed the fallback meanwhile.
    </div>
  );
}
