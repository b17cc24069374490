import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

describe('search engine folder', () => {
  it('imports nothing from outside its own folder, so it could ship on its own', () => {
    const sources = readdirSync(__dirname).filter((file) => /\.ts$/.test(file) && !file.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const source = readFileSync(path.join(__dirname, file), 'utf8');
      const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g)].map(
        ([, specifier]) => specifier,
      );
      expect(
        specifiers.filter((specifier) => !specifier!.startsWith('./')),
        file,
      ).toEqual([]);
    }
  });
});
