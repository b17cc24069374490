import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {renderAvatarSvg} from '../../utils/avatar';
import {parseChangelog, type ChangelogEntry} from './parse';
import {
  authorKey,
  buildContributors,
  releasePostKey,
  renderPostFile,
  resolveEntryLinks,
  sortLikeChangelog,
  truncateMarker,
} from './posts';

function entry(overrides: Partial<ChangelogEntry>): ChangelogEntry {
  return {
    version: '3.8.0',
    date: '2025-05-26',
    summary: 'Version 3.8.0 records 2 changes from 2 committers.',
    details: '### Bug Fix\n\n#### docusaurus\n\n- `fix` [#1](https://github.com/facebook/docusaurus/pull/1)',
    committers: [
      {name: 'Ada', github: 'Ada'},
      {name: null, github: 'linus'},
    ],
    ...overrides,
  };
}

describe('buildContributors', () => {
  it('keeps one author per GitHub handle, whatever its case', () => {
    const {authors, avatars} = buildContributors(
      [
        entry({committers: [{name: null, github: 'Ada'}]}),
        entry({
          version: '3.7.0',
          committers: [
            {name: 'Ada Lovelace', github: 'ada'},
            {name: 'Linus', github: 'linus'},
          ],
        }),
      ],
      '/changelog/avatars/',
    );
    expect(Object.keys(authors)).toEqual(['@ada', '@linus']);
    expect(authors['@ada']).toEqual({
      name: 'Ada Lovelace',
      title: '@Ada',
      url: 'https://github.com/Ada',
      image_url: '/changelog/avatars/ada.svg',
      page: false,
    });
    expect([...avatars.keys()]).toEqual(['ada.svg', 'linus.svg']);
  });

  it('draws each avatar locally from the handle and the name', () => {
    const {avatars} = buildContributors([entry({committers: [{name: null, github: 'linus'}]})], '/a/');
    expect(avatars.get('linus.svg')).toBe(renderAvatarSvg('linus', 'linus'));
  });

  it('orders authors by the releases they committed to, and keeps numeric handles in that order', () => {
    const {authors} = buildContributors(
      [
        entry({
          committers: [
            {name: 'Solo', github: 'solo'},
            {name: 'Often', github: 'often'},
          ],
        }),
        entry({
          version: '3.7.0',
          committers: [
            {name: 'Often', github: 'often'},
            {name: 'Digits', github: '6543'},
          ],
        }),
      ],
      '/a/',
    );
    expect(Object.keys(authors)).toEqual(['@often', '@6543', '@solo']);
  });

  it('covers every committer of the real changelog once, each with an avatar', () => {
    const changelog = fs.readFileSync(path.resolve(__dirname, '../../../CHANGELOG.md'), 'utf8');
    const entries = parseChangelog(changelog);
    const {authors, avatars} = buildContributors(entries, '/changelog/avatars/');
    const handles = new Set(entries.flatMap(({committers}) => committers.map(({github}) => github.toLowerCase())));
    expect(Object.keys(authors)).toHaveLength(handles.size);
    expect(avatars.size).toBe(handles.size);
    expect(Object.keys(authors)[0]).toBe('@slorber');
    for (const author of Object.values(authors)) {
      expect(avatars.get(path.basename(author.image_url))).toMatch(/^<svg /);
    }
  });
});

describe('releasePostKey', () => {
  it('is major.minor for a minor or major release, and null otherwise', () => {
    expect(releasePostKey('3.8.0')).toBe('3.8');
    expect(releasePostKey('2.0.0')).toBe('2.0');
    expect(releasePostKey('3.8.1')).toBeNull();
    expect(releasePostKey('2.0.0-beta.1')).toBeNull();
  });
});

