import {useCallback, useEffect, useRef} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

type Place = {focused: Element | null; scrollX: number; scrollY: number};

/**
 * history.push() for a change of the query string that is not a new page (a filter of the showcase or
 * of the feature board), which leaves the focus and the scroll position where they were.
 *
 * The theme treats every pushed location without a hash as a new page: it moves the focus to the top of
 * the page (theme-common's skip-to-content "reset"), which scrolls there too. A keyboard user who toggled
 * a filter had to Tab back down to it. Once the new location has rendered, the focus goes back to the
 * element that had it or, when that element has left the page (a "Clear filters" button that the clearing
 * hides), to `fallbackFocus()` (a stable function), and the page back to where it was.
 */
export function usePushInPlace(
  fallbackFocus?: () => HTMLElement | null,
): (location: {pathname: string; search: string}) => void {
  const history = useHistory();
  const location = useLocation();
  const place = useRef<Place | null>(null);

  useEffect(() => {
    const before = place.current;
    place.current = null;
    if (!before) {
      return;
    }
    // A microtask: after every effect of this render, the theme's reset among them, whichever runs first.
    queueMicrotask(() => {
      const target = before.focused?.isConnected ? before.focused : fallbackFocus?.();
      if (target instanceof HTMLElement && target !== document.body && target !== document.activeElement) {
        target.focus({preventScroll: true});
      }
      window.scrollTo(before.scrollX, before.scrollY);
    });
  }, [location, fallbackFocus]);

  return useCallback(
    (next) => {
      place.current = {focused: document.activeElement, scrollX: window.scrollX, scrollY: window.scrollY};
      history.push(next);
    },
    [history],
  );
}
