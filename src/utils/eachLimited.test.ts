import {describe, expect, it} from 'vitest';
import {eachLimited} from './eachLimited';

describe('eachLimited', () => {
  it('runs every item once, never more than the limit at a time, starting them in order', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await eachLimited([], 4, async () => {
      calls += 1;
    });
    expect(calls).toBe(0);
  });
});
