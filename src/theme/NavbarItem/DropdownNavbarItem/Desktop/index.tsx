import React from 'react';
import Desktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

/** The stock toggle's own key handler: Enter shows or hides the menu. */
function pressEnter(toggle: HTMLElement): void {
  toggle.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
}

/**
 * The stock dropdown's toggle (a link with role="button") answers Enter only. As a button, it also opens
 * with Space; Escape, on the toggle or in the menu, closes the menu and gives the focus back to the toggle.
 * The stock component keeps its open state to itself, so both keys go through its Enter handler.
 */
export default function DesktopWrapper(props: Props): React.ReactNode {
  return (
    // The div only hears the keys of the toggle and links inside it, which are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      style={{display: 'contents'}}
      onKeyDown={(event) => {
        const dropdown = (event.target as HTMLElement).closest('.dropdown');
        const toggle = dropdown?.querySelector<HTMLElement>('[aria-haspopup]');
        if (!toggle) {
          return;
        }
        if (event.key === ' ' && event.target === toggle) {
          event.preventDefault();
          pressEnter(toggle);
        } else if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
          toggle.focus();
          pressEnter(toggle);
        }
      }}>
      <Desktop {...props} />
    </div>
  );
}
