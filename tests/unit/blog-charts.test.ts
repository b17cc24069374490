import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import releases from '../../src/data/releases.json';
import {renderBarChartSvg} from '../../scripts/blog-charts/barChart';
import {blogCharts} from '../../scripts/blog-charts/blogCharts';
import {
  countByCategory,
  findRelease,
  minorReleases,
  preReleaseChangesPerYear,
} from '../../scripts/blog-charts/releaseStats';

describe('release statistics', () => {
  it('counts the changes of 3.8.0 per category, in release-note order', () => {
    expect(countByCategory(findRelease(releases, '3.8.0'))).toEqual([
      {category: 'New Feature', count: 14},
      {category: 'Bug Fix', count: 36},
      {category: 'Performance', count: 14},
      {category: 'Polish', count: 3},
      {category: 'Documentation', count: 4},
      {category: 'Dependencies', count: 18},
      {category: 'Maintenance', count: 21},
    ]);
  });

  it('lists the minor releases from 2.1.0 to 3.8.0, oldest first, without patches or pre-releases', () => {
    expect(minorReleases(releases, '2.1').map((release) => release.version)).toEqual([
      '2.1.0',
      '2.2.0',
      '2.3.0',
      '2.4.0',
      '3.0.0',
      '3.1.0',
      '3.2.0',
      '3.3.0',
      '3.4.0',
      '3.5.0',
      '3.6.0',
      '3.7.0',
      '3.8.0',
    ]);
  });

  it('groups the 2.0 pre-releases by year', () => {
    const years = preReleaseChangesPerYear(releases);
    expect(years.map((year) => year.year)).toEqual(['2019', '2020', '2021', '2022']);
    expect(years.reduce((sum, year) => sum + year.releases, 0)).toBe(76);
  });

  it('refuses an unknown version', () => {
    expect(() => findRelease(releases, '9.9.9')).toThrow('No release 9.9.9');
  });
});

describe('bar chart', () => {
  it('names the chart for assistive technology and escapes labels', () => {
    const svg = renderBarChartSvg({title: 'A & B', bars: [{label: '<x>', value: 3}]});
    expect(svg).toContain('aria-label="A &amp; B"');
    expect(svg).toContain('<title>A &amp; B</title>');
    expect(svg).toContain('&lt;x&gt;');
  });

  it('draws the longest bar for the largest value', () => {
    const svg = renderBarChartSvg({
      title: 'T',
      bars: [
        {label: 'small', value: 1},
        {label: 'large', value: 4},
      ],
    });
    const widths = [...svg.matchAll(/<rect x="190"[^>]*width="(\d+)"/g)].map((match) => Number(match[1]));
    expect(widths).toHaveLength(2);
    expect(widths[1]).toBeGreaterThan(widths[0]!);
  });
});

describe('committed blog charts', () => {
  it.each(blogCharts(releases).map((chart) => [chart.file, chart.svg] as const))(
    'static/img/blog/%s matches releases.json (run scripts/generate-blog-charts.mjs)',
    (file, svg) => {
      expect(readFileSync(new URL(`../../static/img/blog/${file}`, import.meta.url), 'utf8')).toBe(svg);
    },
  );
});
