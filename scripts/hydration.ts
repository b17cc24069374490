/**
 * The moment Docusaurus marks a document hydrated (`<html data-has-hydrated="true">`), observed in the
 * page from its start: one observer for the browser tests (tests/e2e/fixtures.ts) and the benchmark
 * (scripts/bench/pageLoad.ts), which each report it their own way.
 */

/** Runs in the page: calls `report` with performance.now() once the document is marked hydrated. */
function onHydrated(report: (hydratedAt: number) => void): void {
  // Observes the document itself: <html> may not exist yet when an init script runs.
  new MutationObserver((_, observer) => {
    if (document.documentElement?.getAttribute('data-has-hydrated') === 'true') {
      report(performance.now());
      observer.disconnect();
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * The init script (page.addInitScript) that calls `report` in the page at the moment of hydration.
 * Both functions reach the page as source text: `report` can use the page's globals, not its module's.
 */
export function hydrationInitScript(report: (hydratedAt: number) => void): string {
  return `(${onHydrated})(${report});`;
}
