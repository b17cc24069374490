import {describe, expect, it} from 'vitest';
import {decodeShard, encodeShard} from './shardFormat';
import type {SearchRecord} from './types';

const base = {language: 'en', docusaurus_tag: 'docs-default-current', content: null} as const;
const hierarchy = {lvl0: 'Guides', lvl1: 'Sidebar', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
const records: SearchRecord[] = [
  {...base, objectID: 'docs-default-current:0', url: '/docs/sidebar/', type: 'lvl1', hierarchy, position: 0},
  {...base, objectID: 'docs-default-current:1', url: '/docs/sidebar/', type: 'content', hierarchy, content: 'Intro.', position: 1},
  {
    ...base,
    objectID: 'docs-default-current:2',
    url: '/docs/sidebar/#items',
    type: 'lvl2',
    hierarchy: {...hierarchy, lvl2: 'Items'},
    position: 2,
  },
];

describe('shard format', () => {
  it('round-trips records', () => {
    expect(decodeShard(JSON.parse(JSON.stringify(encodeShard('en', 'docs-default-current', records))))).toEqual(records);
  });

  it('stores each page path and each hierarchy once', () => {
    const encoded = encodeShard('en', 'docs-default-current', records);
    expect(encoded.pages).toEqual(['/docs/sidebar/']);
    expect(encoded.hierarchies).toEqual([
      [0, 'Guides', 'Sidebar'],
      [0, 'Guides', 'Sidebar', 'Items'],
    ]);
    expect(encoded.records).toEqual([
      [0, '', 'lvl1'],
      [0, '', 'content', 'Intro.'],
      [1, '#items', 'lvl2'],
    ]);
  });
});
