/**
 * Facts about the site that several config pieces share. Constants fixed by
 * the spec live here once, named.
 */
export const siteTitle = 'Docusaurus';
export const siteTagline = 'Versioned documentation and a blog, from Markdown to a fast static site.';
export const siteUrl = 'https://docs.example.org';
export const repositoryUrl = 'https://github.com/facebook/docusaurus';

/** Width at and below which the theme shows the mobile layout (spec §9). */
export const desktopBreakpointPx = 996;

/** Suffix appended to the theme's browser-storage keys (spec §9). */
export const storageNamespace = 'docusaurus-site';

/**
 * Deploy previews log route changes to the console (spec §4). A build is a
 * deploy preview when this variable is "true" at build time.
 */
export const isDeployPreview = process.env.DEPLOY_PREVIEW === 'true';
