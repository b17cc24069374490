import {test as base, expect, type Locator, type Page} from '@playwright/test';
import {storageNamespace} from '../../config/site';
import {hydrationInitScript} from '../../scripts/hydration';

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

/**
 * The first live code block of the page: its editor (react-live's editable <pre>, which has no ARIA role)
 * and the result the code renders.
 */
export function firstPlayground(page: Page): {editor: Locator; preview: Locator} {
  const playground = page.locator('[class*="playgroundContainer"]').first();
  return {editor: playground.locator('[contenteditable]'), preview: playground.locator('[class*="playgroundPreview"]')};
}

/**
 * Resolves once the page has drawn two more frames: by then what the last render or style change started in
 * the page (observers' first reports, the start of transitions) has run.
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/**
 * Waits until the page has no running animation or transition. Switching the colour mode starts the theme's
 * colour transitions (from the next style update, so two frames are let pass first), and axe must not read a
 * colour half-way (a link's colour is Infima's 200 ms transition): with reduced motion Infima's transitions
 * take 0 ms, and this catches any other.
 */
export async function afterTransitions(page: Page): Promise<void> {
  await afterTwoFrames(page);
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter(({playState}) => playState === 'running').length))
    .toBe(0);
}

/** The colour mode toggle, whose accessible name says the current mode: in the page, or within `scope` (the navbar). */
export function colourModeToggle(scope: Page | Locator): Locator {
  return scope.getByRole('button', {name: /Switch between dark and light mode/});
}

/**
 * Clicks the navbar's colour mode toggle once and waits until it shows `mode`. The toggle computes the
 * next mode from the mode it last rendered, so a second click sent before that render repeats the
 * first (seen once in CI: two quick clicks from system mode ended on light).
 */
export async function clickColourModeToggle(page: Page, mode: 'light' | 'dark' | 'system'): Promise<void> {
  const toggle = colourModeToggle(page);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(new RegExp(`currently ${mode} mode`));
}

/** Waits until React has hydrated the page; a throttled CPU takes longer than the default wait. */
export async function waitForHydration(page: Page, {timeout}: {timeout?: number} = {}): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout});
}

/**
 * Records when Docusaurus marks each document the page loads hydrated (`<html data-has-hydrated>`),
 * on the page's own clock: call it before the page navigates, then read it with hydratedAt.
 */
export async function recordHydrationTime(page: Page): Promise<void> {
  await page.addInitScript(
    hydrationInitScript((time) => {
      (window as {hydratedAt?: number}).hydratedAt = time;
    }),
  );
}

/** The page's performance.now() when it was marked hydrated (recordHydrationTime). */
export async function hydratedAt(page: Page): Promise<number> {
  const time = await page.evaluate(() => (window as {hydratedAt?: number}).hydratedAt);
  if (time === undefined) {
    throw new Error('hydratedAt: call recordHydrationTime(page) before the page loads, and wait for hydration.');
  }
  return time;
}

/** A layout shift the page has had: its score, whether input caused it, and the start of each element that moved. */
export type LayoutShift = {value: number; hadRecentInput: boolean; moved: string[]};

/**
 * Records the layout shifts of every document the page loads from its start: call it before the
 * page navigates, then read them with layoutShifts. An observer created later, with `buffered`, may
 * be handed the earlier shifts only after the frames that layoutShifts waits for.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
    observer.observe({type: 'layout-shift', buffered: true});
    (window as unknown as {layoutShiftRecorder: LayoutShiftRecorder}).layoutShiftRecorder = {shifts, observer};
  });
}

type LayoutShiftRecorder = {shifts: PerformanceEntry[]; observer: PerformanceObserver};

/**
 * The page's layout shifts so far (recordLayoutShifts), read two frames on, since a shift is reported
 * after the frame that shows it; takeRecords() adds those whose callback has not run yet. `within`, a
 * CSS selector, keeps the shifts that moved something inside that part of the page.
 */
export function layoutShifts(page: Page, {within}: {within?: string} = {}): Promise<LayoutShift[]> {
  return page.evaluate(
    (scope) =>
      new Promise<LayoutShift[]>((resolve, reject) => {
        const recorder = (window as unknown as {layoutShiftRecorder?: LayoutShiftRecorder}).layoutShiftRecorder;
        if (!recorder) {
          reject(new Error('layoutShifts: call recordLayoutShifts(page) before the page loads.'));
          return;
        }
        // A text node moves too (the announcement bar's text, say): it is named by its text.
        const describe = (node: Node | null) =>
          node instanceof Element
            ? node.outerHTML.slice(0, 100)
            : node
              ? `text: ${node.textContent?.slice(0, 80)}`
              : '(removed)';
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            type Entry = {value: number; hadRecentInput: boolean; sources: {node: Node | null}[]};
            const entries = [...recorder.shifts, ...recorder.observer.takeRecords()] as unknown as Entry[];
            // With a scope, only the shifts that moved something inside it.
            const inScope = ({sources}: Entry) =>
              !scope ||
              sources.some(({node}) =>
                (node instanceof Element ? node : (node?.parentElement ?? null))?.closest(scope),
              );
            resolve(
              entries.filter(inScope).map((entry) => ({
                value: entry.value,
                hadRecentInput: entry.hadRecentInput,
                moved: entry.sources.map(({node}) => describe(node)),
              })),
            );
          }),
        );
      }),
    within,
  );
}

/**
 * An init script that makes the page see a connection of this kind (Network Information API). On 2g or
 * with save-data, Docusaurus prefetches nothing.
 */
export function emulateConnection(connection: {effectiveType: string; saveData: boolean}): void {
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({...connection, addEventListener() {}, removeEventListener() {}}),
  });
}
