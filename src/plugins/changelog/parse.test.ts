import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {entryAnchor, parseChangelog, parseReleaseDate, versionSlug} from './parse';
import {changelogIntro, renderRelease} from '../../../scripts/changelog/render';

const committed = fs.readFileSync(path.resolve(__dirname, '../../../CHANGELOG.md'), 'utf8');

describe('parseChangelog', () => {
  const entries = parseChangelog(committed);

  it('finds one entry per release, newest first', () => {
    expect(entries).toHaveLength(106);
    expect(entries[0]).toMatchObject({version: '3.8.1', date: '2025-06-06'});
    expect(entries.at(-1)).toMatchObject({version: '2.0.0-alpha.19', date: '2019-06-07'});
  });

  it('reads the summary, the details and the committers of an entry', () => {
    const entry = entries[0]!;
    expect(entry.summary).toMatch(/^Version 3\.8\.1 records 10 changes from 7 committers/);
    expect(entry.details).toMatch(/^### Bug Fix\n/);
    expect(entry.details).toContain('### Committers');
    expect(entry.committers).toHaveLength(7);
    expect(entry.committers[0]).toEqual({name: 'Sébastien Lorber', github: 'slorber'});
  });

  it('keeps a committer recorded without a name', () => {
    const entry = entries.find(({version}) => version === '3.8.0')!;
    expect(entry.committers).toContainEqual({name: null, github: 'cylewaitforit'});
  });

  it('reads a bad publish as a summary with no details and no committers', () => {
    expect(entries.find(({version}) => version === '3.3.1')).toEqual({
      version: '3.3.1',
      date: '2024-05-03',
      summary:
        'Version 3.3.1 was a failed or bad publish and records no changes. ' +
        'It was superseded by [3.3.2](#332-2024-05-03), the next newer release.',
      details: '',
      committers: [],
    });
  });

  it('finds the entry behind every link to a heading id', () => {
    const anchors = new Set(entries.map(({version, date}) => entryAnchor(version, date)));
    const links = entries.flatMap(({summary, details}) =>
      [...`${summary}\n${details}`.matchAll(/\]\(#([^)]*)\)/g)].map((match) => match[1]!),
    );
    expect(links).toHaveLength(7);
    expect(links.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });

  it('gets back the names that Markdown escaping changed', () => {
    const markdown = renderRelease({
      version: '9.0.0',
      date: '2030-01-01',
      committers: [
        {name: 'Dmitry | Team', github: 'dmitry'},
        {name: 'Josue [4tro] (A)', github: 'josue'},
        {name: 'Under_score {x}', github: '6543'},
      ],
      changes: [],
    });
    expect(parseChangelog(`${changelogIntro}\n\n${markdown}\n`)[0]!.committers).toEqual([
      {name: 'Dmitry | Team', github: 'dmitry'},
      {name: 'Josue [4tro] (A)', github: 'josue'},
      {name: 'Under_score {x}', github: '6543'},
    ]);
  });

  it('rejects an entry without a summary and a version listed twice', () => {
    expect(() => parseChangelog('## 1.0.0 (2020-01-01)\n\n### Bug Fix\n')).toThrow(/1\.0\.0 must open with a summary/);
    expect(() => parseChangelog('## 1.0.0 (2020-01-01)\n\nA.\n\n## 1.0.0 (2020-01-02)\n\nB.\n')).toThrow(
      /lists version 1\.0\.0 twice/,
    );
  });
});

describe('entryAnchor', () => {
  it('is the id that GitHub gives the heading: dots and parentheses dropped, spaces as hyphens', () => {
    expect(entryAnchor('3.3.2', '2024-05-03')).toBe('332-2024-05-03');
    expect(entryAnchor('2.0.0-beta.14', '2021-12-21')).toBe('200-beta14-2021-12-21');
  });

  it('is unique to each entry of a changelog', () => {
    expect(() => parseChangelog('## 1.0.0-a.1 (2020-01-01)\n\nA.\n\n## 1.0.0-a1 (2020-01-01)\n\nB.\n')).toThrow(
      'Changelog entries 1.0.0-a.1 and 1.0.0-a1 have the same heading id "100-a1-2020-01-01".',
    );
  });
});

describe('versionSlug', () => {
  it('is the version itself, prereleases included', () => {
    expect(versionSlug('3.8.1')).toBe('3.8.1');
    expect(versionSlug('2.0.0-alpha.19')).toBe('2.0.0-alpha.19');
    expect(versionSlug('2.0.0-beta.0')).toBe('2.0.0-beta.0');
  });

  it('refuses what is not a version, so no entry gets an unsafe URL', () => {
    for (const version of ['3.8', '../3.8.1', '3.8.1 final', '3.8.1/']) {
      expect(() => versionSlug(version)).toThrow(`"${version}" is not a semantic version`);
    }
  });
});

describe('parseReleaseDate', () => {
  it('accepts a real day and refuses an impossible or malformed one', () => {
    expect(parseReleaseDate('2024-02-29', '3.1.1')).toBe('2024-02-29');
    expect(() => parseReleaseDate('2025-02-30', '3.8.0')).toThrow('3.8.0 has the date "2025-02-30"');
    expect(() => parseReleaseDate('26/05/2025', '3.8.0')).toThrow(/not a real YYYY-MM-DD day/);
  });

  it('is checked for every entry of the file', () => {
    expect(() => parseChangelog('## 1.0.0 (2020-13-01)\n\nSummary.\n')).toThrow('1.0.0 has the date "2020-13-01"');
  });
});
