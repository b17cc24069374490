/**
 * The first use of Intl on a page (a date formatted, a string compared with localeCompare)
 * initialises the browser's locale data: about 13 ms on a desktop, four times that on a phone.
 * Every measured page pays it while React hydrates: the navbar's docs items compare paths with
 * localeCompare, and dates (last update, blog and changelog posts) are formatted as they render.
 * This script does it in idle time before the app's scripts have arrived, when the main thread has
 * nothing else to do on a slow link, and not at all once the page has hydrated (a fast load).
 */
export function createIntlWarmUpScript(): string {
  return `(function() {
  if (typeof requestIdleCallback !== 'function' || typeof Intl !== 'object') { return; }
  requestIdleCallback(function() {
    var root = document.documentElement;
    if (root.getAttribute('data-has-hydrated') === 'true') { return; }
    try { new Intl.DateTimeFormat(root.lang || undefined).format(0); } catch (e) {}
  });
})();`;
}
