import {afterEach, describe, expect, it, vi} from 'vitest';

/** Called when the client module loads the PWA plugin's registration module. */
const registration = vi.fn();

/**
 * A fresh copy of the client module, in a browser that has service workers and idle callbacks, on a
 * page that hydrated already or that Docusaurus marks hydrated when `markHydrated` is called.
 */
async function loadClientModule({hydrated = true} = {}) {
  vi.resetModules();
  registration.mockClear();
  vi.doMock('@docusaurus/plugin-pwa/lib/registerSw.js', () => {
    registration();
    return {};
  });
  const idleCallbacks: (() => void)[] = [];
  const attributes = new Map(hydrated ? [['data-has-hydrated', 'true']] : []);
  let notifyObserver = () => {};
  vi.stubGlobal('navigator', {serviceWorker: {}});
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('document', {documentElement: {getAttribute: (name: string) => attributes.get(name) ?? null}});
  vi.stubGlobal(
    'MutationObserver',
    class {
      constructor(callback: () => void) {
        notifyObserver = callback;
      }
      observe() {}
      disconnect() {
        notifyObserver = () => {};
      }
    },
  );
  const markHydrated = () => {
    attributes.set('data-has-hydrated', 'true');
    notifyObserver();
  };
  const {default: clientModule} = await import('./registerWhenIdle');
  const route = {location: {pathname: '/'}, previousLocation: null} as never;
  return {clientModule, idleCallbacks, route, markHydrated};
}

describe('registerWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the registration module only in the idle time after the first page has hydrated', async () => {
    const {clientModule, idleCallbacks, route} = await loadClientModule();
    expect(idleCallbacks).toHaveLength(0);
    clientModule.onRouteDidUpdate!(route);
    expect(idleCallbacks).toHaveLength(1);
    expect(registration).not.toHaveBeenCalled();
    idleCallbacks[0]!();
    await vi.waitFor(() => expect(registration).toHaveBeenCalledTimes(1));
  });

  it('waits for Docusaurus to mark the page hydrated, which comes after the first render', async () => {
    const {clientModule, idleCallbacks, route, markHydrated} = await loadClientModule({hydrated: false});
    clientModule.onRouteDidUpdate!(route);
    expect(idleCallbacks).toHaveLength(0);
    markHydrated();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]!();
    await vi.waitFor(() => expect(registration).toHaveBeenCalledTimes(1));
  });

  it('schedules the registration once, whatever the later navigations', async () => {
    const {clientModule, idleCallbacks, route} = await loadClientModule();
    clientModule.onRouteDidUpdate!(route);
    clientModule.onRouteDidUpdate!({location: {pathname: '/blog/'}, previousLocation: {pathname: '/'}} as never);
    expect(idleCallbacks).toHaveLength(1);
  });

  it('does nothing in a browser without service workers', async () => {
    const {clientModule, idleCallbacks, route} = await loadClientModule();
    vi.stubGlobal('navigator', {});
    clientModule.onRouteDidUpdate!(route);
    expect(idleCallbacks).toHaveLength(0);
  });
});
