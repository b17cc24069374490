import React from 'react';

/**
 * A documentation page in miniature: navbar, sidebar, headings and a code
 * block. Colours are theme variables, so it follows the colour mode.
 */
export default function HeroIllustration({className}: {className?: string}): React.ReactNode {
  return (
    <svg className={className} viewBox="0 0 480 340" width="480" height="340" aria-hidden="true" focusable="false">
      <rect
        x="8"
        y="8"
        width="464"
        height="324"
        rx="16"
        fill="var(--ifm-background-surface-color)"
        stroke="var(--ifm-color-emphasis-300)"
        strokeWidth="2"
      />
      <path d="M8 24a16 16 0 0 1 16-16h432a16 16 0 0 1 16 16v20H8z" fill="var(--ifm-color-emphasis-200)" />
      <circle cx="30" cy="26" r="5" fill="#ff5f57" />
      <circle cx="48" cy="26" r="5" fill="#febc2e" />
      <circle cx="66" cy="26" r="5" fill="#28c840" />
      <rect x="150" y="18" width="220" height="16" rx="8" fill="var(--ifm-background-surface-color)" />
      <rect x="8" y="44" width="120" height="288" fill="var(--ifm-color-emphasis-100)" />
      <g fill="var(--ifm-color-emphasis-400)">
        <rect x="24" y="64" width="80" height="8" rx="4" />
        <rect x="24" y="84" width="64" height="8" rx="4" />
        <rect x="24" y="124" width="72" height="8" rx="4" />
        <rect x="24" y="144" width="56" height="8" rx="4" />
        <rect x="24" y="164" width="76" height="8" rx="4" />
      </g>
      <rect x="18" y="100" width="98" height="16" rx="4" fill="var(--ifm-color-primary)" opacity="0.25" />
      <rect x="24" y="104" width="70" height="8" rx="4" fill="var(--ifm-color-primary)" />
      <rect x="152" y="68" width="190" height="16" rx="5" fill="var(--ifm-font-color-base)" />
      <g fill="var(--ifm-color-emphasis-400)">
        <rect x="152" y="98" width="290" height="8" rx="4" />
        <rect x="152" y="114" width="260" height="8" rx="4" />
        <rect x="152" y="130" width="278" height="8" rx="4" />
      </g>
      <rect x="152" y="154" width="296" height="92" rx="10" fill="#282a36" />
      <g fill="#bd93f9">
        <rect x="168" y="172" width="48" height="8" rx="4" />
        <rect x="168" y="220" width="36" height="8" rx="4" />
      </g>
      <g fill="#50fa7b">
        <rect x="224" y="172" width="96" height="8" rx="4" />
        <rect x="184" y="188" width="120" height="8" rx="4" />
      </g>
      <rect x="184" y="204" width="160" height="8" rx="4" fill="#f8f8f2" opacity="0.7" />
      <rect x="152" y="264" width="120" height="12" rx="5" fill="var(--ifm-font-color-base)" />
      <g fill="var(--ifm-color-emphasis-400)">
        <rect x="152" y="288" width="280" height="8" rx="4" />
        <rect x="152" y="304" width="210" height="8" rx="4" />
      </g>
      <rect x="360" y="264" width="88" height="56" rx="8" fill="var(--ifm-color-primary)" opacity="0.15" />
      <path
        d="M380 300l14-16 12 10 16-18"
        fill="none"
        stroke="var(--ifm-color-primary)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
