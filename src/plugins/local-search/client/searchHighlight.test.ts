import {describe, expect, it, vi} from 'vitest';

vi.mock('@generated/docusaurus.config', () => ({default: {baseUrl: '/', themeConfig: {algolia: {}}}}));
vi.mock('@docusaurus/ExecutionEnvironment', () => ({default: {canUseDOM: false}}));

const {queryToHighlight, withHighlight} = await import('./searchHighlight');

describe('withHighlight', () => {
  it('puts the query before the anchor, encoded', () => {
    expect(withHighlight('https://site.example/docs/sidebar/#items', 'sidebar items')).toBe(
      'https://site.example/docs/sidebar/?highlight=sidebar%20items#items',
    );
    expect(withHighlight('/docs/a/', '<b>&"')).toBe('/docs/a/?highlight=%3Cb%3E%26%22');
  });

  it('adds to a query string the URL has, and leaves a URL alone for an empty query', () => {
    expect(withHighlight('/search/?q=x', 'tabs')).toBe('/search/?q=x&highlight=tabs');
    expect(withHighlight('/docs/a/#b', '  ')).toBe('/docs/a/#b');
  });
});

describe('queryToHighlight', () => {
  it('reads the query back from the address', () => {
    expect(queryToHighlight(new URL(withHighlight('/docs/a/#b', 'front matter'), 'https://x').search)).toBe(
      'front matter',
    );
  });

  it('takes nothing from an address without it, an empty one or one longer than the search box allows', () => {
    expect(queryToHighlight('')).toBeNull();
    expect(queryToHighlight('?highlight=%20')).toBeNull();
    expect(queryToHighlight(`?highlight=${'a'.repeat(65)}`)).toBeNull();
    expect(queryToHighlight(`?highlight=${'a'.repeat(64)}`)).toBe('a'.repeat(64));
  });
});
