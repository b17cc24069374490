import React, {useEffect, useRef} from 'react';
import ExpandButton from '@theme-original/DocRoot/Layout/Sidebar/ExpandButton';
import type {Props} from '@theme/DocRoot/Layout/Sidebar/ExpandButton';

/** The keys that work a button. */
const activationKeys = new Set(['Enter', ' ']);

/**
 * The stock button (a div with role="button") hands every keydown to `toggleSidebar`, Tab included, so
 * tabbing past it brought the sidebar back: here only Enter and Space toggle, and Space no longer scrolls
 * the page. Other keys go on as usual (the search shortcut, the theme's keyboard focus rings). The button
 * appears when the reader has just hidden the sidebar, whose Collapse button went away with the focus:
 * the focus comes to it rather than falling to <body>.
 */
export default function ExpandButtonWrapper({toggleSidebar}: Props): React.ReactNode {
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
  const toggleOnActivation = (event?: React.SyntheticEvent) => {
    if (event?.type === 'keydown') {
      const {key} = event as React.KeyboardEvent;
      if (!activationKeys.has(key)) {
        return;
      }
      event.preventDefault();
    }
    toggleSidebar();
  };
  return (
    <div ref={wrapper} style={{display: 'contents'}}>
      <ExpandButton toggleSidebar={toggleOnActivation} />
    </div>
  );
}
