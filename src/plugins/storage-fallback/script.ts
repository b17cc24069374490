/**
 * A browser that blocks site data throws on any access to localStorage or
 * sessionStorage. The theme then keeps no state at all: a closed announcement
 * bar comes back on the next page whose layout remounts. This script, run
 * before the app, puts an in-memory storage in place of a blocked one, so
 * choices last for the visit and nothing is persisted.
 */
export const storageFallbackWarning =
  'Browser storage is blocked: colour mode, the closed announcement and other choices last for this visit only.';

export function createStorageFallbackScript(): string {
  return `(function() {
  var replaced = [];
  ['localStorage', 'sessionStorage'].forEach(function(name) {
    try {
      if (window[name] && typeof window[name].getItem === 'function') { window[name].getItem(''); return; }
    } catch (e) {}
    var items = new Map();
    var memory = {
      get length() { return items.size; },
      key: function(index) { var keys = Array.from(items.keys()); return index < keys.length ? keys[index] : null; },
      getItem: function(key) { key = String(key); return items.has(key) ? items.get(key) : null; },
      setItem: function(key, value) { items.set(String(key), String(value)); },
      removeItem: function(key) { items.delete(String(key)); },
      clear: function() { items.clear(); }
    };
    try {
      Object.defineProperty(window, name, {configurable: true, enumerable: true, value: memory});
      replaced.push(memory);
    } catch (e) {}
  });
  if (replaced.length > 0) {
    // The theme announces each write with a StorageEvent, whose storageArea must be a real
    // Storage: the in-memory one is set on the event afterwards, where the theme's listeners read it.
    var initStorageEvent = StorageEvent.prototype.initStorageEvent;
    StorageEvent.prototype.initStorageEvent = function(type, bubbles, cancelable, key, oldValue, newValue, url, area) {
      var inMemory = replaced.indexOf(area) >= 0;
      initStorageEvent.call(this, type, bubbles, cancelable, key, oldValue, newValue, url, inMemory ? null : area);
      if (inMemory) {
        Object.defineProperty(this, 'storageArea', {value: area});
      }
    };
    console.warn(${JSON.stringify(storageFallbackWarning)});
  }
})();`;
}
