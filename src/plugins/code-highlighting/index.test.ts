import {mkdtempSync, writeFileSync} from 'fs';
import os from 'os';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {assertPrismClientModule, prismClientModulePattern, themeClassicPrismClientModule} from './index';

describe('code-highlighting', () => {
  it("finds theme-classic's Prism client module in the installed theme", () => {
    expect(() => assertPrismClientModule()).not.toThrow();
  });

  it('stops the build, naming the file, when the theme no longer has that module', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'prism-')), 'prism-include-languages.js');
    writeFileSync(file, 'export default function noop() {}');
    expect(() => assertPrismClientModule(file)).toThrow(
      `code-highlighting: ${file} should be theme-classic's client module that calls prismIncludeLanguages(Prism).`,
    );
    expect(() => assertPrismClientModule(path.join(path.dirname(file), 'missing.js'))).toThrow('code-highlighting:');
  });

  it('replaces that module alone: not the theme component of the same name', () => {
    const pattern = prismClientModulePattern();
    expect(pattern.test(themeClassicPrismClientModule)).toBe(true);
    const themeComponent = path.join(path.dirname(themeClassicPrismClientModule), 'theme/prism-include-languages.js');
    expect(pattern.test(themeComponent)).toBe(false);
  });
});
