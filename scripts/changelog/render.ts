/**
 * Renders CHANGELOG.md from the release facts. Every sentence is built from
 * counts and fields of the data: there are no pull request titles to quote.
 */
import {groupBy} from '../../src/plugins/local-search/engine/groupBy';
import {
  githubProfileUrl,
  pullRequestUrl,
  type Change,
  type Committer,
  type Release,
} from '../../src/plugins/changelog/releases';
import {committersHeading, entryAnchor} from '../../src/plugins/changelog/parse';

export const changelogIntro = [
  '# Changelog',
  '',
  'One entry per published version of Docusaurus, newest first. This file is generated from',
  '`src/data/releases.json` by `scripts/generate-changelog.mjs`: edit the data, then run',
  '`node scripts/generate-changelog.mjs`, never this file.',
].join('\n');

/** Breaking changes named in a summary before the rest are left to the list. */
const summaryBreakingLimit = 5;

/** Packages named in a summary as the most touched. */
const summaryPackageLimit = 3;

/** Nouns (singular, plural) for the categories found in the release notes. */
const categoryNouns: Record<string, [string, string]> = {
  'Breaking Change': ['breaking change', 'breaking changes'],
  'New Feature': ['new feature', 'new features'],
  Features: ['feature', 'features'],
  'Bug Fix': ['bug fix', 'bug fixes'],
  'Bug Fixes': ['bug fix', 'bug fixes'],
  Fixes: ['fix', 'fixes'],
  Performance: ['performance change', 'performance changes'],
  'Performance Improvement': ['performance improvement', 'performance improvements'],
  Polish: ['polish change', 'polish changes'],
  Documentation: ['documentation change', 'documentation changes'],
  Dependencies: ['dependency update', 'dependency updates'],
  Maintenance: ['maintenance change', 'maintenance changes'],
  Internal: ['internal change', 'internal changes'],
  Others: ['other change', 'other changes'],
};

/** Label of the group holding changes filed under no category. */
const uncategorisedLabel = 'Uncategorised';

const markdownSpecialCharacters = /[\\`*_[\]<>{}$|#~!&]/g;

/** Escapes text so Markdown and MDX show it literally. */
export function escapeMarkdown(text: string): string {
  return text.replace(markdownSpecialCharacters, (character) => `\\${character}`);
}

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** "a", "a and b", "a, b and c". */
function joinList(items: string[]): string {
  if (items.length <= 1) {
    return items.join('');
  }
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function describeCategoryCount(category: string | null, count: number): string {
  if (category === null) {
    return plural(count, 'uncategorised change');
  }
  const nouns = categoryNouns[category];
  return nouns ? plural(count, ...nouns) : `${count} filed under “${category}”`;
}

/** A change with no type, pull request or author: nothing about it can be listed. */
function isBareChange(change: Change): boolean {
  return change.type === null && change.pr === null && change.author === null;
}

function countBy<T>(items: T[], keysOf: (item: T) => (string | null)[]): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const item of items) {
    for (const key of keysOf(item)) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

function mostTouchedPackages(changes: Change[], limit = summaryPackageLimit): [string, number][] {
  const counts = countBy(changes, (change) => change.packages) as Map<string, number>;
  return [...counts]
    .sort(([nameA, countA], [nameB, countB]) => countB - countA || nameA.localeCompare(nameB))
    .slice(0, limit);
}

function code(text: string): string {
  return `\`${text}\``;
}

function pullRequestLink(pr: number): string {
  return `[#${pr}](${pullRequestUrl(pr)})`;
}

function handleLink(handle: string): string {
  return `[@${escapeMarkdown(handle)}](${githubProfileUrl(handle)})`;
}

function describePackages(packages: string[]): string {
  if (packages.length === 0) {
    return 'no recorded package';
  }
  if (packages.length <= 3) {
    return joinList(packages.map(code));
  }
  return `${packages.slice(0, 2).map(code).join(', ')} and ${plural(packages.length - 2, 'other package')}`;
}

function describeBreakingChange(change: Change): string {
  const where = change.pr === null ? 'a change with no pull request recorded' : pullRequestLink(change.pr);
  return `${where} (${describePackages(change.packages)})`;
}

function summariseBreakingChanges(changes: Change[]): string | null {
  const breaking = changes.filter((change) => change.category === 'Breaking Change');
  if (breaking.length === 0) {
    return null;
  }
  const named = breaking.slice(0, summaryBreakingLimit).map(describeBreakingChange);
  if (breaking.length === 1) {
    return `One change is breaking: ${named[0]}.`;
  }
  if (breaking.length <= summaryBreakingLimit) {
    return `${breaking.length} changes are breaking: ${joinList(named)}.`;
  }
  return `${breaking.length} changes are breaking, the first ${summaryBreakingLimit} listed being ${joinList(named)}.`;
}

function summarisePackages(changes: Change[]): string {
  const top = mostTouchedPackages(changes);
  if (top.length === 0) {
    return 'No package is recorded.';
  }
  if (top.length === 1) {
    const [name, count] = top[0]!;
    return `The only package recorded is ${code(name)} (${plural(count, 'change')}).`;
  }
  const [[firstName, firstCount], ...rest] = top as [[string, number], ...[string, number][]];
  const named = [
    `${code(firstName)} (${plural(firstCount, 'change')})`,
    ...rest.map(([name, count]) => `${code(name)} (${count})`),
  ];
  return `The packages touched most often are ${joinList(named)}.`;
}

function summariseBareChanges(changes: Change[]): string | null {
  const bare = changes.filter(isBareChange).length;
  if (bare === 0) {
    return null;
  }
  if (bare === changes.length) {
    return bare === 1
      ? 'It has no type, pull request or author recorded.'
      : 'None of them has a type, pull request or author recorded.';
  }
  return `${plural(bare, 'change')} ${bare === 1 ? 'has' : 'have'} no type, pull request or author recorded.`;
}

