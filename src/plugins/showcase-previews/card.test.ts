import {describe, expect, it} from 'vitest';
import {cardPalette, cardSlug, displayDomain, renderCardSvg} from './card';

const size = {width: 1030, height: 580};

describe('showcase preview cards', () => {
  it('show the site name and a short form of its address', () => {
    const svg = renderCardSvg({name: 'Jest', website: 'https://jestjs.io/'}, size);
    expect(svg).toContain('>Jest</text>');
    expect(svg).toContain('>jestjs.io</text>');
    expect(displayDomain('https://www.electronjs.org/')).toBe('electronjs.org');
    expect(displayDomain('https://ionicframework.com/docs/')).toBe('ionicframework.com/docs');
  });

  it('escape markup in names', () => {
    const svg = renderCardSvg({name: 'A & <B>', website: 'https://example.org/'}, size);
    expect(svg).toContain('A &amp; &lt;B&gt;');
    expect(svg).not.toContain('<B>');
  });

  it('take their colours from the name, differently for different names', () => {
    expect(cardPalette('Jest')).toEqual(cardPalette('Jest'));
    expect(cardPalette('Jest').background).not.toBe(cardPalette('Redux').background);
    expect(cardPalette('Jest').background).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('have the requested size', () => {
    const svg = renderCardSvg({name: 'Redux', website: 'https://redux.js.org/'}, {width: 640, height: 360});
    expect(svg).toMatch(/^<svg [^>]*width="640" height="360"/);
  });

  it('get a file-name-safe slug', () => {
    expect(cardSlug('Socket.IO')).toBe('socket-io');
    expect(cardSlug('Home Assistant Developer Docs')).toBe('home-assistant-developer-docs');
  });
});
