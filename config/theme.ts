import type * as Preset from '@docusaurus/preset-classic';
import {additionalPrismLanguages, darkCodeTheme, lightCodeTheme} from './prism';
import {navbar} from './navbar';
import {footer} from './footer';
import {search} from './search';

export const announcementBar = {
  // Change the id to show the bar again to visitors who closed it.
  id: 'release-3-8-1',
  content: 'Docusaurus 3.8.1 is out. Read <a href="/blog/releases/3.8/">what changed in 3.8</a>.',
  backgroundColor: '#1b4332',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies Preset.ThemeConfig['announcementBar'];

export const themeConfig = {
  image: 'img/social-card.png',
  metadata: [{name: 'keywords', content: 'documentation, static site generator, react, mdx'}],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  announcementBar,
  navbar,
  footer,
  algolia: search,
  docs: {
    sidebar: {hideable: true, autoCollapseCategories: true},
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    additionalLanguages: additionalPrismLanguages,
    magicComments: [
      {
        className: 'theme-code-block-highlighted-line',
        line: 'highlight-next-line',
        block: {start: 'highlight-start', end: 'highlight-end'},
      },
      {className: 'code-block-error-line', line: 'This will error'},
    ],
  },
  liveCodeBlock: {playgroundPosition: 'bottom'},
  mermaid: {theme: {light: 'neutral', dark: 'dark'}},
} satisfies Preset.ThemeConfig;
