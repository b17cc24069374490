import {describe, expect, it} from 'vitest';
import {loadThemeHarness} from '../../../tests/unit/themeHarness';

/**
 * Renders the demo on the server with the real `usePluralForm()` hook, for a
 * site whose current locale is the one given.
 */

type Harness = {render: (props: {initialMessage?: string; initialCount?: number}) => string};

const harnessEntry = `
import React from 'react';
import {renderToString} from 'react-dom/server';
import PluralFormDemo from '@site/src/components/PluralFormDemo';

export function render(props) {
  return renderToString(<PluralFormDemo {...props} />);
}
`;

function loadHarness(locale: string): Promise<Harness> {
  return loadThemeHarness<Harness>({
    entry: harnessEntry,
    generated: {
      'docusaurus.config': {baseUrl: '/', themeConfig: {}},
      i18n: {
        defaultLocale: locale,
        currentLocale: locale,
        locales: [locale],
        localeConfigs: {
          [locale]: {label: locale, direction: 'ltr', htmlLang: locale, calendar: 'gregory', path: locale},
        },
      },
    },
  });
}

/** The text of the result, without React's markup. */
function resultOf(html: string): string | undefined {
  return /<output[^>]*><strong>([^<]*)<\/strong><\/output>/.exec(html)?.[1];
}

describe('PluralFormDemo', () => {
  it('selects the English forms and labels both inputs', async () => {
    const harness = await loadHarness('en');
    const one = harness.render({initialCount: 1});
    expect(resultOf(one)).toBe('One post');
    expect(one).toMatch(/<label for="([^"]+)-count">Count<\/label>/);
    expect(one).toMatch(/<label for="([^"]+)-message">/);
    expect(resultOf(harness.render({initialCount: 0}))).toBe('0 posts');
    expect(resultOf(harness.render({initialCount: 2}))).toBe('2 posts');
  }, 60_000);

  it('follows the French rules, where 0 takes the singular form', async () => {
    const harness = await loadHarness('fr');
    const message = '{count} article|{count} articles';
    expect(resultOf(harness.render({initialMessage: message, initialCount: 0}))).toBe('0 article');
    expect(resultOf(harness.render({initialMessage: message, initialCount: 3}))).toBe('3 articles');
  }, 60_000);
});
