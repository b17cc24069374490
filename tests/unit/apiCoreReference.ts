/**
 * Helpers for the completeness tests of the core API reference: they read the
 * options tables of an MDX page and the keys of a Joi schema, so a test can
 * compare what the code accepts with what the page documents.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {isOptionsTableHeader, tableCells} from './apiReference';

/** Absolute path of a page, from its path relative to the site directory. */
export function sitePath(relativePath: string): string {
  return path.resolve(__dirname, '../..', relativePath);
}

/** One row of an options table: its name and what its Default column says. */
export type OptionRow = {
  /** The backticked name at the start of the first cell. */
  key: string;
  /** The Default cell as written, such as `` `'docs'` ``, `none` or `required`. */
  defaultCell: string;
  /** Line of the row in the page, from 1. */
  line: number;
};

/** One options table of a page and the heading it sits under. */
export type OptionTable = {
  /** Raw text of the closest `##` or `###` heading above the table. */
  heading: string;
  /** The backticked name at the start of each row's first cell. */
  keys: string[];
  rows: OptionRow[];
};

/** The code span a cell starts with, if it starts with one. */
export function leadingCodeSpan(cell: string): string | undefined {
  return /^`([^`]+)`/.exec(cell)?.[1];
}

/**
 * The lines of an MDX page with the content of fenced code blocks blanked, so
 * that a `# comment` in a shell example is not mistaken for a heading.
 */
function linesOutsideCodeFences(mdxPath: string): string[] {
  let inFence = false;
  return readFileSync(mdxPath, 'utf8')
    .split('\n')
    .map((line) => {
      const isFence = /^\s*(```|~~~)/.test(line);
      if (isFence) {
        inFence = !inFence;
      }
      return isFence || inFence ? '' : line;
    });
}

/** Raw text of every `##` and `###` heading of an MDX page. */
export function readHeadings(mdxPath: string): string[] {
  return linesOutsideCodeFences(mdxPath).flatMap((line) => /^#{2,3}\s+(.*)$/.exec(line)?.[1] ?? []);
}

/** Reads every options table of an MDX page (header `Name | Type | Default | Description`). */
export function readOptionTables(mdxPath: string): OptionTable[] {
  const tables: OptionTable[] = [];
  let heading = '';
  let current: OptionTable | undefined;
  linesOutsideCodeFences(mdxPath).forEach((line, index) => {
    heading = /^#{2,3}\s+(.*)$/.exec(line)?.[1] ?? heading;
    if (!line.trim().startsWith('|')) {
      current = undefined;
    } else if (isOptionsTableHeader(line)) {
      current = {heading, keys: [], rows: []};
      tables.push(current);
    } else if (current) {
      const cells = tableCells(line);
      const key = leadingCodeSpan(cells[0] ?? '');
      if (key !== undefined) {
        current.keys.push(key);
        current.rows.push({key, defaultCell: cells[2] ?? '', line: index + 1});
      }
    }
  });
  return tables;
}

/** Every name documented in any options table of the page. */
export function readOptionTableKeys(mdxPath: string): Set<string> {
  return new Set(readOptionTables(mdxPath).flatMap((table) => table.keys));
}

/** The parts of a Joi `describe()` result that the key walker reads. */
export type SchemaDescription = {
  flags?: object;
  keys?: Record<string, SchemaDescription>;
  matches?: {schema?: SchemaDescription; then?: SchemaDescription; otherwise?: SchemaDescription}[];
  patterns?: {rule?: SchemaDescription}[];
};

function isForbidden(description: SchemaDescription): boolean {
  return (description.flags as {presence?: string} | undefined)?.presence === 'forbidden';
}

/** The object shapes a value may take: itself, or each branch of an alternatives schema. */
function objectBranches(description: SchemaDescription): SchemaDescription[] {
  const branches = (description.matches ?? []).flatMap((match) =>
    [match.schema, match.then, match.otherwise].filter((branch) => branch !== undefined),
  );
  return [description, ...branches.flatMap(objectBranches)];
}

/**
 * Dotted paths of every key a schema declares, at every depth: `future`,
 * `future.v4`, `future.v4.useCssCascadeLayers`... Alternatives are followed
 * into each branch. Keys matched by a pattern (a record keyed by locale, for
 * example) appear under `patternSegment`. Forbidden keys, which schemas keep
 * only to explain that an option was removed, are left out. Array items are
 * not followed: their fields are documented and tested per page.
 */
export function schemaKeyPaths(description: SchemaDescription, patternSegment = '*', prefix = ''): string[] {
  const paths = new Set<string>();
  for (const branch of objectBranches(description)) {
    for (const [key, child] of Object.entries(branch.keys ?? {})) {
      if (!isForbidden(child)) {
        const keyPath = `${prefix}${key}`;
        paths.add(keyPath);
        schemaKeyPaths(child, patternSegment, `${keyPath}.`).forEach((p) => paths.add(p));
      }
    }
    for (const pattern of branch.patterns ?? []) {
      if (pattern.rule) {
        schemaKeyPaths(pattern.rule, patternSegment, `${prefix}${patternSegment}.`).forEach((p) => paths.add(p));
      }
    }
  }
  return [...paths];
}

/** A Joi schema, reduced to what the helpers call. */
type DescribableSchema = {describe(): SchemaDescription};

/** The `validate` callback Docusaurus core passes to `validateOptions` and `validateThemeConfig`. */
type Validator = (context: {
  validate: (schema: DescribableSchema, value: unknown) => unknown;
  options: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
}) => unknown;

/**
 * Loads a package the way the site does and returns the schema that one of its
 * exported validators (`validateOptions` or `validateThemeConfig`) checks
 * against. The validator gets a fake `validate` that captures the schema, so
 * only the package's public exports are used.
 */
export function validatorSchema(
  packageName: string,
  validatorName: 'validateOptions' | 'validateThemeConfig',
): SchemaDescription {
  const packageExports = createRequire(sitePath('package.json'))(packageName) as Record<string, Validator | undefined>;
  const validator = packageExports[validatorName];
  if (!validator) {
    throw new Error(`${packageName} does not export ${validatorName}`);
  }
  let captured: SchemaDescription | undefined;
  validator({
    validate: (schema, value) => {
      captured = schema.describe();
      return value;
    },
    options: {},
    themeConfig: {},
  });
  if (!captured) {
    throw new Error(`${packageName}'s ${validatorName} never called validate(), so its schema could not be read`);
  }
  return captured;
}

/** Paths of `expected` that are not documented, formatted for a failure message. */
export function missingFrom(documented: Set<string>, expected: readonly string[], pagePath: string): string[] {
  return expected
    .filter((key) => !documented.has(key))
    .map((key) => `${key} (not documented on ${path.relative(sitePath('.'), pagePath)})`);
}
