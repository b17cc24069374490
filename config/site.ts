/**
 * Facts about the site that several config pieces, components, scripts and tests share. Constants
 * fixed by the spec live here once, named. Plain values only: components in the browser bundle
 * import this file too (build-time switches read from the environment live in ./environment.ts).
 */
export const siteTitle = 'Docusaurus';
export const siteTagline = 'Versioned documentation and a blog, from Markdown to a fast static site.';
export const siteUrl = 'https://docs.example.org';

/** The framework's repository: its issues, pull requests and source. */
export const repositoryUrl = 'https://github.com/facebook/docusaurus';

/**
 * This site's own repository, whose layout the edit links follow (docs/, versioned_docs/, community/,
 * blog/ at its root), and where readers report problems with the site (the accessibility page). Change it
 * here when the repository moves; config/plugins.ts derives the rest.
 */
export const siteRepositoryUrl = 'https://github.com/docusaurus-docs/site';

/** Where "Edit this page" sends a reader: the editor of the file on the default branch. */
export const editBaseUrl = `${siteRepositoryUrl}/edit/main/`;

/** Primary and background colours of each colour mode (spec §9); src/css/custom.css declares the same. */
export const siteColors = {
  light: {primary: '#2e8555', background: '#ffffff'},
  dark: {primary: '#25c2a0', background: '#181920'},
} as const;

/** The brand colour: the light primary, used for icons, charts and the browser's theme colour. */
export const brandColor = siteColors.light.primary;

/** Width at and below which the theme shows the mobile layout (spec §9). */
export const desktopBreakpointPx = 996;

/** Suffix appended to the theme's browser-storage keys (spec §9). */
export const storageNamespace = 'docusaurus-site';
