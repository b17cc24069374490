/**
 * Turns changelog entries into what the blog plugin reads: one MDX post per
 * release and an authors map of every committer, with generated avatars.
 */
import {renderAvatarSvg} from '../../utils/avatar';
import {githubProfileUrl} from './releases';
import {versionSlug, type ChangelogEntry} from './parse';

/** Marks where the list pages cut an entry: right after its summary. */
export const truncateMarker = '{/* truncate */}';

/** An entry of the generated authors map, in the blog plugin's authors.yml shape. */
type ChangelogAuthor = {
  name: string;
  title: string;
  url: string;
  image_url: string;
  page: false;
};

export type Contributors = {
  /** Keyed by authorKey(handle); most releases first. */
  authors: Record<string, ChangelogAuthor>;
  /** SVG markup by file name, one per author. */
  avatars: Map<string, string>;
};

/**
 * GitHub handles are case-insensitive; the "@" keeps keys such as "6543" from
 * being treated as array indexes, which would reorder the map.
 */
export function authorKey(handle: string): string {
  return `@${handle.toLowerCase()}`;
}

function avatarFileName(handle: string): string {
  return `${handle.toLowerCase()}.svg`;
}

/** Every committer once, named as their newest entry names them. */
export function buildContributors(entries: ChangelogEntry[], avatarsUrl: string): Contributors {
  const byKey = new Map<string, {handle: string; name: string | null; releases: number}>();
  for (const entry of entries) {
    for (const {github, name} of entry.committers) {
      const key = authorKey(github);
      const known = byKey.get(key);
      if (known) {
        known.releases += 1;
        known.name ??= name;
      } else {
        byKey.set(key, {handle: github, name, releases: 1});
      }
    }
  }
  const sorted = [...byKey].sort(([keyA, a], [keyB, b]) => b.releases - a.releases || keyA.localeCompare(keyB));
  const authors: Record<string, ChangelogAuthor> = {};
  const avatars = new Map<string, string>();
  for (const [key, {handle, name}] of sorted) {
    const fileName = avatarFileName(handle);
    authors[key] = {
      name: name ?? handle,
      title: `@${handle}`,
      url: githubProfileUrl(handle),
      image_url: `${avatarsUrl}${fileName}`,
      page: false,
    };
    avatars.set(fileName, renderAvatarSvg(handle, name ?? handle));
  }
  return {authors, avatars};
}

/** "3.8" for 3.8.0; null for patches and prereleases, which get no release post. */
export function releasePostKey(version: string): string | null {
  const match = /^(\d+\.\d+)\.0$/.exec(version);
  return match ? match[1]! : null;
}

/** Moves headings up one level: "###" categories become the post's "##" sections. */
function promoteHeadings(markdown: string): string {
  return markdown.replace(/^#(#{2,6}) /gm, '$1 ');
}

export type ReleasePost = {key: string; url: string};

/** Where the docs of a release with its own docs version live. */
export type DocsVersionLinks = {docsUrl: string; versionsPageUrl: string};

/** Site URL of each entry, keyed by the id of its heading in CHANGELOG.md (see entryAnchor). */
export type EntryUrls = ReadonlyMap<string, string>;

/**
 * CHANGELOG.md links one entry to another by heading id, "[3.3.2](#332-2024-05-03)",
 * which only works inside that file: on the site each entry is a page of its own.
 */
export function resolveEntryLinks(markdown: string, entryUrls: EntryUrls, version: string): string {
  return markdown.replace(/\]\(#([^)\s]*)\)/g, (_link, anchor: string) => {
    const url = entryUrls.get(anchor);
    if (url === undefined) {
      throw new Error(`Changelog entry ${version} links to "#${anchor}", which is the heading of no entry.`);
    }
    return `](${url})`;
  });
}

export function renderPostFile(
  entry: ChangelogEntry,
  releasePost: ReleasePost | null,
  docsVersion: DocsVersionLinks | null = null,
  entryUrls: EntryUrls = new Map(),
): string {
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(entry.version)}`,
    `slug: ${JSON.stringify(versionSlug(entry.version))}`,
    `date: ${entry.date}`,
    `authors: ${JSON.stringify(entry.committers.map(({github}) => authorKey(github)))}`,
    // Package headings can be long lists; the table of contents keeps to categories.
    'toc_max_heading_level: 2',
    '---',
  ].join('\n');
  const intro = [resolveEntryLinks(entry.summary, entryUrls, entry.version)];
  if (releasePost) {
    intro.push(`The [Docusaurus ${releasePost.key} release post](${releasePost.url}) walks through this release.`);
  }
  if (docsVersion) {
    intro.push(
      `Its documentation is [version ${entry.version} of the docs](${docsVersion.docsUrl}); the [versions page](${docsVersion.versionsPageUrl}) lists every version.`,
    );
  }
  const blocks = [frontMatter, ...intro, truncateMarker];
  if (entry.details !== '') {
    blocks.push(promoteHeadings(resolveEntryLinks(entry.details, entryUrls, entry.version)));
  }
  return `${blocks.join('\n\n')}\n`;
}

type SortablePost = {metadata: {title: string; date: Date}};

/**
 * Newest first, and releases published the same day in changelog order: the
 * blog plugin sorts by date alone, leaving same-day releases in file order.
 */
export function sortLikeChangelog<Post extends SortablePost>(
  posts: Post[],
  versions: string[],
  direction: 'descending' | 'ascending',
): Post[] {
  const position = new Map(versions.map((version, index) => [version, index]));
  const newestFirst = [...posts].sort(
    (a, b) =>
      b.metadata.date.getTime() - a.metadata.date.getTime() ||
      (position.get(a.metadata.title) ?? Infinity) - (position.get(b.metadata.title) ?? Infinity),
  );
  return direction === 'ascending' ? newestFirst.reverse() : newestFirst;
}
