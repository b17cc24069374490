import {describe, expect, it} from 'vitest';
import {createSearchShortcutScript, searchModifierAttribute} from './searchShortcut';

type Key = {key: string; code?: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; target?: unknown};

/** The page before hydration, as far as the script sees it, with the key presses it lets through. */
function page(platform = 'Win32') {
  const attributes = new Map<string, string>([['data-has-hydrated', 'false']]);
  const listeners = new Set<(event: unknown) => void>();
  const dispatched: Key[] = [];
  const timers: (() => void)[] = [];
  let onMutation: ((changes: unknown[], observer: {disconnect: () => void}) => void) | null = null;
  const window = {
    addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) => listeners.delete(listener),
    dispatchEvent: (event: {init: Key}) => dispatched.push(event.init),
  };
  const document = {
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    },
  };
  class MutationObserver {
    constructor(callback: typeof onMutation) {
      onMutation = callback;
    }
    observe() {}
    disconnect() {
      onMutation = null;
    }
  }
  class KeyboardEvent {
    constructor(
      public type: string,
      public init: Key,
    ) {}
  }
  new Function(
    'window',
    'document',
    'navigator',
    'MutationObserver',
    'KeyboardEvent',
    'setTimeout',
    createSearchShortcutScript(),
  )(window, document, {platform}, MutationObserver, KeyboardEvent, (callback: () => void) => timers.push(callback));
  return {
    /** Presses a key; returns whether the script kept it (and stopped the browser's default). */
    press(key: Key): boolean {
      let prevented = false;
      const event = {
        code: '',
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        ...key,
        preventDefault: () => (prevented = true),
      };
      listeners.forEach((listener) => listener(event));
      return prevented;
    },
    hydrate() {
      attributes.set('data-has-hydrated', 'true');
      onMutation?.([], new MutationObserver(null));
      timers.splice(0).forEach((timer) => timer());
    },
    dispatched,
    listeners,
    attributes,
  };
}

describe('search shortcut before hydration', () => {
  it('presses Ctrl+K again once the page has hydrated', () => {
    const view = page();
    expect(view.press({key: 'k', code: 'KeyK', ctrlKey: true})).toBe(true);
    expect(view.dispatched).toEqual([]);
    view.hydrate();
    expect(view.dispatched).toEqual([
      {key: 'k', code: 'KeyK', ctrlKey: true, metaKey: false, bubbles: true, cancelable: true},
    ]);
    expect(view.listeners.size).toBe(0);
  });

  it('keeps "/" and Cmd+K, but not "/" typed into a field or other keys', () => {
    const view = page();
    expect(view.press({key: '/', target: {tagName: 'INPUT'}})).toBe(false);
    expect(view.press({key: 'a'})).toBe(false);
    expect(view.press({key: 'k'})).toBe(false);
    expect(view.press({key: 'K', metaKey: true})).toBe(true);
    expect(view.press({key: '/', target: {tagName: 'BODY'}})).toBe(true);
    view.hydrate();
    // The last shortcut pressed is the one that counts, once.
    expect(view.dispatched.map(({key}) => key)).toEqual(['/']);
  });

  it('does nothing after hydration, when the search bar listens itself', () => {
    const view = page();
    view.hydrate();
    expect(view.press({key: 'k', ctrlKey: true})).toBe(false);
    expect(view.dispatched).toEqual([]);
  });

  it('names the modifier key of Apple keyboards and of every other keyboard before the page paints', () => {
    for (const [platform, modifier] of [
      ['MacIntel', 'command'],
      ['iPhone', 'command'],
      ['Win32', 'ctrl'],
      ['Linux x86_64', 'ctrl'],
      ['', 'ctrl'],
    ]) {
      expect(page(platform).attributes.get(searchModifierAttribute), platform).toBe(modifier);
    }
  });
});
