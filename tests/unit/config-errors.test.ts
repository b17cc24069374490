import {createRequire} from 'node:module';
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {loadThemeHarness} from './themeHarness';

/**
 * The configuration mistakes of the spec, and the message each one produces.
 * Each check runs the installed framework code that raises the message: the
 * theme's navbar items rendered to a string against a small fixture site, the
 * core's Translate, and the docs plugin's sidebar checks.
 */

type NavbarItemProps = {type: string; [key: string]: unknown};

type Harness = {
  renderNavbarItem: (props: NavbarItemProps) => string;
  renderTranslate: (children: unknown) => string;
  translate: (message: {id?: string; message?: string}, values?: Record<string, string>) => string;
};

/** One docs version with one doc and two sidebars, one of which has nothing to link to. */
const docsGlobalData = {
  path: '/docs',
  breadcrumbs: true,
  versions: [
    {
      name: 'current',
      label: 'Canary',
      isLast: true,
      path: '/docs',
      mainDocId: 'introduction',
      docs: [
        {id: 'introduction', path: '/docs/', sidebar: 'docs'},
        {id: 'cli', path: '/docs/cli/', sidebar: 'docs'},
      ],
      draftIds: [],
      sidebars: {
        docs: {link: {path: '/docs/', label: 'introduction'}},
        emptySidebar: {},
      },
    },
  ],
};

const harnessEntry = `
import React from 'react';
import {renderToString} from 'react-dom/server';
import {StaticRouter} from 'react-router-dom';
import {HelmetProvider} from 'react-helmet-async';
import {DocsPreferredVersionContextProvider} from '@docusaurus/plugin-content-docs/client';
import NavbarItem from '@theme/NavbarItem';
import Translate, {translate} from '@docusaurus/Translate';

// The providers the app's root gives a navbar item (the version dropdown writes a head tag).
export function renderNavbarItem(props) {
  return renderToString(
    <HelmetProvider context={{}}>
      <StaticRouter location="/docs/">
        <DocsPreferredVersionContextProvider>
          <NavbarItem {...props} />
        </DocsPreferredVersionContextProvider>
      </StaticRouter>
    </HelmetProvider>,
  );
}

export function renderTranslate(children) {
  return renderToString(<Translate>{children}</Translate>);
}

export {translate};
`;

let harness: Harness;

beforeAll(async () => {
  harness = await loadThemeHarness<Harness>({
    entry: harnessEntry,
    generated: {
      'docusaurus.config': {
        baseUrl: '/',
        trailingSlash: true,
        themeConfig: {docs: {versionPersistence: 'localStorage'}, navbar: {items: []}},
        future: {experimental_storage: {type: 'localStorage', namespace: false}},
      },
      globalData: {'docusaurus-plugin-content-docs': {default: docsGlobalData}},
      i18n: {
        defaultLocale: 'en',
        currentLocale: 'en',
        locales: ['en'],
        localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'}},
      },
      'site-storage': {type: 'localStorage', namespace: ''},
    },
    // The search bar comes from the Algolia theme, which this harness does not load.
    themeStubs: {SearchBar: 'export default function SearchBar() { return null; }'},
  });
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

/** React reports render errors on the console too; the thrown error is what the tests read. */
function silenceConsoleErrors(): void {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('navbar items', () => {
  it('an item whose type has no component names that type', () => {
    silenceConsoleErrors();
    expect(() => harness.renderNavbarItem({type: 'custom-notRegistered', label: 'Bogus'})).toThrow(
      'No NavbarItem component found for type "custom-notRegistered".',
    );
  });

  it('the item types of the site render, including its own custom type', () => {
    expect(harness.renderNavbarItem({type: 'doc', docId: 'cli', label: 'CLI'})).toContain('href="/docs/cli/"');
    // Rendered on the server, outside /tests: the custom item renders nothing, without throwing.
    expect(harness.renderNavbarItem({type: 'custom-dogfoodingNavbarItem', content: '🐶'})).toBe('');
  });

  it('a version dropdown naming a missing version lists the available version names', () => {
    silenceConsoleErrors();
    expect(() => harness.renderNavbarItem({type: 'docsVersionDropdown', versions: ['current', '2.x']})).toThrow(
      /No docs version exist for name '2\.x'.*\nAvailable version names:\n- current$/s,
    );
  });

  it('a docSidebar item whose sidebar has nothing to link to says so', () => {
    silenceConsoleErrors();
    expect(() => harness.renderNavbarItem({type: 'docSidebar', sidebarId: 'emptySidebar'})).toThrow(
      `DocSidebarNavbarItem: Sidebar with ID "emptySidebar" doesn't have anything to be linked to.`,
    );
  });

  it('a docSidebar item naming a missing sidebar lists the available sidebar ids', () => {
    silenceConsoleErrors();
    expect(() => harness.renderNavbarItem({type: 'docSidebar', sidebarId: 'api'})).toThrow(
      /Can't find any sidebar with id "api".*\nAvailable sidebar ids are:\n- docs\n- emptySidebar$/s,
    );
  });

  it('a doc item naming a missing doc id lists the available doc ids', () => {
    silenceConsoleErrors();
    expect(() => harness.renderNavbarItem({type: 'doc', docId: 'installation'})).toThrow(
      /Couldn't find any doc with id "installation" in version "current"\.\nAvailable doc ids are:\n- introduction\n- cli$/,
    );
  });
});

describe('sidebars file', () => {
  it('a sidebar naming a missing doc id lists the available document ids', () => {
    const require = createRequire(import.meta.url);
    const {createSidebarsUtils} = require('@docusaurus/plugin-content-docs/lib/sidebars/utils.js');
    const sidebars = {
      docs: [
        {type: 'doc', id: 'introduction'},
        {type: 'doc', id: 'instalation'},
      ],
    };
    expect(() =>
      createSidebarsUtils(sidebars).checkSidebarsDocIds({
        allDocIds: ['introduction', 'installation'],
        sidebarFilePath: 'sidebars.ts',
        versionMetadata: {versionName: 'current'},
      }),
    ).toThrow(
      /These sidebar document ids do not exist:\n- instalation\n\nAvailable document ids are:\n- installation\n- introduction/,
    );
  });
});

describe('translations', () => {
  it('a translation declaration without id or message is refused', () => {
    const message =
      'Docusaurus translation declarations must have at least a translation id or a default translation message';
    expect(() => harness.translate({})).toThrow(message);
    silenceConsoleErrors();
    expect(() => harness.renderTranslate(undefined)).toThrow(message);
  });

  it('Translate children that are not a plain string give a warning and an error', () => {
    silenceConsoleErrors();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const children = {
      type: 'strong',
      props: {children: 'bold'},
      key: null,
      $$typeof: Symbol.for('react.transitional.element'),
    };
    expect(() => harness.renderTranslate(children)).toThrow(
      'The Docusaurus <Translate> component only accept simple string values',
    );
    expect(warn).toHaveBeenCalledWith('Illegal <Translate> children', children);
  });

  it('a plain string message renders, with its values interpolated', () => {
    expect(harness.renderTranslate('Hello')).toBe('Hello');
    expect(harness.translate({message: 'Version {version}'}, {version: '3.8.1'})).toBe('Version 3.8.1');
  });
});
