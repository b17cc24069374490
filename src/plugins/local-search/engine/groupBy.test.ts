import {describe, expect, it} from 'vitest';
import {groupBy} from './groupBy';

describe('groupBy', () => {
  it('keeps keys in order of first appearance and items in their order', () => {
    const groups = groupBy(['b1', 'a1', 'b2', 'c1', 'a2'], (item) => item[0]);
    expect([...groups]).toEqual([
      ['b', ['b1', 'b2']],
      ['a', ['a1', 'a2']],
      ['c', ['c1']],
    ]);
  });

  it('gives an empty map for no items', () => {
    expect(groupBy([], () => 'x').size).toBe(0);
  });
});
