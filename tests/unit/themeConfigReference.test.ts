import {describe, expect, it} from 'vitest';
import {
  defaultMismatches,
  missingFrom,
  readOptionTableKeys,
  readOptionTables,
  schemaKeyPaths,
  schemaNodeAt,
  sitePath,
  validatorSchema,
  type OptionTable,
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
 * The fields accepted by each kind of navbar item, with the schema of each,
 * read from the `when()` switch of the navbar item schema. Every kind also
 * accepts `position`.
 */
function navbarItemFieldsByKind(): Map<string, Map<string, SchemaDescription>> {
  const itemSchema = child(themeConfigDescription, 'navbar', 'items').items![0]!;
  const kinds = new Map<string, Map<string, SchemaDescription>>();
  for (const {is, then} of itemSchema.whens![0]!.switch!) {
    // The untyped case is itself conditional: a dropdown when `items` is set, a link otherwise.
    const shape = then.whens?.[0]?.otherwise ?? then;
    const fields = Object.entries({...shape.keys, ...itemSchema.keys}).filter(
      ([, description]) => (description.flags as {presence?: string} | undefined)?.presence !== 'forbidden',
    );
    kinds.set(navbarItemKind(is), new Map(fields));
  }
  return kinds;
}

/** The heading text that introduces the table of a kind of navbar item. */
function navbarItemHeading(kind: string): string {
  return kind === 'Plain link' ? kind : `\`${kind}\``;
}

/** The options table under the heading that contains `headingText`. */
function tableUnder(pagePath: string, headingText: string): OptionTable | undefined {
  return readOptionTables(pagePath).find((candidate) => candidate.heading.includes(headingText));
}

/** The keys of the options table under the heading that contains `headingText`. */
function tableKeysUnder(pagePath: string, headingText: string): Set<string> {
  return new Set(tableUnder(pagePath, headingText)?.keys ?? []);
}

/** The footer's two shapes of `links`, each the schema of one array item: columns, and links without columns. */
function footerItemSchemas(): {column: SchemaDescription; link: SchemaDescription} {
  const [columns, links] = child(themeConfigDescription, 'footer', 'links').matches!.map(
    (match) => (match.schema as ConditionalDescription).items![0]!,
  );
  return {column: columns!, link: links!};
}

const magicCommentSchema = child(themeConfigDescription, 'prism', 'magicComments').items![0]!;

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
    const kinds = navbarItemFieldsByKind();
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
    const missing = [...kinds].flatMap(([kind, fields]) =>
      missingFrom(
        tableKeysUnder(configurationPage, navbarItemHeading(kind)),
        [...fields.keys()],
        configurationPage,
      ).map((problem) => `${kind} item: ${problem}`),
    );
    expect(missing).toEqual([]);
  });

  it('documents the keys of footer columns and footer links', () => {
    const {column, link} = footerItemSchemas();
    const [columnKeys, linkKeys] = [column, link].map((item) => Object.keys(item.keys ?? {}));
    expect(missingFrom(tableKeysUnder(configurationPage, 'Footer column'), columnKeys!, configurationPage)).toEqual([]);
    expect(missingFrom(tableKeysUnder(configurationPage, 'Footer link'), linkKeys!, configurationPage)).toEqual([]);
  });

  it('documents the keys of a magic comment', () => {
    expect(
      missingFrom(
        tableKeysUnder(configurationPage, 'Magic comment'),
        schemaKeyPaths(magicCommentSchema),
        configurationPage,
      ),
    ).toEqual([]);
  });

  it("gives every field the default of the classic theme's schema", () => {
    const tables = readOptionTables(configurationPage);
    // Tables of themeConfig fields, named by their full path (`navbar.hideOnScroll`).
    const fieldRows = tables
      .flatMap((table) => table.rows)
      .filter((row) => schemaNodeAt(themeConfigDescription, row.key));
    const results = [
      defaultMismatches(fieldRows, (key) => schemaNodeAt(themeConfigDescription, key), configurationPage),
      ...[...navbarItemFieldsByKind()].map(([kind, fields]) =>
        defaultMismatches(
          tableUnder(configurationPage, navbarItemHeading(kind))?.rows ?? [],
          (key) => fields.get(key),
          configurationPage,
        ),
      ),
      ...Object.entries({
        'Footer column': footerItemSchemas().column,
        'Footer link': footerItemSchemas().link,
        'Magic comment': magicCommentSchema,
      }).map(([heading, item]) =>
        defaultMismatches(
          tableUnder(configurationPage, heading)?.rows ?? [],
          (key) => schemaNodeAt(item, key),
          configurationPage,
        ),
      ),
    ];
    expect(results.reduce((sum, result) => sum + result.checked, 0)).toBeGreaterThan(130);
    expect(results.flatMap((result) => result.problems)).toEqual([]);
  });
});

describe('theme option pages', () => {
  it('documents every option of @docusaurus/theme-classic, with its default', () => {
    const schema = validatorSchema('@docusaurus/theme-classic', 'validateOptions');
    const keys = schemaKeyPaths(schema);
    expect(keys).toContain('customCss');
    expect(missingFrom(readOptionTableKeys(classicPage), keys, classicPage)).toEqual([]);
    const rows = readOptionTables(classicPage).flatMap((table) => table.rows);
    expect(defaultMismatches(rows, (key) => schemaNodeAt(schema, key), classicPage).problems).toEqual([]);
  });

  it.each([
    ['@docusaurus/theme-search-algolia', algoliaPage, 'algolia.replaceSearchResultPathname.from'],
    ['@docusaurus/theme-live-codeblock', liveCodeBlockPage, 'liveCodeBlock.playgroundPosition'],
    ['@docusaurus/theme-mermaid', mermaidPage, 'mermaid.theme.dark'],
  ])('documents every themeConfig option of %s, with its default', (packageName, pagePath, sampleKey) => {
    const schema = validatorSchema(packageName, 'validateThemeConfig');
    const keys = schemaKeyPaths(schema);
    expect(keys).toContain(sampleKey);
    expect(missingFrom(readOptionTableKeys(pagePath), keys, pagePath)).toEqual([]);
    const rows = readOptionTables(pagePath).flatMap((table) => table.rows);
    expect(defaultMismatches(rows, (key) => schemaNodeAt(schema, key), pagePath).problems).toEqual([]);
  });
});
