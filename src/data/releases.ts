/** Shapes of the release facts in src/data/releases.json. */

export type Committer = {
  /** Display name; null when the release notes gave only a handle. */
  name: string | null;
  /** GitHub handle, without the leading "@". */
  github: string;
};

export type Change = {
  /** Heading the change was filed under; null for early free-form notes. */
  category: string | null;
  packages: string[];
  pr: number | null;
  /** Conventional-commit type such as "fix" or "feat". */
  type: string | null;
  scope: string | null;
  /** GitHub handle of the pull request author. */
  author: string | null;
};

export type Release = {
  version: string;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  committers: Committer[];
  /** Empty for a publish that failed and recorded nothing. */
  changes: Change[];
};
