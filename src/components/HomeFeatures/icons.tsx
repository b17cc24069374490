import React, {type ReactNode} from 'react';

/** Line icons on a 32 px grid, drawn in the current text colour. */
function Icon({children}: {children: ReactNode}): ReactNode {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {children}
    </svg>
  );
}

export function MarkdownIcon(): ReactNode {
  return (
    <Icon>
      <rect x="3" y="7" width="26" height="18" rx="3" />
      <path d="M8 20v-8l3.5 4 3.5-4v8M21 12v8m-3-3 3 3 3-3" />
    </Icon>
  );
}

export function VersionsIcon(): ReactNode {
  return (
    <Icon>
      <path d="M16 4 4 10l12 6 12-6z" />
      <path d="m4 16 12 6 12-6" />
      <path d="m4 22 12 6 12-6" />
    </Icon>
  );
}

export function TranslationIcon(): ReactNode {
  return (
    <Icon>
      <circle cx="16" cy="16" r="12" />
      <path d="M4 16h24M16 4c3.5 3.5 5 7.5 5 12s-1.5 8.5-5 12c-3.5-3.5-5-7.5-5-12s1.5-8.5 5-12z" />
    </Icon>
  );
}

export function SearchIcon(): ReactNode {
  return (
    <Icon>
      <circle cx="14" cy="14" r="8" />
      <path d="m20 20 8 8M10.5 14h7" />
    </Icon>
  );
}

export function BlogIcon(): ReactNode {
  return (
    <Icon>
      <path d="M6 26h20M8 22l2-6L22 4l4 4-12 12z" />
      <path d="m19 7 4 4" />
    </Icon>
  );
}

export function ThemeIcon(): ReactNode {
  return (
    <Icon>
      <path d="M16 4a12 12 0 1 0 0 24c1.7 0 2.5-1 2.5-2.3 0-1.6-1.5-2.2-1.5-3.7 0-1.4 1-2 2.5-2H23a5 5 0 0 0 5-5C28 9 22.6 4 16 4z" />
      <circle cx="10" cy="14" r="1.5" />
      <circle cx="14" cy="9" r="1.5" />
      <circle cx="21" cy="10" r="1.5" />
    </Icon>
  );
}
