/**
 * Build-time switches read from the environment (README, "Environment variables"). Kept apart from
 * ./site.ts, which the browser bundle imports and where `process.env` does not exist.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

/**
 * Deploy previews log route changes to the console (spec §4). A build is a
 * deploy preview when this variable is "true" at build time.
 */
export const isDeployPreview = process.env.DEPLOY_PREVIEW === 'true';

/** ROUTER=hash: the copy of the site that opens from disk (README, "A copy that opens from disk"). */
export const hashRouter = process.env.ROUTER === 'hash';

/**
 * Whether `dir` is in a git checkout with its whole history. The "last updated" dates come from it:
 * a shallow clone would date every page to its one commit, and a copy without .git has no dates at all,
 * so both show none rather than a wrong one.
 */
export function hasGitHistory(dir: string): boolean {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return shallow.trim() === 'false';
  } catch {
    return false;
  }
}

/** Pages show the date of their last change when the site's folder has its git history. */
export const showLastUpdateTime = hasGitHistory(path.resolve(__dirname, '..'));
