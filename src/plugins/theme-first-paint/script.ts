/**
 * Corrects two first-paint states that the classic theme's own inline scripts
 * get wrong in 3.8.1, before anything is painted:
 * - a stored colour mode of "system" is written as `data-theme="system"`,
 *   which matches no stylesheet, instead of following the system preference;
 * - a dismissed announcement bar stays hidden by CSS when the announcement id
 *   has changed, although the React side shows it again.
 */
export type InitialStateScriptOptions = {
  /** Suffix of the site's storage keys, e.g. "-docusaurus-site". */
  storageNamespace: string;
  /** Id of the current announcement, or null when there is none. */
  announcementBarId: string | null;
};

export function createInitialStateScript({storageNamespace, announcementBarId}: InitialStateScriptOptions): string {
  const announcementIdKey = JSON.stringify(`docusaurus.announcement.id${storageNamespace}`);
  return `(function() {
  var root = document.documentElement;
  var theme = root.getAttribute('data-theme');
  if (theme !== 'light' && theme !== 'dark') {
    root.setAttribute('data-theme', window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    root.setAttribute('data-theme-choice', 'system');
  }
  var announcementBarId = ${JSON.stringify(announcementBarId)};
  if (announcementBarId !== null) {
    var seenId = null;
    try { seenId = localStorage.getItem(${announcementIdKey}); } catch (e) {}
    if (seenId !== announcementBarId) {
      root.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }
})();`;
}
