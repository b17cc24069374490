import {mkdirSync, readFileSync, writeFileSync} from 'fs';
import path from 'path';

/**
 * @docsearch/react 3.9 bundles autocomplete-core 1.17, whose request cleanup
 * sets the status back to "idle" right after DocSearch has set "error", so the
 * stock "Unable to fetch results" screen never stays up. The modal is served
 * from a copy of the bundle whose cleanup leaves an "error" status alone
 * (the next keystroke sets "loading" as before).
 */
export const statusResetInBundle = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const statusResetKeepingErrors =
  '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

/** Writes the fixed copy of the bundle into `directory` and returns its path. */
export function writePatchedDocSearch(stockBundle: string, directory: string): string {
  const source = readFileSync(stockBundle, 'utf8');
  if (source.split(statusResetInBundle).length !== 2) {
    throw new Error(
      `Local search: ${stockBundle} should contain ${JSON.stringify(statusResetInBundle)} exactly once ` +
        '(the status reset that hides the error screen). Update src/plugins/local-search/patchDocSearch.ts for the new package version.',
    );
  }
  mkdirSync(directory, {recursive: true});
  const patched = path.join(directory, 'docsearch-react.js');
  writeFileSync(patched, source.replace(statusResetInBundle, statusResetKeepingErrors));
  return patched;
}
