/**
 * Build-time switches read from the environment (README, "Environment variables"). Kept apart from
 * ./site.ts, which the browser bundle imports and where `process.env` does not exist.
 */

/**
 * Deploy previews log route changes to the console (spec §4). A build is a
 * deploy preview when this variable is "true" at build time.
 */
export const isDeployPreview = process.env.DEPLOY_PREVIEW === 'true';

/** ROUTER=hash: the copy of the site that opens from disk (README, "A copy that opens from disk"). */
export const hashRouter = process.env.ROUTER === 'hash';
