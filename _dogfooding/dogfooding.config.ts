import type {PluginConfig} from '@docusaurus/types';

/**
 * Everything under /tests is wired from here: remove these two exports' uses
 * in config/ and the test area disappears from the product.
 */
export const dogfoodingPlugins: PluginConfig[] = [
  [
    'content-pages',
    {id: 'pages-tests', path: '_dogfooding/_pages', routeBasePath: '/tests'},
  ],
];

/** A navbar item of a custom type, rendered only on pages under /tests. */
export const dogfoodingNavbarItem = {
  type: 'custom-dogfoodingNavbarItem',
  content: '🐶',
  position: 'right' as const,
};
