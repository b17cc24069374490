import {repositoryUrl} from '../../../config/site';

export type {Change, Committer, Release} from '../../data/releases';

const repositoryPullUrl = `${repositoryUrl}/pull/`;

export function pullRequestUrl(pr: number): string {
  return `${repositoryPullUrl}${pr}`;
}

/** Profile URL of a GitHub account; app accounts ("name[bot]") live under /apps/. */
export function githubProfileUrl(handle: string): string {
  const app = /^(.+)\[bot\]$/.exec(handle);
  return app ? `https://github.com/apps/${app[1]}` : `https://github.com/${handle}`;
}
