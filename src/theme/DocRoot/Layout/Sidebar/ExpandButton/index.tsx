import React, {useEffect, useRef} from 'react';
import ExpandButton from '@theme-original/DocRoot/Layout/Sidebar/ExpandButton';
import type {Props} from '@theme/DocRoot/Layout/Sidebar/ExpandButton';

/** The keys that work a button. */
const activationKeys = new Set(['Enter', ' ']);

/**
 * The stock button (a div with role="button") toggles the sidebar on any key, Tab included, so tabbing
 * past it brought the sidebar back: only Enter and Space reach it here, and Space no longer scrolls the
 * page. It appears when the reader has just hidden the sidebar, whose Collapse button went away with the
 * focus: the focus comes to it rather than falling to <body>.
 */
export default function ExpandButtonWrapper(props: Props): React.ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The hidden Collapse button may still hold the focus until the browser's next rendering step.
    const focused = document.activeElement;
    const hidden = (element: Element) =>
      element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden';
    if (!focused || focused === document.body || hidden(focused)) {
      wrapper.current?.querySelector<HTMLElement>('[role="button"]')?.focus();
    }
  }, []);
  return (
    <div
      ref={wrapper}
      style={{display: 'contents'}}
      onKeyDownCapture={(event) => {
        if (!activationKeys.has(event.key)) {
          event.stopPropagation();
        } else if (event.key === ' ') {
          event.preventDefault();
        }
      }}>
      <ExpandButton {...props} />
    </div>
  );
}
