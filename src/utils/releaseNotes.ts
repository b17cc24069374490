/**
 * Where the release notes of a docs version live: its changelog entry. Every
 * link to release notes goes through this one function.
 */
export function releaseNotesPath(version: string): string {
  if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
    throw new Error(`Release notes need a "major.minor.patch" version, got "${version}"`);
  }
  return `/changelog/${version}/`;
}
