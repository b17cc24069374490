import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../../../utils/whenIdle';

let registrationScheduled = false;

/** Calls back once Docusaurus has marked the page hydrated (`<html data-has-hydrated="true">`). */
function whenHydrated(callback: () => void): void {
  const root = document.documentElement;
  const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  if (hydrated()) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (hydrated()) {
      observer.disconnect();
      callback();
    }
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * Runs the PWA plugin's own registration module once the first page has hydrated, in the next idle
 * period. Run as the plugin runs it, a client module evaluated with main.js, it fetched workbox-window
 * and sw.js (some 400 KB with its precache list) and started the worker while React was hydrating
 * the page, taking the network and a CPU core from it on a phone.
 */
const registerWhenIdle: ClientModule = {
  onRouteDidUpdate() {
    if (registrationScheduled || !('serviceWorker' in navigator)) {
      return;
    }
    registrationScheduled = true;
    const register = () => void import('@docusaurus/plugin-pwa/lib/registerSw.js');
    // Where there is no idle callback, the timer lets the work queued with hydration run first.
    whenHydrated(() => whenIdle(register, {timeout: 5000, fallbackDelay: 500}));
  },
};

export default registerWhenIdle;
