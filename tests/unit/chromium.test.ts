// The browser flags of the tests and benchmarks (scripts/chromium.ts). Chromium reads only the last
// --disable-features switch, so the one we pass replaces Playwright's own: it must repeat Playwright's list.
import {readFileSync} from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {playwrightChromiumArgs, playwrightDisabledFeatures} from '../../scripts/chromium';

const siteDir = path.resolve(__dirname, '../..');

/** The features the installed playwright-core turns off at each launch, read from its bundle. */
function installedPlaywrightDisabledFeatures(): string[] {
  const bundle = readFileSync(path.join(siteDir, 'node_modules/playwright-core/lib/coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  if (list === undefined) {
    throw new Error(
      'playwright-core no longer declares `disabledFeatures = [...]` in lib/coreBundle.js: find how it passes ' +
        '--disable-features now, and update playwrightDisabledFeatures in scripts/chromium.ts.',
    );
  }
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

describe('playwrightChromiumArgs', () => {
  it('passes one --disable-features, which holds every feature the installed Playwright turns off', () => {
    const switches = playwrightChromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]!.slice('--disable-features='.length).split(',');
    const installed = installedPlaywrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect(installed.filter((feature) => !features.includes(feature))).toEqual([]);
    expect(playwrightDisabledFeatures.filter((feature) => !installed.includes(feature))).toEqual([]);
  });

  it('turns off the address bar popups that each new window would render', () => {
    expect(playwrightChromiumArgs.at(-1)).toMatch(/^--disable-features=.*\bWebUIOmniboxPopup,WebUIOmniboxAimPopup$/);
  });
});
