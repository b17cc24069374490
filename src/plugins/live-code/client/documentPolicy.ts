import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Whether the Content-Security-Policy this document came with allows eval. Hosts send that policy with
 * the pages whose server HTML holds a live code block, and only those (config/hosting.ts); the policy
 * then stays for the whole visit, whatever page client-side navigation shows. A client module of the
 * plugin, so that it is read when the app starts, while the page is still the server's HTML.
 */
export const documentAllowsEval =
  !ExecutionEnvironment.canUseDOM || document.querySelector('[data-live-code-language]') !== null;

/** Marks the history entry that was loaded again for its live code. */
const reloadedFor = 'liveCodeReloadedFor';

/**
 * A full load of the current page, at most once for a history entry: a page whose host still sends no
 * policy that allows eval (one without per-page headers) shows the editor's refusal rather than reload
 * forever.
 */
export const reloadOnce = {
  wouldReload(): boolean {
    return (window.history.state as Record<string, unknown> | null)?.[reloadedFor] !== window.location.href;
  },
  reload(): void {
    window.history.replaceState({...window.history.state, [reloadedFor]: window.location.href}, '');
    window.location.reload();
  },
};
