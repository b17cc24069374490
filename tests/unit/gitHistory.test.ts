import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {hasGitHistory} from '../../config/environment';

const scratch = mkdtempSync(path.join(tmpdir(), 'git-history-'));
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {cwd, stdio: 'ignore'});

afterAll(() => rmSync(scratch, {recursive: true, force: true}));

describe('hasGitHistory (whether pages show a last-updated date)', () => {
  it('is true in a checkout with its history', () => {
    const repo = path.join(scratch, 'full');
    mkdirSync(repo);
    git(repo, 'init', '-q');
    for (const version of ['1', '2']) {
      writeFileSync(path.join(repo, 'page.md'), version);
      git(repo, 'add', '.');
      git(repo, 'commit', '-q', '-m', `version ${version}`);
    }
    expect(hasGitHistory(repo)).toBe(true);
  });

  it('is false in a shallow clone, where every page would get the date of its one commit', () => {
    const shallow = path.join(scratch, 'shallow');
    git(scratch, 'clone', '-q', '--depth', '1', `file://${path.join(scratch, 'full')}`, shallow);
    expect(hasGitHistory(shallow)).toBe(false);
  });

  it('is false in a folder outside any repository', () => {
    const plain = path.join(scratch, 'plain');
    mkdirSync(plain);
    expect(hasGitHistory(plain)).toBe(false);
  });
});
