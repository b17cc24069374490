import {describe, expect, it} from 'vitest';
import {
  escapeMarkdown,
  isBadPublish,
  orderCommitters,
  renderChangeLine,
  renderChangelog,
  renderChanges,
  renderRelease,
  renderSummary,
  supersedingRelease,
} from './render';
import type {Change, Committer, Release} from '../../src/plugins/changelog/releases';

function change(overrides: Partial<Change>): Change {
  return {category: 'Bug Fix', packages: ['docusaurus'], pr: 1, type: 'fix', scope: null, author: 'ada', ...overrides};
}

function release(changes: Change[], committers: Committer[] = [{name: 'Ada', github: 'ada'}]): Release {
  return {version: '9.1.0', date: '2030-01-02', committers, changes};
}

describe('renderSummary', () => {
  it('counts the changes of each category in the order they were recorded', () => {
    const summary = renderSummary(
      release([
        change({category: 'New Feature', pr: 10}),
        change({category: 'Bug Fix', pr: 11}),
        change({category: 'Bug Fix', pr: 12}),
        change({category: 'Dependencies', pr: 13}),
      ]),
    );
    expect(summary).toMatch(
      /^Version 9\.1\.0 records 4 changes from 1 committer: 1 new feature, 2 bug fixes and 1 dependency update\./,
    );
  });

  it('names the three packages touched most, ties in alphabetical order', () => {
    const summary = renderSummary(
      release([
        change({packages: ['docusaurus', 'docusaurus-utils']}),
        change({packages: ['docusaurus']}),
        change({packages: ['docusaurus-theme-classic']}),
        change({packages: ['create-docusaurus']}),
      ]),
    );
    expect(summary).toContain(
      'The packages touched most often are `docusaurus` (2 changes), `create-docusaurus` (1) and `docusaurus-theme-classic` (1).',
    );
  });

  it('lists breaking changes with their packages and pull request links', () => {
    const summary = renderSummary(
      release([
        change({category: 'Breaking Change', pr: 7, packages: ['docusaurus-plugin-content-docs']}),
        change({category: 'Breaking Change', pr: 8, packages: ['a', 'b', 'c', 'd']}),
      ]),
    );
    expect(summary).toContain(
      '2 changes are breaking: [#7](https://github.com/facebook/docusaurus/pull/7) (`docusaurus-plugin-content-docs`) and ' +
        '[#8](https://github.com/facebook/docusaurus/pull/8) (`a`, `b` and 2 other packages).',
    );
  });

  it('names at most five breaking changes', () => {
    const breaking = Array.from({length: 7}, (_, index) => change({category: 'Breaking Change', pr: 100 + index}));
    const summary = renderSummary(release(breaking));
    expect(summary).toContain('7 changes are breaking, the first 5 listed being');
    expect(summary).toContain('#104');
    expect(summary).not.toContain('#105');
  });

  it('calls a release without changes a bad publish and links the release that superseded it', () => {
    const successor = {...release([change({})]), version: '9.1.1', date: '2030-01-03'};
    expect(renderSummary(release([], []), successor)).toBe(
      'Version 9.1.0 was a failed or bad publish and records no changes. ' +
        'It was superseded by [9.1.1](#911-2030-01-03), the next newer release.',
    );
  });

  it('says so when no newer release supersedes a bad publish', () => {
    expect(renderSummary(release([], []))).toBe(
      'Version 9.1.0 was a failed or bad publish and records no changes. No newer release is listed to supersede it.',
    );
  });

  it('handles free-form entries whose fields are all null', () => {
    const bare = change({category: null, packages: [], pr: null, type: null, author: null});
    expect(renderSummary(release([bare, bare], []))).toBe(
      'Version 9.1.0 records 2 changes and no committer: 2 uncategorised changes. ' +
        'None of them has a type, pull request or author recorded. No package is recorded.',
    );
  });
});

