/**
 * Helpers for the completeness tests of the core API reference: they read the
 * options tables of an MDX page and the keys of a Joi schema, so a test can
 * compare what the code accepts with what the page documents.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {inspect, isDeepStrictEqual} from 'node:util';
import {themes as prismThemes} from 'prism-react-renderer';
import {capturedSchema, isOptionsTableHeader, tableCells, type SchemaDescription, type Validator} from './apiReference';

export type {SchemaDescription} from './apiReference';

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

/** A Markdown table of a page: the heading it sits under, its header cells, and its rows. */
export type MarkdownTable = {
  /** Raw text of the closest `##` or `###` heading above the table. */
  heading: string;
  header: string[];
  /** Each row's cells and its line in the page, from 1; the delimiter row is left out. */
  rows: {cells: string[]; line: number}[];
};

/** Every table of an MDX page outside code blocks. */
export function readTables(mdxPath: string): MarkdownTable[] {
  const tables: MarkdownTable[] = [];
  let heading = '';
  let current: MarkdownTable | undefined;
  linesOutsideCodeFences(mdxPath).forEach((line, index) => {
    heading = /^#{2,3}\s+(.*)$/.exec(line)?.[1] ?? heading;
    if (!line.trim().startsWith('|')) {
      current = undefined;
    } else if (!current) {
      current = {heading, header: tableCells(line), rows: []};
      tables.push(current);
    } else if (!/^\|[\s:|-]+$/.test(line.trim())) {
      current.rows.push({cells: tableCells(line), line: index + 1});
    }
  });
  return tables;
}

/** Reads every options table of an MDX page (header `Name | Type | Default | Description`). */
export function readOptionTables(mdxPath: string): OptionTable[] {
  return readTables(mdxPath)
    .filter((table) => isOptionsTableHeader(`|${table.header.join('|')}|`))
    .map(({heading, rows}) => {
      const optionRows = rows.flatMap(({cells, line}) => {
        const key = leadingCodeSpan(cells[0] ?? '');
        return key === undefined ? [] : [{key, defaultCell: cells[2] ?? '', line}];
      });
      return {heading, keys: optionRows.map((row) => row.key), rows: optionRows};
    });
}

/** Every name documented in any options table of the page. */
export function readOptionTableKeys(mdxPath: string): Set<string> {
  return new Set(readOptionTables(mdxPath).flatMap((table) => table.keys));
}

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

/**
 * Loads a package the way the site does and returns the schema that one of its
 * exported validators (`validateOptions` or `validateThemeConfig`) checks
 * against, using only the package's public exports.
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
  return capturedSchema(validator, `${packageName}'s ${validatorName}`);
}

/** Paths of `expected` that are not documented, formatted for a failure message. */
export function missingFrom(documented: Set<string>, expected: readonly string[], pagePath: string): string[] {
  return expected
    .filter((key) => !documented.has(key))
    .map((key) => `${key} (not documented on ${path.relative(sitePath('.'), pagePath)})`);
}

/** A schema node with what the default check reads: its flags and the branches of a `when()`. */
type DefaultDescription = SchemaDescription & {
  flags?: {default?: unknown; presence?: string};
  whens?: {then?: SchemaDescription; otherwise?: SchemaDescription; switch?: {then?: SchemaDescription}[]}[];
};

/** A node and the shapes it may take: alternatives, and the branches of a condition. */
function allBranches(description: DefaultDescription): DefaultDescription[] {
  const conditional = (description.whens ?? []).flatMap((when) =>
    [when.then, when.otherwise, ...(when.switch ?? []).map((branch) => branch.then)].filter((branch) => !!branch),
  );
  return [...objectBranches(description), ...conditional].flatMap((branch) =>
    branch === description ? [branch] : allBranches(branch),
  );
}

/**
 * The schema node of a dotted key path such as `feedOptions.type`, following
 * alternatives and conditions; a segment written `<locale>` or `<name>` stands
 * for the keys of a record (a pattern key).
 */
