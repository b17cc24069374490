import {describe, expect, it} from 'vitest';
import {createInitialStateScript} from './script';

/** Runs the script against a minimal document, storage and media query. */
function run(
  script: string,
  {
    attributes,
    stored,
    prefersDark,
  }: {attributes: Record<string, string>; stored: Record<string, string>; prefersDark: boolean},
) {
  const root = {
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
  };
  const window = {matchMedia: () => ({matches: prefersDark})};
  const localStorage = {getItem: (key: string) => stored[key] ?? null};
  new Function('document', 'window', 'localStorage', script)({documentElement: root}, window, localStorage);
  return attributes;
}

const script = createInitialStateScript({storageNamespace: '-site', announcementBarId: 'release-2'});

describe('first-paint corrections', () => {
  it('turns a stored "system" colour mode into the system preference', () => {
    const attributes = run(script, {
      attributes: {'data-theme': 'system', 'data-theme-choice': 'system'},
      stored: {},
      prefersDark: true,
    });
    expect(attributes['data-theme']).toBe('dark');
    expect(attributes['data-theme-choice']).toBe('system');
  });

  it('leaves an explicit light or dark choice alone', () => {
    const attributes = run(script, {
      attributes: {'data-theme': 'light', 'data-theme-choice': 'light'},
      stored: {},
      prefersDark: true,
    });
    expect(attributes['data-theme']).toBe('light');
  });

  it('shows the announcement bar again when its id differs from the one dismissed', () => {
    const attributes = run(script, {
      attributes: {'data-theme': 'light', 'data-announcement-bar-initially-dismissed': 'true'},
      stored: {'docusaurus.announcement.id-site': 'release-1'},
      prefersDark: false,
    });
    expect(attributes['data-announcement-bar-initially-dismissed']).toBe('false');
  });

  it('keeps a dismissed announcement hidden while its id is the same', () => {
    const attributes = run(script, {
      attributes: {'data-theme': 'light', 'data-announcement-bar-initially-dismissed': 'true'},
      stored: {'docusaurus.announcement.id-site': 'release-2'},
      prefersDark: false,
    });
    expect(attributes['data-announcement-bar-initially-dismissed']).toBe('true');
  });

  it('writes ids as JSON strings, so a quote in an id cannot break the script', () => {
    expect(() =>
      createInitialStateScript({storageNamespace: "-a'b", announcementBarId: "x'); alert(1); ('"}),
    ).not.toThrow();
    const tricky = createInitialStateScript({storageNamespace: '', announcementBarId: "x'); alert(1); ('"});
    expect(() => new Function(tricky)).not.toThrow();
  });
});
