import {describe, expect, it} from 'vitest';
import {createIntlWarmUpScript} from './script';

/** Runs the script on a page whose <html> has these attributes; returns the formats it made, by locale. */
function run({lang, hydrated, idleCallbacks = true}: {lang: string; hydrated: boolean; idleCallbacks?: boolean}) {
  const formats: (string | undefined)[] = [];
  const idle: (() => void)[] = [];
  const attributes = new Map([['data-has-hydrated', String(hydrated)]]);
  const document = {documentElement: {lang, getAttribute: (name: string) => attributes.get(name) ?? null}};
  class DateTimeFormat {
    constructor(locale?: string) {
      formats.push(locale);
    }
    format() {
      return '';
    }
  }
  const requestIdleCallback = idleCallbacks ? (callback: () => void) => idle.push(callback) : undefined;
  new Function('document', 'Intl', 'requestIdleCallback', createIntlWarmUpScript())(
    document,
    {DateTimeFormat},
    requestIdleCallback,
  );
  const formatsBeforeIdle = [...formats];
  idle.splice(0).forEach((callback) => callback());
  return {formatsBeforeIdle, formats};
}

describe('Intl warm-up before the app', () => {
  it("formats a date in the page's language, in idle time", () => {
    expect(run({lang: 'en', hydrated: false})).toEqual({formatsBeforeIdle: [], formats: ['en']});
    // A page without a language lets the browser choose.
    expect(run({lang: '', hydrated: false}).formats).toEqual([undefined]);
  });

  it('does nothing once the page has hydrated, or without idle callbacks', () => {
    expect(run({lang: 'en', hydrated: true}).formats).toEqual([]);
    expect(run({lang: 'en', hydrated: false, idleCallbacks: false}).formats).toEqual([]);
  });
});
