import {describe, expect, it} from 'vitest';
import {hasSocialCard, socialCardFile, socialCardUrl} from './cardPath';

describe('socialCardFile', () => {
  it('names the card after the page, below social-cards/', () => {
    expect(socialCardFile('/docs/installation/', '/')).toBe('social-cards/docs/installation.png');
    expect(socialCardFile('/docs/3.8.1/cli/', '/')).toBe('social-cards/docs/3.8.1/cli.png');
    expect(socialCardFile('/changelog/3.8.1/', '/')).toBe('social-cards/changelog/3.8.1.png');
  });

  it('gives the home page and a page at a folder of pages distinct names', () => {
    expect(socialCardFile('/', '/')).toBe('social-cards/index.png');
    expect(socialCardFile('/docs/', '/')).toBe('social-cards/docs.png');
  });

  it('leaves the base URL out and decodes the path', () => {
    expect(socialCardFile('/site/docs/intro/', '/site/')).toBe('social-cards/docs/intro.png');
    expect(socialCardFile('/blog/%C3%BCn%C3%AFc%C3%B6d%C3%A9/', '/')).toBe('social-cards/blog/ünïcödé.png');
  });
});

describe('socialCardUrl', () => {
  it('is absolute and encoded, as Open Graph requires', () => {
    expect(socialCardUrl('/docs/installation/', {url: 'https://docs.example.org', baseUrl: '/'})).toBe(
      'https://docs.example.org/social-cards/docs/installation.png',
    );
    expect(socialCardUrl('/site/blog/ünïcödé/', {url: 'https://example.org/', baseUrl: '/site/'})).toBe(
      'https://example.org/site/social-cards/blog/%C3%BCn%C3%AFc%C3%B6d%C3%A9.png',
    );
  });
});

describe('hasSocialCard', () => {
  it('is false below an excluded path only', () => {
    expect(hasSocialCard('/tests/docs/intro/', ['/tests/'])).toBe(false);
    expect(hasSocialCard('/tests/', ['/tests/'])).toBe(false);
    expect(hasSocialCard('/testsuite/', ['/tests/'])).toBe(true);
    expect(hasSocialCard('/docs/intro/', [])).toBe(true);
  });
});
