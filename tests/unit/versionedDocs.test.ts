import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../..');

describe('released docs versions', () => {
  it('are what scripts/cut-versions.mjs makes of docs/, so a docs change reaches them', () => {
    const run = spawnSync(process.execPath, [path.join(siteDir, 'scripts/cut-versions.mjs'), '--check'], {
      encoding: 'utf8',
    });
    // On failure, stderr names the files of versioned_docs/ that differ.
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
