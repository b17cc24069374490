import {describe, expect, it} from 'vitest';
import versions from '../../versions.json';
import releases from '../../src/data/releases.json';
import {releaseNotesPath} from '../../src/utils/releaseNotes';

describe('releaseNotesPath', () => {
  it('links a version to its changelog entry', () => {
    expect(releaseNotesPath('3.8.1')).toBe('/changelog/3.8.1/');
    expect(releaseNotesPath('2.0.0-beta.21')).toBe('/changelog/2.0.0-beta.21/');
  });

  it('rejects a version that is not a release number', () => {
    expect(() => releaseNotesPath('current')).toThrow(/major\.minor\.patch/);
  });

  // The build checks the links too; this names the missing entry before a long build.
  it.each(versions)('finds a changelog entry for docs version %s', (version) => {
    expect(releases.map((release) => release.version)).toContain(version);
  });
});
