import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, layoutShifts, recordLayoutShifts} from './fixtures';
import {findAxeViolations, wcagTags} from './axe';
import {siteTagline} from '../../config/site';

/** Levels of the headings inside <main>, in document order. */
function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main')
    .evaluate((main) =>
      Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) => Number(heading.tagName[1])),
    );
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  // Token colours come from the site-wide Prism themes (config/theme.ts), checked where they are chosen.
  expect(await findAxeViolations(page, {include: 'main', exclude: '.theme-code-block', tags: wcagTags})).toEqual([]);
}

test.describe('home page', () => {
  test('shows the tagline as its only h1, with headings in order', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(siteTagline);
    const levels = await headingLevels(page);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i += 1) {
      expect(levels[i]! - levels[i - 1]!, `heading ${i} skips a level`).toBeLessThanOrEqual(1);
    }
  });

  test('presents features, a code sample and the showcase band', async ({page}) => {
    await gotoHydrated(page, '/');
    const features = page.getByRole('region', {name: 'Everything a documentation site needs'});
    await expect(features.getByRole('heading', {level: 3})).toHaveCount(6);
    const howItWorks = page.getByRole('region', {name: 'How it works'});
    await expect(howItWorks.getByText('docs/install.md', {exact: true})).toBeVisible();
    // The terminal sample starts with the hero's command.
    const heroCommand = await page
      .locator('header')
      .getByText(/^npx create-docusaurus/)
      .textContent();
    expect(heroCommand).toBe('npx create-docusaurus@latest my-site classic');
    await expect(howItWorks.locator('pre').first().locator('.token-line').first()).toHaveText(heroCommand!);
    const band = page.getByRole('region', {name: /In production on \d+ sites/});
    await expect(band.getByRole('link', {name: 'Jest'})).toHaveAttribute('href', 'https://jestjs.io/');
    await band.getByRole('link', {name: 'Browse the showcase'}).click();
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Showcase'})).toBeVisible();
  });

  test('"Get started" opens the docs and the second call to action the playground', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('link', {name: 'Try it in the playground'})).toHaveAttribute(
      'href',
      '/docs/playground/',
    );
    await page.getByRole('link', {name: 'Get started'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
  });

  test('is accessible and stable in light mode', async ({page}) => {
    await recordLayoutShifts(page);
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectNoAxeViolations(page);
    // Nothing moves once the page is displayed: no client-only layout.
    const layoutShift = (await layoutShifts(page)).reduce((total, shift) => total + shift.value, 0);
    expect(layoutShift).toBeLessThan(0.01);
  });

  test('renders in dark mode with readable colours', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await expectNoAxeViolations(page);
  });

  test('fits a phone screen without horizontal scrolling', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await gotoHydrated(page, '/');
    await expect(page.getByRole('link', {name: 'Get started'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Try it in the playground'})).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('link', {name: 'Get started'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
  });
});
