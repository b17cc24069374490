import type {Page} from '@playwright/test';
import {test, expect, clickColourModeToggle, gotoHydrated, waitForHydration} from './fixtures';

const pageUrl = '/docs/styling-layout/';
const lightKey = 'ifm-theme-colors-light';
const darkKey = 'ifm-theme-colors-dark';

/** The value the page resolves for a CSS variable on <html>. */
function rootVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
}

async function expectPrimary(page: Page, hex: string): Promise<void> {
  await expect.poll(() => rootVariable(page, '--ifm-color-primary')).toBe(hex);
}

const generator = (page: Page) => page.getByRole('group', {name: 'Colour generator'});
const primaryHex = (page: Page) => generator(page).getByLabel('Primary colour', {exact: true});
const backgroundHex = (page: Page) => generator(page).getByLabel('Background colour', {exact: true});
const shadeRow = (page: Page, variable: string) =>
  generator(page)
    .getByRole('row')
    .filter({has: page.getByRole('rowheader', {name: variable, exact: true})});
const cssBlock = (page: Page) => generator(page).locator('pre code');

test.describe('colour generator', () => {
  test('a new base colour recolours the page, the shades table and the CSS block, and survives a reload', async ({
    page,
  }) => {
    await gotoHydrated(page, pageUrl);
    await expect(generator(page)).toContainText('Editing the light palette');
    await expectPrimary(page, '#2e8555');

    await primaryHex(page).fill('#1e6fd9');
    await expectPrimary(page, '#1e6fd9');
    await expect.poll(() => rootVariable(page, '--ifm-color-primary-dark')).toBe('#1b64c3');
    await expect(shadeRow(page, '--ifm-color-primary')).toContainText('#1e6fd9');
    await expect(shadeRow(page, '--ifm-color-primary-lightest')).toContainText('#5997e8');

    // Darken the darkest shade further: only that row and variable change.
    const darkestAdjustment = generator(page).getByLabel('Adjustment of --ifm-color-primary-darkest');
    await expect(darkestAdjustment).toHaveValue('0.3');
    await expect(shadeRow(page, '--ifm-color-primary-darkest')).toContainText('#154e98');
    await darkestAdjustment.fill('0.5');
    await expect(shadeRow(page, '--ifm-color-primary-darkest')).toContainText('#0f376d');
    await expect.poll(() => rootVariable(page, '--ifm-color-primary-darkest')).toBe('#0f376d');
    await expect(shadeRow(page, '--ifm-color-primary-darker')).toContainText('#1a5eb8');

    // The rows are listed lightest first; the CSS follows Infima's declaration order.
    await expect(generator(page).getByRole('rowheader')).toHaveText([
      '--ifm-color-primary-lightest',
      '--ifm-color-primary-lighter',
      '--ifm-color-primary-light',
      '--ifm-color-primary',
      '--ifm-color-primary-dark',
      '--ifm-color-primary-darker',
      '--ifm-color-primary-darkest',
    ]);
    await expect
      .poll(async () => (await cssBlock(page).innerText()).trim())
      .toBe(
        [
          ':root {',
          '  --ifm-color-primary: #1e6fd9;',
          '  --ifm-color-primary-dark: #1b64c3;',
          '  --ifm-color-primary-darker: #1a5eb8;',
          '  --ifm-color-primary-darkest: #0f376d;',
          '  --ifm-color-primary-light: #2e7ce2;',
          '  --ifm-color-primary-lighter: #3883e4;',
          '  --ifm-color-primary-lightest: #5997e8;',
          '  --ifm-background-color: #ffffff;',
          '}',
        ].join('\n'),
      );
    await expect(generator(page).getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expectPrimary(page, '#1e6fd9');
    await expect(primaryHex(page)).toHaveValue('#1e6fd9');
    await expect(generator(page).getByLabel('Adjustment of --ifm-color-primary-darkest')).toHaveValue('0.5');
    await expect.poll(() => rootVariable(page, '--ifm-color-primary-darkest')).toBe('#0f376d');
  });

  test('the background colour applies to the page and joins the CSS block', async ({page}) => {
    await gotoHydrated(page, pageUrl);
    await backgroundHex(page).fill('#fdf6e3');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
      .toBe('rgb(253, 246, 227)');
    await expect(cssBlock(page)).toContainText('--ifm-background-color: #fdf6e3;');
  });

  test('each colour mode keeps its own palette', async ({page}) => {
    await gotoHydrated(page, pageUrl);
    await primaryHex(page).fill('#c2185b');
    await expectPrimary(page, '#c2185b');

    // system -> light: the page stays light and keeps the light palette.
    await clickColourModeToggle(page, 'light');
    await expectPrimary(page, '#c2185b');

    // light -> dark: nothing is stored for dark, so the site's dark colours apply.
    await clickColourModeToggle(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectPrimary(page, '#25c2a0');
    await expect.poll(() => rootVariable(page, '--ifm-background-color')).toBe('#181920');
    await expect(generator(page)).toContainText('Editing the dark palette');
    await expect(primaryHex(page)).toHaveValue('#25c2a0');
    await expect(cssBlock(page)).toContainText("html[data-theme='dark'] {");

    await primaryHex(page).fill('#ff9800');
    await expectPrimary(page, '#ff9800');
    expect(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), darkKey)) ?? '{}')).toMatchObject({
      base: '#ff9800',
      background: '#181920',
    });

    // dark -> system, which is light here: the light palette comes back.
    await clickColourModeToggle(page, 'system');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectPrimary(page, '#c2185b');
    await expect(primaryHex(page)).toHaveValue('#c2185b');

    // system -> light -> dark: the stored dark palette comes back.
    await clickColourModeToggle(page, 'light');
    await clickColourModeToggle(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectPrimary(page, '#ff9800');
  });

  test('Reset brings back the defaults of the current mode', async ({page}) => {
    await gotoHydrated(page, pageUrl);
    await primaryHex(page).fill('#1e6fd9');
    await expectPrimary(page, '#1e6fd9');
    await generator(page).getByRole('button', {name: 'Reset the light palette'}).click();
    await expectPrimary(page, '#2e8555');
    await expect(primaryHex(page)).toHaveValue('#2e8555');
    await expect(shadeRow(page, '--ifm-color-primary-dark')).toContainText('#29784c');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), lightKey)).toBeNull();
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--ifm-color-primary'))).toBe('');
  });

  test('an invalid hex value is explained and leaves the colour alone', async ({page}) => {
    await gotoHydrated(page, pageUrl);
    await primaryHex(page).fill('#1e6fd9');
    await expectPrimary(page, '#1e6fd9');
    await primaryHex(page).fill('blue-ish');
    await expect(primaryHex(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(generator(page).getByText('"blue-ish" is not a hex colour: use #rrggbb or #rgb.')).toBeVisible();
    await expectPrimary(page, '#1e6fd9');
    await expect(shadeRow(page, '--ifm-color-primary')).toContainText('#1e6fd9');
    await expect(generator(page).getByLabel('Primary colour picker')).toHaveValue('#1e6fd9');

    await primaryHex(page).fill('#c2185b');
    await expect(primaryHex(page)).toHaveAttribute('aria-invalid', 'false');
    await expect(generator(page).getByText('is not a hex colour')).toHaveCount(0);
  });

  test('a stored palette that is not valid JSON falls back to the defaults', async ({page}) => {
    await page.addInitScript((key) => sessionStorage.setItem(key, '{"base": "#1e6fd9",'), lightKey);
    await gotoHydrated(page, pageUrl);
    await expect(primaryHex(page)).toHaveValue('#2e8555');
    await expectPrimary(page, '#2e8555');
  });

  test('at mobile width every input is reachable and the page does not scroll sideways', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await gotoHydrated(page, pageUrl);
    await primaryHex(page).scrollIntoViewIfNeeded();
    await expect(primaryHex(page)).toBeVisible();
    await expect(generator(page).getByLabel('Background colour picker')).toBeVisible();
    await primaryHex(page).fill('#1e6fd9');
    await expectPrimary(page, '#1e6fd9');
    const adjustment = generator(page).getByLabel('Adjustment of --ifm-color-primary-lightest');
    await adjustment.scrollIntoViewIfNeeded();
    await adjustment.fill('-0.4');
    await expect(shadeRow(page, '--ifm-color-primary-lightest')).toContainText(/#[0-9a-f]{6}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
