import {describe, expect, it} from 'vitest';
import {hasMarkdownCopy, markdownCopyFile, markdownCopyPath} from './copyPath';

describe('markdownCopyPath', () => {
  it("is the page's path without its trailing slash, plus .md", () => {
    expect(markdownCopyPath('/docs/installation/', '/')).toBe('/docs/installation.md');
    expect(markdownCopyPath('/docs/3.7.0/cli/', '/')).toBe('/docs/3.7.0/cli.md');
    expect(markdownCopyPath('/docs/installation', '/')).toBe('/docs/installation.md');
  });

  it('is index.md for the home page, under the base URL', () => {
    expect(markdownCopyPath('/', '/')).toBe('/index.md');
    expect(markdownCopyPath('/site/', '/site/')).toBe('/site/index.md');
    expect(markdownCopyPath('/site/docs/cli/', '/site/')).toBe('/site/docs/cli.md');
  });
});

describe('markdownCopyFile', () => {
  it('is relative to the build folder, decoded', () => {
    expect(markdownCopyFile('/site/docs/a%20doc/', '/site/')).toBe('docs/a doc.md');
    expect(markdownCopyFile('/', '/')).toBe('index.md');
  });
});

describe('hasMarkdownCopy', () => {
  it('is false below an excluded path only', () => {
    expect(hasMarkdownCopy('/tests/docs/', ['/tests/'])).toBe(false);
    expect(hasMarkdownCopy('/docs/tests/', ['/tests/'])).toBe(true);
  });
});
