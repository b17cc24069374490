/**
 * Calls back in the browser's next idle period, or `timeout` milliseconds later at most. Safari has no
 * `requestIdleCallback`: there a timer of `fallbackDelay` milliseconds lets the work already queued run first.
 */
export function whenIdle(
  callback: () => void,
  {timeout, fallbackDelay}: {timeout: number; fallbackDelay: number},
): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => callback(), {timeout});
  } else {
    setTimeout(callback, fallbackDelay);
  }
}
