import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {authorsFileName, findReleasePostKeys, writeChangelogSource} from './source';

const changelog = `# Changelog

## 3.8.1 (2025-06-06)

Version 3.8.1 records 1 change from 1 committer: 1 bug fix.

### Bug Fix

- \`fix\` [#2](https://github.com/facebook/docusaurus/pull/2) by [@ada](https://github.com/ada)

### Committers

- Ada ([@ada](https://github.com/ada))

## 3.8.0 (2025-05-26)

Version 3.8.0 was a failed or bad publish and records no changes. It was superseded by [3.8.1](#381-2025-06-06), the next newer release.

## 3.7.0 (2025-01-03)

Version 3.7.0 was a failed or bad publish and records no changes. It was superseded by [3.8.0](#380-2025-05-26), the next newer release.
`;

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'changelog-source-'));
  await fs.writeFile(path.join(dir, 'CHANGELOG.md'), changelog);
  await fs.mkdir(path.join(dir, 'releases'));
  await fs.writeFile(path.join(dir, 'releases', '3.8.mdx'), '---\ntitle: Docusaurus 3.8\n---\n');
  await fs.writeFile(path.join(dir, 'releases', 'notes.md'), 'Not a release post.\n');
});

afterEach(async () => {
  await fs.rm(dir, {recursive: true, force: true});
});

function write() {
  return writeChangelogSource({
    changelogFile: path.join(dir, 'CHANGELOG.md'),
    outputDir: path.join(dir, 'out'),
    releasePostsDir: path.join(dir, 'releases'),
    entryUrl: (version) => `/changelog/${version}/`,
    releasePostUrl: (key) => `/blog/releases/${key}/`,
    avatarsUrl: '/changelog/avatars/',
    docsVersionLinks: (version) =>
      version === '3.7.0' ? {docsUrl: '/docs/3.7.0/', versionsPageUrl: '/versions/'} : null,
  });
}

describe('writeChangelogSource', () => {
  it('writes one post per entry and the authors map', async () => {
    const {entries, avatars} = await write();
    expect(entries.map(({version}) => version)).toEqual(['3.8.1', '3.8.0', '3.7.0']);
    expect((await fs.readdir(path.join(dir, 'out'))).sort()).toEqual([
      '3.7.0.mdx',
      '3.8.0.mdx',
      '3.8.1.mdx',
      authorsFileName,
    ]);
    const authors = JSON.parse(await fs.readFile(path.join(dir, 'out', authorsFileName), 'utf8'));
    expect(Object.keys(authors)).toEqual(['@ada']);
    expect([...avatars.keys()]).toEqual(['ada.svg']);
  });

  it('links only the releases whose post exists', async () => {
    await write();
    const read = (version: string) => fs.readFile(path.join(dir, 'out', `${version}.mdx`), 'utf8');
    expect(await read('3.8.0')).toContain('[Docusaurus 3.8 release post](/blog/releases/3.8/)');
    expect(await read('3.7.0')).not.toContain('release post');
    expect(await read('3.8.1')).not.toContain('release post');
  });

  it('links releases that have versioned docs to them and to the versions page', async () => {
    await write();
    const read = (version: string) => fs.readFile(path.join(dir, 'out', `${version}.mdx`), 'utf8');
    expect(await read('3.7.0')).toContain(
      'Its documentation is [version 3.7.0 of the docs](/docs/3.7.0/); the [versions page](/versions/) lists every version.',
    );
    expect(await read('3.8.0')).not.toContain('versions page');
  });

  it('links an entry to another through the page of that entry', async () => {
    await write();
    const read = (version: string) => fs.readFile(path.join(dir, 'out', `${version}.mdx`), 'utf8');
    expect(await read('3.8.0')).toContain('It was superseded by [3.8.1](/changelog/3.8.1/), the next newer release.');
    expect(await read('3.7.0')).toContain('It was superseded by [3.8.0](/changelog/3.8.0/), the next newer release.');
  });

  it('refuses a link to a heading of no entry', async () => {
    await fs.writeFile(path.join(dir, 'CHANGELOG.md'), changelog.replace('#381-2025-06-06', '#381-2025-06-07'));
    await expect(write()).rejects.toThrow('Changelog entry 3.8.0 links to "#381-2025-06-07"');
  });

  it('removes the post of an entry that left the changelog', async () => {
    await write();
    await fs.writeFile(path.join(dir, 'CHANGELOG.md'), changelog.slice(0, changelog.indexOf('## 3.8.0')));
    await write();
    expect((await fs.readdir(path.join(dir, 'out'))).sort()).toEqual(['3.8.1.mdx', authorsFileName]);
  });
});

describe('findReleasePostKeys', () => {
  it('reads major.minor from the file names and accepts a missing folder', async () => {
    expect(await findReleasePostKeys(path.join(dir, 'releases'))).toEqual(new Set(['3.8']));
    expect(await findReleasePostKeys(path.join(dir, 'missing'))).toEqual(new Set());
  });
});
