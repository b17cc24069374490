import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The accessibility page names, for each claim, the e2e test that backs it: `file.spec.ts` › “test”.
 * A renamed or deleted test leaves a claim without its proof, so each name must still be in its file.
 */
const siteDir = path.resolve(__dirname, '../..');
const statement = readFileSync(path.join(siteDir, 'src/pages/accessibility.mdx'), 'utf8');

/** Each cited spec file with the test names quoted after it, up to the next cited file. */
function citations(text: string): {file: string; names: string[]}[] {
  return [...text.matchAll(/`([\w-]+\.spec\.ts)` › ((?:(?!`[\w-]+\.spec\.ts`)[^\n])*)/g)].map(([, file, rest]) => ({
    file: file!,
    names: [...rest!.matchAll(/“([^”]+)”/g)].map(([, name]) => name!),
  }));
}

/** A spec file's source with string escapes removed, as its test titles read. */
function specSource(file: string): string {
  return readFileSync(path.join(siteDir, 'tests/e2e', file), 'utf8').replace(/\\(['"`\\])/g, '$1');
}

describe('the accessibility statement', () => {
  const cited = citations(statement);

  it('names tests for its claims', () => {
    expect(cited.length).toBeGreaterThan(15);
    for (const {file, names} of cited) {
      expect(names.length, `${file}: a test name in “…” after it`).toBeGreaterThan(0);
    }
  });

  it.each(cited.flatMap(({file, names}) => names.map((name) => [file, name] as const)))(
    '%s has the test “%s”',
    (file, name) => {
      expect(specSource(file), `tests/e2e/${file}`).toContain(name);
    },
  );
});
