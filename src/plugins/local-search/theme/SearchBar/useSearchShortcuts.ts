import {useEffect, type RefObject} from 'react';

type Shortcuts = {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** A letter or digit typed while the button has focus: the modal opens with it as the query. */
  openWithQuery: (key: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

function isTypingInto(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

/**
 * Ctrl/Cmd+K toggles the modal, "/" opens it unless the reader is typing in a field, Escape closes it:
 * DocSearch's shortcuts. Before hydration, ../../searchShortcut.ts keeps them.
 */
export function useSearchShortcuts({isOpen, open, close, openWithQuery, buttonRef}: Shortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // Until the page is marked hydrated, the pre-hydration script keeps a shortcut and presses it
      // again afterwards: acting on the first press too would open the modal, then toggle it shut.
      if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') {
        return;
      }
      const modalKey = event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      const slash = event.key === '/' && !isOpen && !isTypingInto(event.target);
      const escape = event.key === 'Escape' && isOpen;
      if (modalKey || slash || escape) {
        event.preventDefault();
        if (isOpen) {
          close();
        } else {
          open();
        }
        return;
      }
      const plainKey = !event.ctrlKey && !event.metaKey && !event.altKey && /^[a-z0-9]$/i.test(event.key);
      if (!isOpen && plainKey && buttonRef.current === document.activeElement) {
        // Else the key would also land in the modal's input once it takes focus.
        event.preventDefault();
        openWithQuery(event.key);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close, openWithQuery, buttonRef]);
}
