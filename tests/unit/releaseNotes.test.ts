import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import versions from '../../versions.json';
import {releaseNotesPath} from '../../src/utils/releaseNotes';

const siteDir = path.resolve(__dirname, '../..');

describe('releaseNotesPath', () => {
  it('links a patch version to the post of its minor version', () => {
    expect(releaseNotesPath('3.8.1')).toBe('/blog/releases/3.8/');
    expect(releaseNotesPath('3.7.0')).toBe('/blog/releases/3.7/');
  });

  it('rejects a version without a minor number', () => {
    expect(() => releaseNotesPath('current')).toThrow(/major\.minor\.patch/);
  });

  // The build checks the links too; this names the missing post before a long build.
  it.each(versions)('finds the release post of docs version %s', (version) => {
    const postPath = releaseNotesPath(version).replace(/^\/blog\/|\/$/g, '');
    expect(existsSync(path.join(siteDir, 'blog', `${postPath}.mdx`))).toBe(true);
  });
});