describe('renderPostFile', () => {
  it('writes the front matter the blog plugin needs', () => {
    const file = renderPostFile(entry({}), null);
    const frontMatter = file.split('---\n')[1];
    expect(frontMatter).toBe(
      [
        'title: "3.8.0"',
        'slug: "3.8.0"',
        'date: 2025-05-26',
        `authors: ["${authorKey('Ada')}","${authorKey('linus')}"]`,
        'toc_max_heading_level: 2',
        '',
      ].join('\n'),
    );
  });

  it('cuts the entry after its summary and the release post link', () => {
    const file = renderPostFile(entry({}), {key: '3.8', url: '/blog/releases/3.8/'});
    const [beforeMarker, afterMarker] = file.split(truncateMarker);
    expect(beforeMarker).toContain('Version 3.8.0 records 2 changes');
    expect(beforeMarker).toContain(
      'The [Docusaurus 3.8 release post](/blog/releases/3.8/) walks through this release.',
    );
    expect(afterMarker).toContain('## Bug Fix\n\n### docusaurus');
    expect(afterMarker).not.toMatch(/^#### /m);
  });

  it('gives a bad publish its note, with the link to its successor made a site link, and a truncate marker', () => {
    const file = renderPostFile(
      entry({
        version: '3.3.1',
        summary: 'Version 3.3.1 was a failed or bad publish. It was superseded by [3.3.2](#332-2024-05-03).',
        details: '',
        committers: [],
      }),
      null,
      null,
      new Map([['332-2024-05-03', '/changelog/3.3.2/']]),
    );
    expect(file).toContain('authors: []');
    expect(file.trimEnd().endsWith(`It was superseded by [3.3.2](/changelog/3.3.2/).\n\n${truncateMarker}`)).toBe(true);
  });
});

describe('resolveEntryLinks', () => {
  const entryUrls = new Map([
    ['332-2024-05-03', '/changelog/3.3.2/'],
    ['200-beta14-2021-12-21', '/changelog/2.0.0-beta.14/'],
  ]);

  it('turns links to entry headings into links to the entry pages', () => {
    expect(
      resolveEntryLinks(
        'See [3.3.2](#332-2024-05-03) and [2.0.0-beta.14](#200-beta14-2021-12-21).',
        entryUrls,
        '1.0.0',
      ),
    ).toBe('See [3.3.2](/changelog/3.3.2/) and [2.0.0-beta.14](/changelog/2.0.0-beta.14/).');
  });

  it('leaves other links alone', () => {
    const markdown = '[#11242](https://github.com/facebook/docusaurus/pull/11242) and [docs](/docs/#intro)';
    expect(resolveEntryLinks(markdown, entryUrls, '1.0.0')).toBe(markdown);
  });

  it('refuses a link to a heading that no entry has, rather than leave a broken link', () => {
    expect(() => resolveEntryLinks('[3.3.3](#333-2024-05-04)', entryUrls, '3.3.1')).toThrow(
      'Changelog entry 3.3.1 links to "#333-2024-05-04", which is the heading of no entry.',
    );
  });
});

describe('sortLikeChangelog', () => {
  const post = (title: string, date: string) => ({metadata: {title, date: new Date(date)}});
  const posts = [
    post('3.3.0', '2024-05-03'),
    post('3.2.1', '2024-04-04'),
    post('3.3.2', '2024-05-03'),
    post('3.3.1', '2024-05-03'),
  ];
  const versions = ['3.3.2', '3.3.1', '3.3.0', '3.2.1'];

  it('puts releases of the same day in changelog order, newest first', () => {
    expect(sortLikeChangelog(posts, versions, 'descending').map(({metadata}) => metadata.title)).toEqual(versions);
  });

  it('reverses the whole order for an ascending blog', () => {
    expect(sortLikeChangelog(posts, versions, 'ascending').map(({metadata}) => metadata.title)).toEqual(
      [...versions].reverse(),
    );
  });

  it('sorts by date first, whatever the changelog order', () => {
    expect(
      sortLikeChangelog(
        [post('1.0.0', '2020-01-01'), post('1.1.0', '2021-01-01')],
        ['1.0.0', '1.1.0'],
        'descending',
      ).map(({metadata}) => metadata.title),
    ).toEqual(['1.1.0', '1.0.0']);
  });
});
