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
      items: [
        {label: 'Community hub', to: '/community/'},
        {label: 'Support', to: '/community/support/'},
        {label: 'Contributing', to: '/community/contributing/'},
        {label: 'Showcase', to: '/showcase/'},
        {label: 'Feature requests', to: '/feature-requests/'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog/'},
        {label: 'Changelog', to: '/changelog/'},
        {label: 'Source code', href: repositoryUrl},
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Privacy', to: '/privacy/'},
        {label: 'Accessibility', to: '/accessibility/'},
      ],
    },
  ],
  logo: {alt: 'Docusaurus logo', src: 'img/logo.svg', width: 48, height: 48, href: '/'},
  copyright: `Copyright © ${new Date().getFullYear()} the contributors of this documentation site. Built with Docusaurus.`,
} satisfies Preset.ThemeConfig['footer'];
