import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';
import {searchModifierAttribute} from '../../searchShortcut';

type Props = ComponentPropsWithoutRef<'button'> & {text: string; ariaLabel: string};

/**
 * The search button, drawn with DocSearch's own classes (and so its stylesheet): importing the stock
 * component would bring the whole DocSearch bundle, modal included, into every page's JavaScript.
 * The server cannot know the platform's modifier key, so the button carries both key caps' labels and
 * styles.css shows the one named on <html> by the script that runs before the page paints: the key caps
 * keep their width through hydration, and the navbar does not shift.
 */
export default forwardRef<HTMLButtonElement, Props>(function SearchButton({text, ariaLabel, ...props}, ref) {
  // The label's shortcut is not painted, so it can wait for hydration.
  const [modifierName, setModifierName] = useState<string | null>(null);
  useEffect(
    () =>
      setModifierName(
        document.documentElement.getAttribute(searchModifierAttribute) === 'command' ? 'Command' : 'Ctrl',
      ),
    [],
  );
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={modifierName ? `${ariaLabel} (${modifierName}+K)` : ariaLabel}
      ref={ref}
      {...props}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" viewBox="0 0 20 20" className="DocSearch-Search-Icon" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6.5" fill="none" stroke="currentColor" />
          <path d="M13.5 13.5l5 5" fill="none" stroke="currentColor" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>
      <span className="DocSearch-Button-Keys local-search-keys">
        <kbd className="DocSearch-Button-Key local-search-modifier-key">
          <span className="local-search-modifier-command">⌘</span>
          <span className="local-search-modifier-ctrl">Ctrl</span>
        </kbd>
        <kbd className="DocSearch-Button-Key">K</kbd>
      </span>
    </button>
  );
});
