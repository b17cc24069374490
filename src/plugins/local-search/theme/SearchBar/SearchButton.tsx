import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';

type Props = ComponentPropsWithoutRef<'button'> & {text: string; ariaLabel: string};

/** Apple keyboards name the modifier Command; every other keyboard, Ctrl. */
type Modifier = {label: string; name: string};

function platformModifier(): Modifier {
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform)
    ? {label: '⌘', name: 'Command'}
    : {label: 'Ctrl', name: 'Ctrl'};
}

/**
 * The search button, drawn with DocSearch's own classes (and so its stylesheet): importing the stock
 * component would bring the whole DocSearch bundle, modal included, into every page's JavaScript.
 * The keys it shows depend on the platform, which the server cannot know: they appear after hydration.
 */
export default forwardRef<HTMLButtonElement, Props>(function SearchButton({text, ariaLabel, ...props}, ref) {
  const [modifier, setModifier] = useState<Modifier | null>(null);
  useEffect(() => setModifier(platformModifier()), []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={modifier ? `${ariaLabel} (${modifier.name}+K)` : ariaLabel}
      ref={ref}
      {...props}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" viewBox="0 0 20 20" className="DocSearch-Search-Icon" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6.5" fill="none" stroke="currentColor" />
          <path d="M13.5 13.5l5 5" fill="none" stroke="currentColor" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className="DocSearch-Button-Key local-search-modifier-key">{modifier.label}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
