/**
 * Where the release notes of a docs version live. Every link to release notes
 * goes through this one function, so moving the notes means changing one line.
 * Today the notes are the release posts of the blog, one post per minor
 * version, so 3.8.1 points to the 3.8 post.
 */
export function releaseNotesPath(version: string): string {
  const [major, minor] = version.split('.');
  if (major === undefined || minor === undefined) {
    throw new Error(`Release notes need a "major.minor.patch" version, got "${version}"`);
  }
  return `/blog/releases/${major}.${minor}/`;
}
