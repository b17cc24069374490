import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

type LockEntry = {
  version?: string;
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
};
type Lock = {lockfileVersion: number; packages: Record<string, LockEntry>};

const siteDir = path.resolve(__dirname, '../..');
const lock = JSON.parse(readFileSync(path.join(siteDir, 'package-lock.json'), 'utf8')) as Lock;
const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Where Node would find `name` from the package installed at `from`: its own node_modules, then each parent's. */
function resolveFrom(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) {
      return candidate;
    }
    if (base === '') {
      return undefined;
    }
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('lists the optional packages of every platform, so `npm ci` works on macOS, Windows and every Linux', () => {
    const missing = Object.entries(lock.packages).flatMap(([location, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolveFrom(location, name))
        .map((name) => `${location || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('records no download address, only versions and integrity hashes (the registry is the one npm is set to)', () => {
    expect(Object.values(lock.packages).filter((entry) => 'resolved' in entry)).toEqual([]);
  });

  it('pins every direct dependency to the exact version it installs', () => {
    const loose = Object.entries({...manifest.dependencies, ...manifest.devDependencies})
      .filter(([name, range]) => lock.packages[`node_modules/${name}`]?.version !== range)
      .map(([name, range]) => `${name}@${range} installs ${lock.packages[`node_modules/${name}`]?.version}`);
    expect(loose).toEqual([]);
  });

  it('keeps every package of the framework at 3.8.1', () => {
    // The image plugin's loader is published on its own, with versions of its own.
    const ownReleases = new Set(['node_modules/@docusaurus/responsive-loader']);
    const others = Object.entries(lock.packages)
      .filter(([location]) => /node_modules\/@docusaurus\/[^/]+$/.test(location) && !ownReleases.has(location))
      .filter(([, entry]) => entry.version !== '3.8.1')
      .map(([location, entry]) => `${location}@${entry.version}`);
    expect(others).toEqual([]);
  });
});
