import {test as base, expect, type Page} from '@playwright/test';
import {storageNamespace} from '../../config/site';

/** A theme storage key as the site writes it: with the suffix of config/site.ts. */
export function storageKey(key: string): string {
  return `${key}-${storageNamespace}`;
}

type ConsoleErrors = {
  /** Declares console errors that a page provokes on purpose. */
  allow: (pattern: RegExp) => void;
};

/**
 * Every test fails on a console error or uncaught exception in its page,
 * unless the test declared it with `consoleErrors.allow(...)`.
 */
export const test = base.extend<{consoleErrors: ConsoleErrors}>({
  consoleErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use({allow: (pattern) => allowed.push(pattern)});
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
export type {Page} from '@playwright/test';

/** Opens a URL and waits until React has hydrated the page. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** A layout shift the page has had: its score, whether input caused it, and the start of each element that moved. */
export type LayoutShift = {value: number; hadRecentInput: boolean; moved: string[]};

/** The page's layout shifts so far, read two frames on, since a shift is reported after the frame that shows it. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        const shifts: LayoutShift[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: {node: Element | null}[];
          }[]) {
            const moved = entry.sources.map(({node}) => (node ? node.outerHTML.slice(0, 100) : '(removed)'));
            shifts.push({value: entry.value, hadRecentInput: entry.hadRecentInput, moved});
          }
        }).observe({type: 'layout-shift', buffered: true});
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(shifts)));
      }),
  );
}
