import {describe, expect, it, vi} from 'vitest';
import {createStorageFallbackScript, storageFallbackWarning} from './script';

type FakeWindow = Record<string, unknown>;

function blockedWindow(): FakeWindow {
  const window: FakeWindow = {};
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new Error('Access is denied for this document.');
      },
    });
  }
  return window;
}

/** A stand-in for the browser's StorageEvent, which refuses a storageArea that is not a real Storage. */
class FakeStorageEvent {
  key: string | null = null;
  storageArea: unknown = null;
  initStorageEvent(...args: unknown[]): void {
    const area = args[7];
    if (area !== null && !(area instanceof RealStorage)) {
      throw new TypeError("parameter 8 is not of type 'Storage'");
    }
    this.key = args[3] as string;
    this.storageArea = area;
  }
}
class RealStorage {}

function run(window: FakeWindow, console: Pick<Console, 'warn'>): typeof FakeStorageEvent {
  const StorageEvent = class extends FakeStorageEvent {};
  new Function('window', 'console', 'StorageEvent', createStorageFallbackScript())(window, console, StorageEvent);
  return StorageEvent;
}

describe('storage fallback', () => {
  it('replaces blocked storage with one that keeps values for the visit, and warns once', () => {
    const window = blockedWindow();
    const console = {warn: vi.fn()};
    run(window, console);
    const local = window.localStorage as Storage;
    local.setItem('theme', 'dark');
    expect(local.getItem('theme')).toBe('dark');
    expect(local.getItem('missing')).toBeNull();
    expect(local.length).toBe(1);
    expect(local.key(0)).toBe('theme');
    local.removeItem('theme');
    expect(local.length).toBe(0);
    (window.sessionStorage as Storage).setItem('colours', '1');
    expect((window.sessionStorage as Storage).getItem('colours')).toBe('1');
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(storageFallbackWarning);
  });

  it('lets the theme announce a write with a StorageEvent whose storageArea is the in-memory storage', () => {
    const window = blockedWindow();
    const StorageEvent = run(window, {warn: vi.fn()});
    const event = new StorageEvent();
    expect(() =>
      event.initStorageEvent('storage', false, false, 'theme', null, 'dark', 'http://x/', window.localStorage),
    ).not.toThrow();
    expect(event.storageArea).toBe(window.localStorage);
    expect(event.key).toBe('theme');
  });

  it('leaves working storage alone and says nothing', () => {
    const stored = new Map<string, string>();
    const working = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    };
    const window: FakeWindow = {localStorage: working, sessionStorage: working};
    const console = {warn: vi.fn()};
    const StorageEvent = run(window, console);
    expect(window.localStorage).toBe(working);
    expect(console.warn).not.toHaveBeenCalled();
    expect(StorageEvent.prototype.initStorageEvent).toBe(FakeStorageEvent.prototype.initStorageEvent);
  });
});
