import {describe, expect, it} from 'vitest';
import {
  missingFrom,
  readOptionTableKeys,
  readOptionTables,
  schemaKeyPaths,
  sitePath,
  validatorSchema,
  type SchemaDescription,
} from './apiCoreReference';

const configurationPage = sitePath('docs/api/themes/configuration.mdx');
const classicPage = sitePath('docs/api/themes/theme-classic.mdx');
const algoliaPage = sitePath('docs/api/themes/theme-search-algolia.mdx');
const liveCodeBlockPage = sitePath('docs/api/themes/theme-live-codeblock.mdx');
const mermaidPage = sitePath('docs/api/themes/theme-mermaid.mdx');

/** A schema node whose shape depends on other values: Joi's `when()`, as `describe()` reports it. */
type ConditionalDescription = SchemaDescription & {
  whens?: {
    switch?: {is: SchemaDescription; then: ConditionalDescription}[];
    then?: ConditionalDescription;
    otherwise?: ConditionalDescription;
  }[];
  items?: ConditionalDescription[];
};

const themeConfigDescription = validatorSchema(
  '@docusaurus/theme-classic',
  'validateThemeConfig',
) as ConditionalDescription;

function child(description: ConditionalDescription, ...keys: string[]): ConditionalDescription {
  return keys.reduce<ConditionalDescription>((node, key) => node.keys?.[key] as ConditionalDescription, description);
}

/** The type name a navbar item case matches, or how the page names the cases without a fixed type. */
function navbarItemKind(is: SchemaDescription): string {
  const typeKey = is.keys?.type as (SchemaDescription & {allow?: string[]; rules?: unknown[]}) | undefined;
  if (typeKey?.allow?.[0]) {
    return typeKey.allow[0];
  }
  return typeKey?.rules ? 'custom-' : 'Plain link';
}

/**
 * Keys accepted by each kind of navbar item, read from the `when()` switch of
 * the navbar item schema. Every kind also accepts `position`.
 */
function navbarItemKeysByKind(): Map<string, string[]> {
  const itemSchema = child(themeConfigDescription, 'navbar', 'items').items![0]!;
  const positionKeys = Object.keys(itemSchema.keys ?? {});
  const kinds = new Map<string, string[]>();
  for (const {is, then} of itemSchema.whens![0]!.switch!) {
    // The untyped case is itself conditional: a dropdown when `items` is set, a link otherwise.
    const shape = then.whens?.[0]?.otherwise ?? then;
    const keys = Object.entries(shape.keys ?? {})
      .filter(([, description]) => (description.flags as {presence?: string} | undefined)?.presence !== 'forbidden')
      .map(([key]) => key);
    kinds.set(navbarItemKind(is), [...keys, ...positionKeys]);
  }
  return kinds;
}

/** The keys of the options table under the heading that contains `headingText`. */
function tableKeysUnder(pagePath: string, headingText: string): Set<string> {
  const table = readOptionTables(pagePath).find((candidate) => candidate.heading.includes(headingText));
  return new Set(table?.keys ?? []);
}

describe('docs/api/themes/configuration.mdx', () => {
  const documented = readOptionTableKeys(configurationPage);

  it('documents every themeConfig key of the classic theme, at every depth', () => {
    const keys = schemaKeyPaths(themeConfigDescription);
    expect(keys).toEqual(
      expect.arrayContaining(['navbar.logo.srcDark', 'docs.sidebar.autoCollapseCategories', 'prism.magicComments']),
    );
    expect(missingFrom(documented, keys, configurationPage)).toEqual([]);
  });

  it('documents every kind of navbar item with each of its keys', () => {
    const kinds = navbarItemKeysByKind();
    expect([...kinds.keys()]).toEqual(
      expect.arrayContaining([
        'Plain link',
        'dropdown',
        'doc',
        'docSidebar',
        'docsVersion',
        'docsVersionDropdown',
        'localeDropdown',
        'search',
        'html',
        'custom-',
      ]),
    );
    const missing = [...kinds].flatMap(([kind, keys]) => {
      const heading = kind === 'Plain link' ? kind : `\`${kind}\``;
      return missingFrom(tableKeysUnder(configurationPage, heading), keys, configurationPage).map(
        (problem) => `${kind} item: ${problem}`,
      );
    });
    expect(missing).toEqual([]);
  });

  it('documents the keys of footer columns and footer links', () => {
    const linkAlternatives = child(themeConfigDescription, 'footer', 'links').matches!;
    const [columnKeys, linkKeys] = linkAlternatives.map((match) =>
      Object.keys((match.schema as ConditionalDescription).items![0]!.keys ?? {}),
    );
    expect(missingFrom(tableKeysUnder(configurationPage, 'Footer column'), columnKeys!, configurationPage)).toEqual([]);
    expect(missingFrom(tableKeysUnder(configurationPage, 'Footer link'), linkKeys!, configurationPage)).toEqual([]);
  });

  it('documents the keys of a magic comment', () => {
    const magicComment = child(themeConfigDescription, 'prism', 'magicComments').items![0]!;
    expect(
      missingFrom(tableKeysUnder(configurationPage, 'Magic comment'), schemaKeyPaths(magicComment), configurationPage),
    ).toEqual([]);
  });
});

describe('theme option pages', () => {
  it('documents every option of @docusaurus/theme-classic', () => {
    const keys = schemaKeyPaths(validatorSchema('@docusaurus/theme-classic', 'validateOptions'));
    expect(keys).toContain('customCss');
    expect(missingFrom(readOptionTableKeys(classicPage), keys, classicPage)).toEqual([]);
  });

  it.each([
    ['@docusaurus/theme-search-algolia', algoliaPage, 'algolia.replaceSearchResultPathname.from'],
    ['@docusaurus/theme-live-codeblock', liveCodeBlockPage, 'liveCodeBlock.playgroundPosition'],
    ['@docusaurus/theme-mermaid', mermaidPage, 'mermaid.theme.dark'],
  ])('documents every themeConfig option of %s', (packageName, pagePath, sampleKey) => {
    const keys = schemaKeyPaths(validatorSchema(packageName, 'validateThemeConfig'));
    expect(keys).toContain(sampleKey);
    expect(missingFrom(readOptionTableKeys(pagePath), keys, pagePath)).toEqual([]);
  });
});
