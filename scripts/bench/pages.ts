/** The pages section: each page's bytes before load, and its hydration time as the median of throttled loads. */
import {chromium} from '@playwright/test';
import {playwrightLaunchOptions} from '../chromium';
import {loadAverage, log} from './log';
import {loadUntilHydrated, measurePage, median, throttledProfile, type PageBytes} from './pageLoad';

type PageResult = PageBytes & {hydrationRunsMs: number[]; hydrationMs: number};

export type PagesResult = {
  date: string;
  loadAverage: number[];
  throttledProfile: typeof throttledProfile;
  hydrationRuns: number;
  pages: PageResult[];
};

/** Each of `paths` on `origin`: its bytes once, then `hydrationRuns` throttled loads until hydrated. */
export async function measurePages(origin: string, paths: string[], hydrationRuns: number): Promise<PagesResult> {
  const browser = await chromium.launch(playwrightLaunchOptions);
  let pages: PageResult[];
  try {
    const measured: (PageBytes & {hydrationRunsMs: number[]})[] = [];
    for (const pagePath of paths) {
      measured.push({...(await measurePage(browser, origin, pagePath)), hydrationRunsMs: []});
    }
    // Page after page in each round: the machine's slow moments fall on every page alike.
    for (let round = 0; round < hydrationRuns; round++) {
      for (const [index, pagePath] of paths.entries()) {
        const {hydratedMs} = await loadUntilHydrated(browser, origin + pagePath);
        measured[index].hydrationRunsMs.push(Math.round(hydratedMs));
      }
    }
    pages = measured.map((page) => ({...page, hydrationMs: median(page.hydrationRunsMs)}));
    for (const page of pages) {
      log(
        `${origin}${page.path}: JS ${page.js.compressedKiB} KiB compressed, ${page.requests} requests, hydrated in ${page.hydrationMs} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return {date: new Date().toISOString(), loadAverage: loadAverage(), throttledProfile, hydrationRuns, pages};
}
