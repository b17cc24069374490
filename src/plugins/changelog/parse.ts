/** Reads CHANGELOG.md back into one entry per release. */
import {createSlugger} from '@docusaurus/utils';

/** Heading of the list of a release's committers; scripts/changelog/render.ts writes it. */
export const committersHeading = '### Committers';

type ChangelogCommitter = {name: string | null; github: string};

export type ChangelogEntry = {
  version: string;
  /** Publication day, YYYY-MM-DD, as written in the heading. */
  date: string;
  /** First paragraph of the entry. */
  summary: string;
  /** Markdown after the summary: changes by category, then the committers. */
  details: string;
  /** In the order the entry lists them. */
  committers: ChangelogCommitter[];
};

const entryHeading = /^## (.+) \((.+)\)$/gm;

/** x.y.z with an optional prerelease such as "-alpha.19" or "-beta.0". */
const versionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?$/;

const committerLine = /^- (?:(.+) \()?\[@((?:\\.|[^\]\\])+)\]\(https:\/\/github\.com\/[^)\s]+\)\)?$/;

function unescapeMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** The URL segment of an entry: the version itself, checked so it is a safe path segment. */
export function versionSlug(version: string): string {
  if (!versionPattern.test(version)) {
    throw new Error(`Changelog version "${version}" is not a semantic version such as 3.8.1 or 2.0.0-beta.3.`);
  }
  return version;
}

/**
 * The id that GitHub and Docusaurus give the heading of an entry, "## 3.3.2 (2024-05-03)":
 * "332-2024-05-03". CHANGELOG.md links from one entry to another with it.
 */
export function entryAnchor(version: string, date: string): string {
  return createSlugger().slug(`${version} (${date})`);
}

export function parseReleaseDate(date: string, version: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(date)) {
    throw new Error(`Changelog entry ${version} has the date "${date}", which is not a real YYYY-MM-DD day.`);
  }
  return date;
}

function parseCommitters(section: string, version: string): ChangelogCommitter[] {
  return section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => {
      const match = committerLine.exec(line);
      if (!match) {
        throw new Error(`Changelog entry ${version} has a committer line that cannot be read: ${line}`);
      }
      return {name: match[1] === undefined ? null : unescapeMarkdown(match[1]), github: unescapeMarkdown(match[2]!)};
    });
}

function parseEntry(version: string, date: string, body: string): ChangelogEntry {
  const [summary = '', ...rest] = body.trim().split(/\n{2,}/);
  const details = rest.join('\n\n').trim();
  const committersStart = details.indexOf(`${committersHeading}\n`);
  const committers = committersStart === -1 ? [] : parseCommitters(details.slice(committersStart), version);
  if (summary.startsWith('#') || summary === '') {
    throw new Error(`Changelog entry ${version} must open with a summary paragraph.`);
  }
  return {
    version: versionSlug(version),
    date: parseReleaseDate(date, version),
    summary,
    details,
    committers,
  };
}

export function parseChangelog(markdown: string): ChangelogEntry[] {
  const headings = [...markdown.matchAll(entryHeading)];
  const entries = headings.map((heading, index) => {
    const bodyEnd = headings[index + 1]?.index ?? markdown.length;
    const body = markdown.slice(heading.index + heading[0].length, bodyEnd);
    return parseEntry(heading[1]!, heading[2]!, body);
  });
  const seen = new Set<string>();
  const anchors = new Map<string, string>();
  for (const {version, date} of entries) {
    if (seen.has(version)) {
      throw new Error(`Changelog lists version ${version} twice.`);
    }
    seen.add(version);
    const anchor = entryAnchor(version, date);
    const sharing = anchors.get(anchor);
    if (sharing !== undefined) {
      throw new Error(`Changelog entries ${sharing} and ${version} have the same heading id "${anchor}".`);
    }
    anchors.set(anchor, version);
  }
  return entries;
}
