import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import releases from '../../src/data/releases.json';
import {renderChangelog} from './render';
import type {Release} from '../../src/plugins/changelog/releases';

const siteDir = path.resolve(__dirname, '../..');

describe('CHANGELOG.md', () => {
  it('is exactly what scripts/generate-changelog.mjs writes from src/data/releases.json', () => {
    const committed = fs.readFileSync(path.join(siteDir, 'CHANGELOG.md'), 'utf8');
    const generated = renderChangelog(releases as Release[]);
    const committedLines = committed.split('\n');
    const generatedLines = generated.split('\n');
    const lineCount = Math.max(committedLines.length, generatedLines.length);
    const firstDifference = Array.from({length: lineCount}, (_, index) => index).find(
      (index) => committedLines[index] !== generatedLines[index],
    );
    expect(
      committed === generated,
      'CHANGELOG.md is out of date with src/data/releases.json: run `node scripts/generate-changelog.mjs` and commit ' +
        `the result (first difference at line ${(firstDifference ?? 0) + 1})`,
    ).toBe(true);
  });
});
