import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'fs';
import os from 'os';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {applyPatch, patchedSource, readPatches} from '../../scripts/apply-patches.mjs';

type Patch = {package: string; version: string; file: string; find: string; replace: string};

const patch: Patch = {
  package: 'demo-pkg',
  version: '1.2.3',
  file: 'dist/index.js',
  find: 'p("idle")',
  replace: 'ok&&p("idle")',
};

/** A site folder with demo-pkg installed, holding `source` as its patched file. */
function siteWith(
  source: string,
  version = '1.2.3',
  exports?: Record<string, string>,
): {siteDir: string; file: string} {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'patches-'));
  const packageDir = path.join(siteDir, 'node_modules/demo-pkg');
  mkdirSync(path.join(packageDir, 'dist'), {recursive: true});
  writeFileSync(path.join(siteDir, 'package.json'), '{"name": "site"}');
  writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({name: 'demo-pkg', version, exports}));
  const file = path.join(packageDir, 'dist/index.js');
  writeFileSync(file, source);
  return {siteDir, file};
}

describe('patches applied at install', () => {
  it('replaces the text once, and leaves an already patched file alone', () => {
    expect(patchedSource('a;p("idle");b', patch)).toEqual({source: 'a;ok&&p("idle");b', applied: true});
    expect(patchedSource('a;ok&&p("idle");b', patch)).toEqual({source: 'a;ok&&p("idle");b', applied: false});
  });

  it('refuses a file where the text is missing or repeated', () => {
    expect(patchedSource('a;b', patch).error).toBe('expected the text to replace exactly once, found it 0 times');
    expect(patchedSource('p("idle");p("idle")', patch).error).toBe(
      'expected the text to replace exactly once, found it 2 times',
    );
  });

  it('writes the installed file, and can run again', () => {
    const {siteDir, file} = siteWith('x;p("idle");y');
    expect(applyPatch(patch, siteDir)).toBe('patches: demo-pkg@1.2.3 dist/index.js: applied');
    expect(readFileSync(file, 'utf8')).toBe('x;ok&&p("idle");y');
    expect(applyPatch(patch, siteDir)).toBe('patches: demo-pkg@1.2.3 dist/index.js: already applied');
  });

  it('finds a package whose "exports" do not list its package.json, and says when it is not installed', () => {
    const {siteDir, file} = siteWith('x;p("idle");y', '1.2.3', {'.': './dist/index.js'});
    expect(applyPatch(patch, siteDir)).toBe('patches: demo-pkg@1.2.3 dist/index.js: applied');
    expect(readFileSync(file, 'utf8')).toBe('x;ok&&p("idle");y');
    expect(() => applyPatch({...patch, package: 'absent-pkg'}, siteDir)).toThrow(
      'patches: absent-pkg is not installed',
    );
  });

  it('stops the install on another version of the package, or a file the patch no longer fits', () => {
    expect(() => applyPatch(patch, siteWith('p("idle")', '1.3.0').siteDir)).toThrow(
      'patches: demo-pkg@1.2.3 dist/index.js: 1.3.0 is installed. Pin demo-pkg to 1.2.3 in package.json, or rewrite the patch for 1.3.0.',
    );
    expect(() => applyPatch(patch, siteWith('rewritten').siteDir)).toThrow(
      'The patch no longer fits the installed file',
    );
  });

  it('has been applied to the packages installed here, each pinned to the version its patch names', () => {
    const siteDir = path.resolve(__dirname, '../..');
    const dependencies = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')).dependencies;
    const patches = readPatches(path.join(siteDir, 'patches')) as Patch[];
    expect(patches.length).toBeGreaterThan(0);
    for (const installed of patches) {
      expect(dependencies[installed.package]).toBe(installed.version);
      expect(applyPatch(installed, siteDir)).toMatch(/: already applied$/);
    }
  });
});
