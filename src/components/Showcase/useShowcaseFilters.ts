import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePushInPlace} from '../../utils/usePushInPlace';
import {defaultFilters, parseFilters, serializeFilters, type ShowcaseFilters} from './filters';

/** `push` adds a history entry (back undoes it); `replace` rewrites the current one. */
export type HistoryMode = 'push' | 'replace';

/**
 * The showcase filters live in the query string, so a link reproduces a view
 * and back/forward steps through changes. The server renders the unfiltered
 * list; the query string is read once the page has hydrated, which keeps the
 * first client render identical to the HTML. A change keeps the focus on the control that made it, or
 * moves it to `fallbackFocus()` when that control goes away (usePushInPlace).
 */
export function useShowcaseFilters(
  fallbackFocus?: () => HTMLElement | null,
): [ShowcaseFilters, (next: ShowcaseFilters, mode?: HistoryMode) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const pushInPlace = usePushInPlace(fallbackFocus);
  const filters = useMemo(
    () => (isBrowser ? parseFilters(location.search) : defaultFilters),
    [isBrowser, location.search],
  );
  const setFilters = useCallback(
    (next: ShowcaseFilters, mode: HistoryMode = 'push') => {
      const search = serializeFilters(next);
      if (search === serializeFilters(parseFilters(history.location.search))) {
        return;
      }
      const target = {pathname: history.location.pathname, search};
      if (mode === 'push') {
        pushInPlace(target);
      } else {
        history.replace(target);
      }
    },
    [history, pushInPlace],
  );
  return [filters, setFilters];
}
