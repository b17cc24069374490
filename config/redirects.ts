import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/** Pages that moved: old URLs keep working through client-side redirects. */
export const redirects = [
  {from: '/docs/support', to: '/community/support/'},
  {from: '/docs/team', to: '/community/team/'},
  {from: '/docs/resources', to: '/community/resources/'},
  {from: '/docs/api/misc/docusaurus-init', to: '/docs/api/misc/create-docusaurus/'},
] satisfies ClientRedirectsOptions['redirects'];

export const clientRedirectsOptions = {
  redirects,
  // `/installation.html` style links from older hosts land on the page.
  fromExtensions: ['html', 'htm'],
} satisfies ClientRedirectsOptions;