describe('change lines', () => {
  it('holds the type and scope, the pull request link and the author', () => {
    expect(renderChangeLine(change({type: 'feat', scope: 'theme', pr: 11242, author: 'slorber'}))).toBe(
      '- `feat(theme)` [#11242](https://github.com/facebook/docusaurus/pull/11242) by [@slorber](https://github.com/slorber)',
    );
  });

  it('says which facts are missing instead of inventing them', () => {
    expect(renderChangeLine(change({type: null, author: null, pr: 1896}))).toBe(
      '- [#1896](https://github.com/facebook/docusaurus/pull/1896) (no author recorded)',
    );
    expect(renderChangeLine(change({pr: null}))).toBe(
      '- `fix` by [@ada](https://github.com/ada) (no pull request recorded)',
    );
  });

  it('links bot accounts to their GitHub app page', () => {
    expect(renderChangeLine(change({type: 'chore', author: 'dependabot[bot]', pr: 5}))).toContain(
      'by [@dependabot\\[bot\\]](https://github.com/apps/dependabot)',
    );
  });

  it('groups changes by category, then by the packages they touch', () => {
    const markdown = renderChanges([
      change({category: 'Bug Fix', packages: ['docusaurus'], pr: 1}),
      change({category: 'Polish', packages: [], pr: 2}),
      change({category: 'Bug Fix', packages: ['docusaurus-utils', 'docusaurus'], pr: 3}),
      change({category: 'Bug Fix', packages: ['docusaurus'], pr: 4}),
      change({category: 'Polish', packages: [], pr: null, type: null, author: null}),
    ]);
    expect(markdown.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      '### Bug Fix',
      '#### docusaurus',
      '#### docusaurus-utils, docusaurus',
      '### Polish',
    ]);
    expect(markdown).toMatch(/#### docusaurus\n\n- `fix` \[#1\].*\n- `fix` \[#4\]/);
    expect(markdown).toContain('- 1 change with no type, pull request or author recorded');
  });
});

describe('committers', () => {
  it('come most active first, then in recorded order, with escaped names', () => {
    const entry = renderRelease(
      release(
        [change({author: 'grace'}), change({author: 'grace'}), change({author: 'linus'})],
        [
          {name: 'Ada | Team', github: 'ada'},
          {name: null, github: 'linus'},
          {name: 'Grace [GH]', github: 'grace'},
        ],
      ),
    );
    expect(entry.split('\n').filter((line) => line.startsWith('- ') && !line.includes('#'))).toEqual([
      '- Grace \\[GH\\] ([@grace](https://github.com/grace))',
      '- [@linus](https://github.com/linus)',
      '- Ada \\| Team ([@ada](https://github.com/ada))',
    ]);
    expect(orderCommitters(release([], [{name: 'A', github: 'a'}]))).toEqual([{name: 'A', github: 'a'}]);
  });

  it('escapes the characters that Markdown or MDX would interpret', () => {
    expect(escapeMarkdown('a{b}<c>*d*_e_$f$')).toBe('a\\{b\\}\\<c\\>\\*d\\*\\_e\\_\\$f\\$');
  });
});

describe('bad publishes', () => {
  const versions = (
    [
      ['3.3.2', '2024-05-03', 1],
      ['3.3.1', '2024-05-03', 0],
      ['3.3.0', '2024-05-03', 2],
      ['2.0.0-beta.13', '2021-12-10', 0],
      ['2.0.0-beta.12', '2021-12-10', 0],
    ] as const
  ).map(([version, date, changes]) => ({
    ...release(
      Array.from({length: changes}, (_, pr) => change({pr})),
      changes === 0 ? [] : [{name: 'Ada', github: 'ada'}],
    ),
    version,
    date,
  }));

  it('are the releases that record no changes', () => {
    expect(versions.filter(isBadPublish).map(({version}) => version)).toEqual([
      '3.3.1',
      '2.0.0-beta.13',
      '2.0.0-beta.12',
    ]);
  });

  it('are superseded by the next newer release, even one that is itself a bad publish', () => {
    expect(supersedingRelease(versions, 1)?.version).toBe('3.3.2');
    expect(supersedingRelease(versions, 4)?.version).toBe('2.0.0-beta.13');
    expect(supersedingRelease(versions, 0)).toBeNull();
  });

  it('name their successor in the changelog, with a link to its heading', () => {
    const changelog = renderChangelog(versions);
    expect(changelog).toContain(
      '## 3.3.1 (2024-05-03)\n\nVersion 3.3.1 was a failed or bad publish and records no changes. ' +
        'It was superseded by [3.3.2](#332-2024-05-03), the next newer release.\n\n## 3.3.0',
    );
    expect(changelog).toContain(
      'It was superseded by [2.0.0-beta.13](#200-beta13-2021-12-10), the next newer release.',
    );
  });

  it('need the releases newest first, or "next newer" would name the wrong one', () => {
    expect(() => renderChangelog([...versions].reverse())).toThrow(
      'Releases must be listed newest first, but 2.0.0-beta.13 (2021-12-10) comes before 3.3.0 (2024-05-03).',
    );
  });
});
