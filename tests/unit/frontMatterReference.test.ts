/**
 * The front matter fields the docs document for docs, blog posts and pages
 * must exist in the schema the plugin validates front matter with, and the
 * API reference of each plugin must document every field of its schema.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readTables, sitePath, type SchemaDescription} from './apiCoreReference';

const siteRequire = createRequire(sitePath('package.json'));

type FrontMatterValidator = (frontMatter: Record<string, unknown>) => unknown;

/**
 * The schema a plugin's `lib/frontMatter.js` validates front matter with. The
 * blog and pages plugins keep it in a module-local constant, so the file runs
 * here with a `validateFrontMatter` that captures the schema it is handed;
 * everything else it requires is the installed code.
 */
function frontMatterSchema(packageName: string, validatorName: string): SchemaDescription {
  const file = siteRequire.resolve(`${packageName}/lib/frontMatter.js`);
  const fileRequire = createRequire(file);
  let captured: SchemaDescription | undefined;
  const validation = {
    ...(fileRequire('@docusaurus/utils-validation') as object),
    validateFrontMatter: (frontMatter: unknown, schema: {describe(): SchemaDescription}) => {
      captured = schema.describe();
      return frontMatter;
    },
  };
  const module = {exports: {} as Record<string, FrontMatterValidator | undefined>};
  const moduleRequire = (id: string): unknown => (id === '@docusaurus/utils-validation' ? validation : fileRequire(id));
  new Function('exports', 'require', 'module', '__filename', '__dirname', readFileSync(file, 'utf8'))(
    module.exports,
    moduleRequire,
    module,
    file,
    path.dirname(file),
  );
  module.exports[validatorName]?.({});
  if (!captured) {
    throw new Error(`${packageName}: ${validatorName} did not hand a schema to validateFrontMatter`);
  }
  return captured;
}

/** Every field named in the first cell of the front matter tables of a page (`pagination_prev`, `pagination_next`). */
function documentedFields(page: string): {field: string; line: number}[] {
  return readTables(sitePath(page))
    .filter((table) => /front matter/i.test(table.heading) && table.header[0] === 'Field')
    .flatMap((table) =>
      table.rows.flatMap(({cells, line}) =>
        [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)].map((match) => ({field: match[1]!, line})),
      ),
    );
}

const kinds = [
  {
    kind: 'docs',
    schema: frontMatterSchema('@docusaurus/plugin-content-docs', 'validateDocFrontMatter'),
    reference: 'docs/api/plugins/plugin-content-docs.mdx',
    guides: ['docs/guides/docs/create-doc.mdx'],
  },
  {
    kind: 'blog posts',
    schema: frontMatterSchema('@docusaurus/plugin-content-blog', 'validateBlogPostFrontMatter'),
    reference: 'docs/api/plugins/plugin-content-blog.mdx',
    guides: ['docs/guides/blog.mdx'],
  },
  {
    kind: 'pages',
    schema: frontMatterSchema('@docusaurus/plugin-content-pages', 'validatePageFrontMatter'),
    reference: 'docs/api/plugins/plugin-content-pages.mdx',
    guides: [],
  },
];

describe.each(kinds)('front matter of $kind', ({schema, reference, guides}) => {
  const schemaFields = Object.keys(schema.keys ?? {});

  it.each([reference, ...guides])('%s documents only fields of the schema', (page) => {
    const documented = documentedFields(page);
    expect(documented.length).toBeGreaterThan(5);
    const unknown = documented
      .filter(({field}) => !schemaFields.includes(field))
      .map(({field, line}) => `${page}:${line} documents "${field}", which the front matter schema does not have`);
    expect(unknown).toEqual([]);
  });

  it(`${reference} documents every field of the schema`, () => {
    const documented = new Set(documentedFields(reference).map(({field}) => field));
    const missing = schemaFields
      .filter((field) => !documented.has(field))
      .map((field) => `"${field}" is missing from the front matter table of ${reference}`);
    expect(missing).toEqual([]);
  });
});
