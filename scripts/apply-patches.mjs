// Applies the fixes in patches/*.json to installed packages; `npm ci` runs it (postinstall).
// Each patch names the exact package version it was written for and one piece of text to replace,
// which must occur exactly once: any other state stops the install with the reason.
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * The patched text of `source`, or the reason it cannot be patched. Already patched text is
 * returned unchanged, so the install can run again.
 */
export function patchedSource(source, {find, replace}) {
  const aroundReplacement = source.split(replace);
  if (aroundReplacement.length === 2 && !aroundReplacement.join('').includes(find)) {
    return {source, applied: false};
  }
  const found = source.split(find).length - 1;
  if (found === 1) {
    return {source: source.replace(find, replace), applied: true};
  }
  return {error: `expected the text to replace exactly once, found it ${found} times`};
}

/**
 * The folder of the package that `siteDir` resolves `name` to. Found along Node's lookup paths rather
 * than by resolving `name/package.json`, which a package's "exports" may not allow.
 */
function installedPackageDir(name, siteDir) {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const dir = require.resolve
    .paths(name)
    .map((nodeModules) => path.join(nodeModules, name))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) {
    throw new Error(`patches: ${name} is not installed under ${siteDir}.`);
  }
  return dir;
}

/** Applies one patch to the package installed under `siteDir`; returns a line for the install log. */
export function applyPatch(patch, siteDir) {
  const label = `patches: ${patch.package}@${patch.version} ${patch.file}`;
  const packageDir = installedPackageDir(patch.package, siteDir);
  const {version} = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  if (version !== patch.version) {
    throw new Error(
      `${label}: ${version} is installed. Pin ${patch.package} to ${patch.version} in package.json, or rewrite the patch for ${version}.`,
    );
  }
  const file = path.join(packageDir, patch.file);
  const result = patchedSource(readFileSync(file, 'utf8'), patch);
  if (result.error) {
    throw new Error(`${label}: ${result.error}. The patch no longer fits the installed file.`);
  }
  if (result.applied) {
    writeFileSync(file, result.source);
  }
  return `${label}: ${result.applied ? 'applied' : 'already applied'}`;
}

export function readPatches(patchesDir) {
  return readdirSync(patchesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(patchesDir, name), 'utf8')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const lines = readPatches(path.join(siteDir, 'patches')).map((patch) => applyPatch(patch, siteDir));
  lines.forEach((line) => console.log(line));
  // Rspack's persistent cache trusts a package's files while its version stays the same, so a build
  // after a new patch would still bundle the module from before it.
  if (lines.some((line) => line.endsWith(': applied'))) {
    rmSync(path.join(siteDir, 'node_modules/.cache/rspack'), {recursive: true, force: true});
  }
}
