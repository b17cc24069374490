/**
 * Runs `work` over the items, at most `limit` at a time, in order of start: for work that waits on
 * libuv's thread pool (zlib, sharp), where a few items in flight keep every core busy.
 */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(limit, items.length)}, async () => {
      while (next < items.length) {
        await work(items[next++]!);
      }
    }),
  );
}