/** A release that records no changes: the publish failed or went out broken. */
export function isBadPublish(release: Release): boolean {
  return release.changes.length === 0;
}

/**
 * The release that supersedes the one at `index`: the next newer release, listed
 * just before it since the data runs newest first. Null for the newest release.
 */
export function supersedingRelease(releases: readonly Release[], index: number): Release | null {
  return index > 0 ? (releases[index - 1] ?? null) : null;
}

/** Links to an entry through its heading id, which works in CHANGELOG.md and on the site alike. */
function entryLink(release: Release): string {
  return `[${release.version}](#${entryAnchor(release.version, release.date)})`;
}

function renderBadPublishNote(release: Release, successor: Release | null): string {
  const note = `Version ${release.version} was a failed or bad publish and records no changes.`;
  return successor === null
    ? `${note} No newer release is listed to supersede it.`
    : `${note} It was superseded by ${entryLink(successor)}, the next newer release.`;
}

/**
 * The paragraph that opens an entry: counts, packages, committers and breaking
 * changes, or for a bad publish the release that superseded it.
 */
export function renderSummary(release: Release, successor: Release | null = null): string {
  const {changes, committers} = release;
  if (isBadPublish(release)) {
    return renderBadPublishNote(release, successor);
  }
  const breakdown = [...countBy(changes, (change) => [change.category])].map(([category, count]) =>
    describeCategoryCount(category, count),
  );
  const source = committers.length > 0 ? `from ${plural(committers.length, 'committer')}` : 'and no committer';
  const sentences = [
    `Version ${release.version} records ${plural(changes.length, 'change')} ${source}: ${joinList(breakdown)}.`,
    summariseBareChanges(changes),
    summarisePackages(changes),
    summariseBreakingChanges(changes),
  ];
  return sentences.filter((sentence) => sentence !== null).join(' ');
}

function typeAndScope(change: Change): string | null {
  if (change.type === null && change.scope === null) {
    return null;
  }
  return code(`${change.type ?? ''}${change.scope === null ? '' : `(${change.scope})`}`);
}

/** One list item: type(scope), pull request link and author, each when recorded. */
export function renderChangeLine(change: Change): string {
  const parts = [typeAndScope(change), change.pr === null ? null : pullRequestLink(change.pr)].filter(
    (part) => part !== null,
  );
  const author = change.author === null ? null : `by ${handleLink(change.author)}`;
  const missing = [change.pr === null && 'no pull request', change.author === null && 'no author'].filter(Boolean);
  const note = missing.length > 0 ? `(${missing.join(', ')} recorded)` : null;
  return `- ${[...parts, author, note].filter((part) => part !== null).join(' ')}`;
}

function renderLines(changes: Change[]): string[] {
  const listed = changes.filter((change) => !isBareChange(change)).map(renderChangeLine);
  const bare = changes.length - listed.length;
  if (bare > 0) {
    listed.push(`- ${plural(bare, 'change')} with no type, pull request or author recorded`);
  }
  return listed;
}

/** Changes grouped by category, then by the set of packages they touch, in recorded order. */
export function renderChanges(changes: Change[]): string {
  const blocks: string[] = [];
  for (const [category, inCategory] of groupBy(changes, (change) => change.category ?? uncategorisedLabel)) {
    blocks.push(`### ${escapeMarkdown(category)}`);
    const byPackages = groupBy(inCategory, (change) => change.packages.join(', '));
    const withoutPackage = byPackages.get('');
    if (withoutPackage) {
      blocks.push(renderLines(withoutPackage).join('\n'));
    }
    for (const [packages, inGroup] of byPackages) {
      if (packages !== '') {
        blocks.push(`#### ${escapeMarkdown(packages)}`, renderLines(inGroup).join('\n'));
      }
    }
  }
  return blocks.join('\n\n');
}

/** Committers ordered by the changes they authored in the release, then as recorded. */
export function orderCommitters(release: Release): Committer[] {
  const authored = countBy(release.changes, (change) => [change.author]);
  return release.committers
    .map((committer, index) => ({committer, index, count: authored.get(committer.github) ?? 0}))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map(({committer}) => committer);
}

function renderCommitterLine(committer: Committer): string {
  const link = handleLink(committer.github);
  return committer.name === null ? `- ${link}` : `- ${escapeMarkdown(committer.name)} (${link})`;
}

export function renderRelease(release: Release, successor: Release | null = null): string {
  const blocks = [`## ${release.version} (${release.date})`, renderSummary(release, successor)];
  if (release.changes.length > 0) {
    blocks.push(renderChanges(release.changes));
  }
  if (release.committers.length > 0) {
    blocks.push(
      committersHeading,
      'Ordered by the number of changes each authored in this release.',
      orderCommitters(release).map(renderCommitterLine).join('\n'),
    );
  }
  return blocks.join('\n\n');
}

/** Throws unless the releases run newest first, the order that "next newer" relies on. */
function assertNewestFirst(releases: readonly Release[]): void {
  releases.forEach((release, index) => {
    const newer = supersedingRelease(releases, index);
    if (newer !== null && newer.date < release.date) {
      throw new Error(
        `Releases must be listed newest first, but ${newer.version} (${newer.date}) comes before ${release.version} (${release.date}).`,
      );
    }
  });
}

export function renderChangelog(releases: Release[]): string {
  assertNewestFirst(releases);
  const entries = releases.map((release, index) => renderRelease(release, supersedingRelease(releases, index)));
  return `${[changelogIntro, ...entries].join('\n\n')}\n`;
}
