import sharp from 'sharp';
import {test, expect, colourModeToggle, gotoHydrated, type Page} from './fixtures';
import type {Locator} from '@playwright/test';

/**
 * The reader's display preferences on the shell: reduced motion (nothing animates) and forced colours,
 * as Windows' contrast themes apply them (every control stays visible). Chromium emulates both.
 */

/**
 * The animations and transitions running on the page two frames after an action started them, of more than
 * 1 ms: under reduced motion Docusaurus gives a collapsible a 1 ms height transition, so that its
 * transitionend still fires, which a check can meet in the frame it runs.
 */
async function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              document
                .getAnimations()
                .filter(
                  (animation) =>
                    animation.playState === 'running' && Number(animation.effect?.getComputedTiming().duration) > 1,
                )
                .map((animation) => {
                  const target = (animation.effect as KeyframeEffect | null)?.target;
                  const name =
                    (animation as CSSTransition).transitionProperty ?? (animation as CSSAnimation).animationName;
                  return `${target?.tagName.toLowerCase()}.${target?.className}: ${name}`;
                }),
            ),
          ),
        );
      }),
  );
}

test.describe('reduced motion', () => {
  test.beforeEach(async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
  });

  test('nothing on the shell animates: menus, sidebar categories, the search modal, the colour mode, scrolling', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe('smooth');

    const tests = page.getByRole('button', {name: 'Tests'});
    await tests.focus();
    await page.keyboard.press('Enter');
    expect(await runningAnimations(page), 'a navbar dropdown opening').toEqual([]);
    await page.keyboard.press('Escape');

    const category = page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('button', {expanded: false})
      .first();
    await category.focus();
    await page.keyboard.press('Enter');
    expect(await runningAnimations(page), 'a sidebar category opening').toEqual([]);

    await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).focus();
    await page.keyboard.press('Enter');
    expect(await runningAnimations(page), 'the sidebar hiding').toEqual([]);

    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('searchbox').first()).toBeFocused();
    expect(await runningAnimations(page), 'the search modal opening').toEqual([]);
    await page.keyboard.press('Escape');

    await colourModeToggle(page).focus();
    await page.keyboard.press('Enter');
    expect(await runningAnimations(page), 'the colour mode changing').toEqual([]);

    // A link of the table of contents moves to its heading at once.
    const tocLink = page.locator('.table-of-contents a').last();
    await tocLink.focus();
    await page.keyboard.press('Enter');
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(await runningAnimations(page)).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('on a phone, the menu and the table of contents open without moving', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await gotoHydrated(page, '/docs/installation/');
    await page.getByRole('button', {name: 'On this page'}).focus();
    await page.keyboard.press('Enter');
    expect(await runningAnimations(page), 'the table of contents opening').toEqual([]);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', {name: 'Site menu'})).toBeVisible();
    expect(await runningAnimations(page), 'the phone menu opening').toEqual([]);
  });
});

/** How many distinct colours the part of the page under a box shows: one means nothing is drawn there. */
async function coloursIn(page: Page, clip: {x: number; y: number; width: number; height: number}): Promise<number> {
  const {data, info} = await sharp(await page.screenshot({clip}))
    .raw()
    .toBuffer({resolveWithObject: true});
  const colours = new Set<number>();
  for (let offset = 0; offset < data.length; offset += info.channels) {
    colours.add((data[offset]! << 16) | (data[offset + 1]! << 8) | data[offset + 2]!);
  }
  return colours.size;
}

/** Asserts that the control draws something: text or an icon in a colour other than its background. */
async function expectDrawn(page: Page, control: Locator, name: string): Promise<void> {
  await expect(control, name).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.width * box.height, `${name}: size`).toBeGreaterThan(0);
  expect(await coloursIn(page, box), `${name}: drawn in more than one colour`).toBeGreaterThan(1);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`forced colours, ${colorScheme} contrast theme`, () => {
    test.beforeEach(async ({page}) => {
      await page.emulateMedia({forcedColors: 'active', colorScheme});
    });

    test('every control of the shell stays visible: icons, carets, toggles and the focus ring', async ({page}) => {
      await gotoHydrated(page, '/docs/installation/');
      const navbar = page.getByRole('navigation', {name: 'Main'});
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      await expectDrawn(page, colourModeToggle(navbar), 'colour mode');
      await expectDrawn(page, navbar.getByRole('button', {name: 'Search'}), 'search button');
      await expectDrawn(page, page.getByRole('button', {name: 'Close'}), 'announcement close');
      await expectDrawn(page, navbar.getByRole('button', {name: 'Tests'}), 'dropdown');
      await expectDrawn(page, sidebar.locator('.menu__caret').first(), 'sidebar category caret');
      await expectDrawn(page, page.getByRole('button', {name: 'Collapse sidebar', exact: true}), 'collapse sidebar');
      await expectDrawn(page, page.getByRole('tab').first(), 'tab');

      // The focus ring of a control stays: its box grows by the ring when focused.
      const link = sidebar.getByRole('link').first();
      const before = await coloursIn(page, (await link.boundingBox())!);
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      const ring = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
      });
      expect(ring.style, 'focus ring').not.toBe('none');
      expect(ring.width, 'focus ring width').toBeGreaterThan(0);
      expect(before).toBeGreaterThan(1);

      // Back to top, once the page has scrolled.
      await page.mouse.wheel(0, 3000);
      await page.mouse.wheel(0, -200);
      await expectDrawn(page, page.getByRole('button', {name: 'Scroll back to top'}), 'back to top');
    });

    test('on a phone, the menu button and the table of contents caret stay visible', async ({page}) => {
      await page.setViewportSize({width: 360, height: 740});
      await gotoHydrated(page, '/docs/installation/');
      await expectDrawn(page, page.getByRole('button', {name: 'Toggle navigation bar'}), 'menu button');
      const toc = page.getByRole('button', {name: 'On this page'});
      const box = (await toc.boundingBox())!;
      // The caret sits at the right end of the button, away from its text.
      const caret = {x: box.x + box.width - 32, y: box.y, width: 32, height: box.height};
      expect(await coloursIn(page, caret), 'table of contents caret').toBeGreaterThan(1);
    });
  });
}
