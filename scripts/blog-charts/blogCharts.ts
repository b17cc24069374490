/**
 * The charts the release blog shows, as file names under static/img/blog/
 * and SVG text. scripts/generate-blog-charts.mjs writes them; a unit test
 * checks that the committed files are current.
 */
import {renderBarChartSvg} from './barChart';
import {countByCategory, findRelease, minorReleases, preReleaseChangesPerYear, type Release} from './releaseStats';

/** Minor versions that have a release post, each with a category chart. */
export const releasePostVersions = [
  '2.2',
  '2.3',
  '2.4',
  '3.0',
  '3.1',
  '3.2',
  '3.3',
  '3.4',
  '3.5',
  '3.6',
  '3.7',
  '3.8',
] as const;

export type BlogChart = {file: string; svg: string};

export function blogCharts(releases: readonly Release[]): BlogChart[] {
  const perRelease = releasePostVersions.map((minor) => {
    const release = findRelease(releases, `${minor}.0`);
    return {
      file: `releases/${minor}-changes.svg`,
      svg: renderBarChartSvg({
        title: `Docusaurus ${release.version}: ${release.changes.length} changes by category`,
        bars: countByCategory(release).map(({category, count}) => ({label: category, value: count})),
      }),
    };
  });
  const perMinor = {
    file: 'changes-per-minor-release.svg',
    svg: renderBarChartSvg({
      title: 'Changes in each minor release, 2.1.0 to 3.8.0',
      bars: minorReleases(releases, '2.1').map((release) => ({label: release.version, value: release.changes.length})),
      color: '#3578e5',
    }),
  };
  const preReleases = {
    file: 'prerelease-changes-per-year.svg',
    svg: renderBarChartSvg({
      title: 'Docusaurus 2.0 pre-releases: changes per year',
      bars: preReleaseChangesPerYear(releases).map(({year, releases: count, changes}) => ({
        label: `${year} (${count} releases)`,
        value: changes,
      })),
      color: '#3578e5',
    }),
  };
  return [...perRelease, perMinor, preReleases];
}
