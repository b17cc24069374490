import type * as Preset from '@docusaurus/preset-classic';
import {repositoryUrl} from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', to: '/docs/'},
        {label: 'CLI reference', to: '/docs/cli/'},
        {label: 'Versions', to: '/versions/'},
      ],
    },
    {
      title: 'Community',
      items: [{label: 'Community hub', to: '/community/'}],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog/'},
        {label: 'Source code', href: repositoryUrl},
      ],
    },
    {
      title: 'Legal',
      items: [{label: 'Privacy', to: '/privacy/'}],
    },
  ],
  logo: {alt: 'Docusaurus logo', src: 'img/logo.svg', width: 48, height: 48, href: '/'},
  copyright: `Copyright © ${new Date().getFullYear()} the contributors of this documentation site. Built with Docusaurus.`,
} satisfies Preset.ThemeConfig['footer'];
