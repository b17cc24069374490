/**
 * DocSearch 3.9's modal gives each change of its autocomplete state straight to React's `setState`
 * (`B`, minified). It is the one call routed through `client/modalState.ts`; `verifySeams` stops the
 * build when an upgrade changes it.
 */
export const modalStateCall = 'onStateChange:function(e){B(e.state)}';

/** DocSearch's bundle with its state changes handed to `renderModalState` of `helperFile`. */
export function routeModalState(bundle: string, helperFile: string): string {
  return `import {renderModalState} from ${JSON.stringify(helperFile)};\n${bundle.replace(
    modalStateCall,
    'onStateChange:function(e){renderModalState(B,e)}',
  )}`;
}
