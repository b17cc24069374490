/**
 * A static host may answer a path with a broken percent-encoding
 * (`/docs/%E0%A4%A/`) with the site's not-found page. The router decodes the
 * address and throws on such a path, so the page would crash instead of
 * saying "Page Not Found". Before the app starts, an address that cannot be
 * decoded gets its percent signs escaped, so that it reads as literal text.
 */
export function createPathRepairScript(): string {
  return `(function() {
  try {
    decodeURI(location.pathname);
  } catch (e) {
    history.replaceState(history.state, '', location.pathname.replace(/%/g, '%25') + location.search + location.hash);
  }
})();`;
}
