// The fixes to installed packages are unified diffs in patches/, applied by patch-package when npm
// installs (package.json "postinstall"). These tests hold the two promises the install makes.
import {spawnSync} from 'child_process';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'fs';
import {createRequire} from 'module';
import os from 'os';
import path from 'path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
const patchPackageBin = path.join(
  path.dirname(createRequire(__filename).resolve('patch-package/package.json')),
  'index.js',
);
const postinstall = (
  JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
).scripts.postinstall!;

/** Runs the install's patch step, as package.json runs it, in a project folder of its own. */
function applyPatches(projectDir: string) {
  const args = postinstall.split('&&')[0]!.trim().split(/\s+/).slice(1);
  return spawnSync(process.execPath, [patchPackageBin, ...args], {
    cwd: projectDir,
    encoding: 'utf8',
    env: {...process.env, CI: 'true'},
  });
}

/** A project with demo-pkg 1.0.0 installed, holding `source` as its lib/index.js, and the given patches. */
function projectWith(source: string, patches: Record<string, string>): string {
  const projectDir = mkdtempSync(path.join(os.tmpdir(), 'patches-'));
  mkdirSync(path.join(projectDir, 'node_modules/demo-pkg/lib'), {recursive: true});
  mkdirSync(path.join(projectDir, 'patches'));
  writeFileSync(path.join(projectDir, 'package.json'), '{"name": "site", "private": true}');
  writeFileSync(
    path.join(projectDir, 'node_modules/demo-pkg/package.json'),
    '{"name": "demo-pkg", "version": "1.0.0"}',
  );
  writeFileSync(path.join(projectDir, 'node_modules/demo-pkg/lib/index.js'), source);
  for (const [name, text] of Object.entries(patches)) {
    writeFileSync(path.join(projectDir, 'patches', name), text);
  }
  return projectDir;
}

const demoPatch = `diff --git a/node_modules/demo-pkg/lib/index.js b/node_modules/demo-pkg/lib/index.js
--- a/node_modules/demo-pkg/lib/index.js
+++ b/node_modules/demo-pkg/lib/index.js
@@ -1,3 +1,3 @@
 export function status() {
-  return 'idle';
+  return 'error';
 }
`;

describe('patches applied at install', () => {
  it('applies a patch that fits the installed file', () => {
    const projectDir = projectWith("export function status() {\n  return 'idle';\n}\n", {
      'demo-pkg+1.0.0.patch': demoPatch,
    });
    const result = applyPatches(projectDir);
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(projectDir, 'node_modules/demo-pkg/lib/index.js'), 'utf8')).toContain("'error'");
  });

  it('stops the install, naming the package, when a patch no longer fits', () => {
    const projectDir = projectWith("export function status() {\n  return 'stalled';\n}\n", {
      'demo-pkg+1.0.0.patch': demoPatch,
    });
    const result = applyPatches(projectDir);
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/Failed to apply patch for package demo-pkg/);
  });

  it('stops the install when the installed version is not the one a patch was written for', () => {
    const projectDir = projectWith("export function status() {\n  return 'idle';\n}\n", {
      'demo-pkg+0.9.0.patch': demoPatch,
    });
    const result = applyPatches(projectDir);
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/demo-pkg/);
  });
});
