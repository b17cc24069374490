import {describe, expect, it} from 'vitest';
import {fnv1a} from '../../src/utils/hash';

describe('fnv1a', () => {
  it('gives the published FNV-1a 32-bit values', () => {
    // Reference values of the 32-bit FNV-1a function for ASCII input.
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('is stable for the same text and differs for different texts', () => {
    expect(fnv1a('Release team')).toBe(fnv1a('Release team'));
    expect(fnv1a('Release team')).not.toBe(fnv1a('Release Team'));
  });

  it('returns an unsigned 32-bit integer, astral characters included', () => {
    for (const text of ['🦖', 'docs/intro#12', 'ü'.repeat(50)]) {
      const hash = fnv1a(text);
      expect(Number.isInteger(hash)).toBe(true);
      expect(hash).toBeGreaterThanOrEqual(0);
      expect(hash).toBeLessThan(2 ** 32);
    }
  });
});
