import {describe, expect, it} from 'vitest';
import {navbar} from '../../config/navbar';
import {footer} from '../../config/footer';
import {redirects} from '../../config/redirects';
import {announcementBar, themeConfig} from '../../config/theme';
import {blogOptions, idealImageOptions} from '../../config/plugins';
import {pwaOptions} from '../../config/pwa';

type Item = {type?: string; to?: string; href?: string; items?: Item[]; label?: string};

function allItems(items: readonly Item[]): Item[] {
  return items.flatMap((item) => [item, ...allItems(item.items ?? [])]);
}

describe('navbar', () => {
  it('uses every navbar item kind of the spec at least once', () => {
    const kinds = new Set(
      allItems(navbar.items as readonly Item[]).map((item) => item.type ?? (item.items ? 'dropdown' : 'default')),
    );
    for (const kind of [
      'default',
      'dropdown',
      'html',
      'doc',
      'docSidebar',
      'docsVersion',
      'docsVersionDropdown',
      'localeDropdown',
      'search',
    ]) {
      expect(kinds, `navbar item kind "${kind}"`).toContain(kind);
    }
  });

  it('lists Docs, API, Blog, Showcase, Community and Tests in that order on the left', () => {
    const left = (navbar.items as readonly (Item & {position?: string})[]).filter((item) => item.position === 'left');
    expect(left.map((item) => item.label)).toEqual(['Docs', 'API', 'Blog', 'Showcase', 'Community', 'Tests']);
    expect(navbar.hideOnScroll).toBe(true);
  });
});

describe('theme config', () => {
  it('has the footer columns of the spec', () => {
    expect(footer.links.map((column) => column.title)).toEqual(['Learn', 'Community', 'More', 'Legal']);
  });

  it('defaults to light mode and lets visitors follow the system', () => {
    expect(themeConfig.colorMode).toMatchObject({defaultMode: 'light', respectPrefersColorScheme: true});
  });

  it('has a closeable announcement bar with a link', () => {
    expect(announcementBar).toMatchObject({isCloseable: true});
    expect(announcementBar.content).toMatch(/<a href="\/[^"]+\/">/);
  });

  it('shows headings 2 to 3 in the table of contents', () => {
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });
});

describe('plugins', () => {
  it('uses the spec constants', () => {
    expect(blogOptions.postsPerPage).toBe(5);
    expect(idealImageOptions).toMatchObject({quality: 70, max: 1030, min: 640, steps: 2});
    expect(pwaOptions.offlineModeActivationStrategies).toEqual([
      'appInstalled',
      'standalone',
      'queryString',
      'mobile',
      'saveData',
    ]);
  });

  it('redirects the moved pages to paths with a trailing slash', () => {
    expect(redirects.map(({from}) => from)).toEqual([
      '/docs/support',
      '/docs/team',
      '/docs/resources',
      '/docs/api/misc/docusaurus-init',
    ]);
    for (const {to} of redirects) {
      expect(to).toMatch(/\/$/);
    }
  });
});
