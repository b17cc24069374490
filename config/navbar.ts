import type * as Preset from '@docusaurus/preset-classic';
import type {HtmlTagObject} from '@docusaurus/types';
import {repositoryUrl, siteTitle} from './site';
import {dogfoodingNavbarItem} from '../_dogfooding/dogfooding.config';

type Navbar = NonNullable<Preset.ThemeConfig['navbar']>;
type NavbarItem = NonNullable<Navbar['items']>[number];

/**
 * The Tests dropdown doubles as a catalogue of navbar item kinds, so that each
 * kind the theme supports is rendered somewhere on every page.
 */
const testsDropdown = {
  type: 'dropdown',
  label: 'Tests',
  position: 'left',
  items: [
    {label: 'Test area index', to: '/tests/'},
    {label: 'Test pages', to: '/tests/pages/'},
    {type: 'html', value: '<hr class="navbar-dropdown-separator" aria-hidden="true">'},
    {type: 'doc', docId: 'introduction', label: 'Doc link: introduction'},
    {type: 'docsVersion', label: 'Docs version link: current docs'},
  ],
} satisfies NavbarItem;

export const navbar = {
  title: siteTitle,
  hideOnScroll: true,
  logo: {alt: 'Docusaurus logo', src: 'img/logo.svg', width: 32, height: 32},
  items: [
    {type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left'},
    {type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left'},
    {to: '/blog/', label: 'Blog', position: 'left'},
    {to: '/showcase/', label: 'Showcase', position: 'left'},
    {to: '/community/', label: 'Community', position: 'left', activeBaseRegex: '^/community/'},
    testsDropdown,
    dogfoodingNavbarItem,
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: [{to: '/versions/', label: 'All versions'}],
    },
    {type: 'localeDropdown', position: 'right'},
    {href: repositoryUrl, position: 'right', className: 'header-github-link', 'aria-label': 'Source repository'},
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;

/**
 * Holds the first paint until the parser has passed the navbar, that is, reached the main wrapper that
 * follows it (the theme's skip-to-content target). A page arriving slowly was painted with the navbar
 * cut off after some of its right-hand items: the rest then pushed them aside, a layout shift.
 */
export const navbarParsedBeforePaint = {
  tagName: 'link',
  attributes: {rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render'},
} satisfies HtmlTagObject;
