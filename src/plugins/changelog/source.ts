/** Writes the blog plugin's input, generated from CHANGELOG.md, into a build folder. */
import fs from 'fs/promises';
import path from 'path';
import {entryAnchor, parseChangelog, type ChangelogEntry} from './parse';
import {buildContributors, releasePostKey, renderPostFile, type DocsVersionLinks} from './posts';

export const authorsFileName = 'authors.json';

/** Keys ("3.8") of the release posts present as <key>.md or <key>.mdx in a folder. */
export async function findReleasePostKeys(directory: string): Promise<Set<string>> {
  const files = await fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      return [];
    }
    throw error;
  });
  return new Set(files.flatMap((file) => /^(\d+\.\d+)\.mdx?$/.exec(file)?.[1] ?? []));
}

export type ChangelogSourceParams = {
  changelogFile: string;
  outputDir: string;
  releasePostsDir: string;
  /** URL of the entry of a version, which links between entries point to. */
  entryUrl: (version: string) => string;
  /** URL of the release post with a given key, e.g. "3.8". */
  releasePostUrl: (key: string) => string;
  /** URL the avatar files are served under, ending with "/". */
  avatarsUrl: string;
  /** Links to the docs of a version, for releases that have versioned docs. */
  docsVersionLinks: (version: string) => DocsVersionLinks | null;
};

export type ChangelogSource = {
  entries: ChangelogEntry[];
  avatars: Map<string, string>;
};

export async function writeChangelogSource(params: ChangelogSourceParams): Promise<ChangelogSource> {
  const {changelogFile, outputDir, releasePostsDir, entryUrl, releasePostUrl, avatarsUrl, docsVersionLinks} = params;
  const entries = parseChangelog(await fs.readFile(changelogFile, 'utf8'));
  const entryUrls = new Map(entries.map(({version, date}) => [entryAnchor(version, date), entryUrl(version)]));
  const releasePosts = await findReleasePostKeys(releasePostsDir);
  const {authors, avatars} = buildContributors(entries, avatarsUrl);

  // Start empty so an entry removed from the changelog leaves no stale post behind.
  await fs.rm(outputDir, {recursive: true, force: true});
  await fs.mkdir(outputDir, {recursive: true});
  await fs.writeFile(path.join(outputDir, authorsFileName), `${JSON.stringify(authors, null, 2)}\n`);
  await Promise.all(
    entries.map((entry) => {
      const key = releasePostKey(entry.version);
      const releasePost = key !== null && releasePosts.has(key) ? {key, url: releasePostUrl(key)} : null;
      return fs.writeFile(
        path.join(outputDir, `${entry.version}.mdx`),
        renderPostFile(entry, releasePost, docsVersionLinks(entry.version), entryUrls),
      );
    }),
  );
  return {entries, avatars};
}
