/** The attribute on <html> that names the platform's modifier key for the search shortcut. */
export const searchModifierAttribute = 'data-search-modifier';

/**
 * Ctrl/Cmd+K and "/" open the search modal, but the search bar listens for them only once the app has
 * hydrated: on a phone, seconds after the page shows, and a key pressed before then was lost. This
 * script, run before the app, keeps such a press (and stops the browser's own use of Ctrl+K), then
 * presses the same key again for the search bar once the page has hydrated.
 *
 * It also names the keyboard's modifier on <html> (`data-search-modifier`, "command" on Apple devices,
 * else "ctrl"), so the search button shows its key caps from the first paint: drawn only after
 * hydration, they widened the navbar and shifted its items.
 */
export function createSearchShortcutScript(): string {
  return `(function() {
  var root = document.documentElement;
  var pending = null;
  root.setAttribute(${JSON.stringify(searchModifierAttribute)}, /Mac|iPhone|iPad|iPod/i.test(navigator.platform) ? 'command' : 'ctrl');
  function hydrated() { return root.getAttribute('data-has-hydrated') === 'true'; }
  function isTyping(target) {
    return !!target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName || ''));
  }
  function keep(event) {
    if (hydrated()) { return; }
    var modalKey = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
    var slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
    if (modalKey || slash) {
      event.preventDefault();
      pending = {key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey};
    }
  }
  window.addEventListener('keydown', keep, true);
  new MutationObserver(function(changes, observer) {
    if (!hydrated()) { return; }
    observer.disconnect();
    window.removeEventListener('keydown', keep, true);
    var shortcut = pending;
    pending = null;
    if (shortcut) {
      // The search bar starts listening in an effect of the commit that marks the page hydrated.
      setTimeout(function() {
        window.dispatchEvent(new KeyboardEvent('keydown', {key: shortcut.key, code: shortcut.code,
          ctrlKey: shortcut.ctrlKey, metaKey: shortcut.metaKey, bubbles: true, cancelable: true}));
      }, 0);
    }
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
})();`;
}