export function schemaNodeAt(description: SchemaDescription, keyPath: string): SchemaDescription | undefined {
  let nodes: DefaultDescription[] = [description];
  for (const segment of keyPath.split('.')) {
    nodes = nodes
      .flatMap(allBranches)
      .flatMap((node) =>
        /^<.+>$/.test(segment)
          ? (node.patterns ?? []).flatMap((pattern) => pattern.rule ?? [])
          : [node.keys?.[segment] ?? []].flat(),
      );
  }
  return nodes[0];
}

/** What a schema fills in when the field is left out: a value, or nothing. */
type SchemaDefault = {value: unknown} | undefined;

/**
 * The default of a schema node or of the first of its branches that has one.
 * A function default is called, as Joi calls it; `{special: 'deep'}` is an
 * object made of its fields' defaults.
 */
function schemaDefault(node: DefaultDescription): SchemaDefault {
  const declared = allBranches(node).find((branch) => branch.flags && 'default' in branch.flags)?.flags?.default;
  if (declared === undefined) {
    return undefined;
  }
  if (typeof declared === 'function') {
    try {
      const value: unknown = (declared as (parent: object, helpers: object) => unknown)({}, {});
      return value === undefined ? undefined : {value};
    } catch {
      return {value: declared};
    }
  }
  return {value: declared};
}

/** The value a code span of a Default cell names: a literal, or one of prism-react-renderer's `themes`. */
function codeSpanValue(span: string): {value: unknown} | undefined {
  try {
    return {value: new Function('themes', `return (${span.replaceAll('\\|', '|')});`)(prismThemes) as unknown};
  } catch {
    return undefined;
  }
}

/**
 * Compares the Default column of options rows with the schema's defaults.
 * `required` must be a required field and `none` a field without a default. A
 * cell that is one code span holding a value must equal the schema's default.
 * Any other cell describes where the value comes from, and when the schema
 * has a plain default (a string, a number, a boolean), it must name it as a
 * code span. Rows whose key the schema does not declare are left to the
 * completeness tests; `checked` counts the others.
 */
export function defaultMismatches(
  rows: readonly OptionRow[],
  nodeOf: (key: string) => SchemaDescription | undefined,
  pagePath: string,
): {checked: number; problems: string[]} {
  const page = path.relative(sitePath('.'), pagePath);
  let checked = 0;
  const problems = rows.flatMap((row) => {
    const node = nodeOf(row.key) as DefaultDescription | undefined;
    if (!node) {
      return [];
    }
    checked += 1;
    const cell = row.defaultCell.trim();
    const required = node.flags?.presence === 'required';
    const actual = schemaDefault(node);
    const actualText = actual === undefined ? 'no default' : `the default ${inspect(actual.value, {depth: 1})}`;
    const where = `${page}:${row.line} ${row.key}`;
    if (/^required$/i.test(cell) || required) {
      return /^required$/i.test(cell) && required
        ? []
        : [`${where}: the page says "${cell}", the schema says ${required ? 'required' : actualText}`];
    }
    if (cell === 'none') {
      return actual === undefined ? [] : [`${where}: the page says none, the schema has ${actualText}`];
    }
    const single = /^`([^`]+)`$/.exec(cell)?.[1];
    const documented = single === undefined ? undefined : codeSpanValue(single);
    if (documented) {
      return isDeepStrictEqual(documented.value, actual?.value)
        ? []
        : [`${where}: the page says ${cell}, the schema has ${actualText}`];
    }
    const plain = actual !== undefined && ['string', 'number', 'boolean'].includes(typeof actual.value);
    const named = [...cell.matchAll(/`([^`]+)`/g)].some((match) =>
      isDeepStrictEqual(codeSpanValue(match[1]!)?.value, actual?.value),
    );
    return plain && !named ? [`${where}: the page says "${cell}", which does not name ${actualText}`] : [];
  });
  return {checked, problems};
}
