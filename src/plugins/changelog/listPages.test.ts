import {describe, expect, it} from 'vitest';
import {feedLinks, listPageOf, type Pagination} from './listPages';

const pagination: Pagination = {basePageUrl: '/changelog', pageBasePath: 'page', postsPerPage: 20};

describe('listPageOf', () => {
  it('puts the first 20 entries on the first list page, at the base URL', () => {
    expect(listPageOf(0, pagination)).toEqual({page: 1, permalink: '/changelog'});
    expect(listPageOf(19, pagination)).toEqual({page: 1, permalink: '/changelog'});
  });

  it('numbers the next pages from 2, under the page base path', () => {
    expect(listPageOf(20, pagination)).toEqual({page: 2, permalink: '/changelog/page/2'});
    expect(listPageOf(40, pagination)).toEqual({page: 3, permalink: '/changelog/page/3'});
    expect(listPageOf(59, pagination)).toEqual({page: 3, permalink: '/changelog/page/3'});
    expect(listPageOf(105, pagination)).toEqual({page: 6, permalink: '/changelog/page/6'});
  });

  it('follows the page size, the page base path and the base URL', () => {
    const custom: Pagination = {basePageUrl: '/docs-site/releases', pageBasePath: 'p', postsPerPage: 2};
    expect(listPageOf(4, custom)).toEqual({page: 3, permalink: '/docs-site/releases/p/3'});
  });

  it('keeps every entry on one page when a page holds them all', () => {
    expect(listPageOf(500, {...pagination, postsPerPage: 'ALL'})).toEqual({page: 1, permalink: '/changelog'});
  });

  it('refuses a position that no entry can have', () => {
    expect(() => listPageOf(-1, pagination)).toThrow('a whole number from 0, not -1');
    expect(() => listPageOf(1.5, pagination)).toThrow('not 1.5');
  });
});

describe('feedLinks', () => {
  it('points to the files that the blog plugin writes under the route, with the base URL', () => {
    expect(feedLinks(['rss', 'atom', 'json'], '/', 'changelog')).toEqual([
      {type: 'rss', label: 'RSS feed', href: '/changelog/rss.xml', mediaType: 'application/rss+xml'},
      {type: 'atom', label: 'Atom feed', href: '/changelog/atom.xml', mediaType: 'application/atom+xml'},
      {type: 'json', label: 'JSON feed', href: '/changelog/feed.json', mediaType: 'application/feed+json'},
    ]);
    expect(feedLinks(['atom'], '/site/', '/changelog/').map(({href}) => href)).toEqual(['/site/changelog/atom.xml']);
  });

  it('is empty when the feeds are turned off', () => {
    expect(feedLinks(null, '/', 'changelog')).toEqual([]);
    expect(feedLinks(undefined, '/', 'changelog')).toEqual([]);
  });
});
