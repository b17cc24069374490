/**
 * Figures about Docusaurus releases, computed from src/data/releases.json so
 * that the blog's charts and its tests count the same way.
 */
import type {Release} from '../../src/data/releases';

export type {Release};

/** Changelog sections in the order the release notes print them. */
const categoryOrder = [
  'Breaking Change',
  'New Feature',
  'Bug Fix',
  'Performance',
  'Polish',
  'Documentation',
  'Dependencies',
  'Maintenance',
  'Internal',
];

export function findRelease(releases: readonly Release[], version: string): Release {
  const release = releases.find((candidate) => candidate.version === version);
  if (!release) {
    throw new Error(`No release ${version} in releases.json`);
  }
  return release;
}

/** Number of changes per changelog category, known categories first. */
export function countByCategory(release: Release): {category: string; count: number}[] {
  const counts = new Map<string, number>();
  for (const change of release.changes) {
    const category = change.category ?? 'Uncategorised';
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  const rank = (category: string) => {
    const index = categoryOrder.indexOf(category);
    return index === -1 ? categoryOrder.length : index;
  };
  return [...counts.entries()]
    .map(([category, count]) => ({category, count}))
    .sort((a, b) => rank(a.category) - rank(b.category));
}

/** Version numbers "major.minor.patch", compared numerically; pre-releases excluded. */
function parseStableVersion(version: string): [number, number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** The x.y.0 releases from `fromMinor` (e.g. "2.1") on, oldest first. */
export function minorReleases(releases: readonly Release[], fromMinor: string): Release[] {
  const [fromMajor, fromMinorNumber] = fromMinor.split('.').map(Number) as [number, number];
  return releases
    .filter((release) => {
      const parsed = parseStableVersion(release.version);
      if (!parsed || parsed[2] !== 0) {
        return false;
      }
      return parsed[0] > fromMajor || (parsed[0] === fromMajor && parsed[1] >= fromMinorNumber);
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Changes of the 2.0 alpha, beta and release-candidate versions, per calendar year. */
export function preReleaseChangesPerYear(
  releases: readonly Release[],
): {year: string; releases: number; changes: number}[] {
  const years = new Map<string, {releases: number; changes: number}>();
  for (const release of releases) {
    if (!release.version.startsWith('2.0.0-')) {
      continue;
    }
    const year = release.date.slice(0, 4);
    const entry = years.get(year) ?? {releases: 0, changes: 0};
    entry.releases += 1;
    entry.changes += release.changes.length;
    years.set(year, entry);
  }
  return [...years.entries()].map(([year, entry]) => ({year, ...entry})).sort((a, b) => a.year.localeCompare(b.year));
}
