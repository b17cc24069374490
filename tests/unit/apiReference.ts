/**
 * Helpers shared by the API reference completeness tests: they compare the
 * options a package really accepts with the options table of its docs page.
 */
import {readFileSync} from 'node:fs';

/** The column headers that mark a Markdown table as an options table. */
const OPTIONS_TABLE_HEADER = ['Name', 'Type', 'Default', 'Description'] as const;

/** Splits one Markdown table row into trimmed cells, keeping escaped pipes (`\|`) inside their cell. */
export function tableCells(row: string): string[] {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

export function isOptionsTableHeader(line: string): boolean {
  const cells = tableCells(line);
  return (
    cells.length === OPTIONS_TABLE_HEADER.length && cells.every((cell, index) => cell === OPTIONS_TABLE_HEADER[index])
  );
}

/**
 * Reads every options table of an MDX file (a table whose header is exactly
 * `Name | Type | Default | Description`) and returns the names written in
 * backticks at the start of each row's first cell, e.g. `` `path` `` or
 * `` `feedOptions.type` `` for a nested option. Other tables (front matter,
 * comparisons) are ignored, so their field names cannot hide a missing option.
 */
export function readOptionTableKeys(mdxPath: string): Set<string> {
  const keys = new Set<string>();
  let inOptionsTable = false;
  for (const line of readFileSync(mdxPath, 'utf8').split('\n')) {
    const isTableRow = line.trim().startsWith('|');
    if (!isTableRow) {
      inOptionsTable = false;
    } else if (isOptionsTableHeader(line)) {
      inOptionsTable = true;
    } else if (inOptionsTable) {
      const key = /^`([^`]+)`/.exec(tableCells(line)[0] ?? '')?.[1];
      if (key !== undefined) {
        keys.add(key);
      }
    }
  }
  return keys;
}

/** The parts of a Joi `describe()` result that the key walker reads. */
export type SchemaDescription = {
  flags?: object;
  keys?: Record<string, SchemaDescription>;
  matches?: {schema?: SchemaDescription; then?: SchemaDescription; otherwise?: SchemaDescription}[];
  patterns?: {rule?: SchemaDescription}[];
};

/** A Joi schema, reduced to what the helpers call. */
type DescribableSchema = {describe(): SchemaDescription};

/** A plugin's `validateOptions` or `validateThemeConfig`, called with the `validate` callback core passes it. */
export type Validator = (context: {
  validate: (schema: DescribableSchema, value: unknown) => unknown;
  options: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
}) => unknown;

/**
 * The schema a validator (`validateOptions` or `validateThemeConfig`) checks
 * against: the validator gets a fake `validate` that captures the schema
 * instead of validating. `name` says whose validator it is in the error.
 */
export function capturedSchema(validator: Validator, name: string): SchemaDescription {
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
    throw new Error(`${name} never called validate(), so its schema could not be read`);
  }
  return captured;
}

/**
 * The top-level keys of the schema a plugin's `validateOptions` checks
 * against. Keys marked `forbidden()` are left out: plugins declare them only
 * to explain that a removed option is no longer accepted. `id` is not in the
 * result, because core appends it to every schema after the plugin hands it
 * over.
 */
export function schemaKeysFromValidateOptions(validateOptions: Validator): string[] {
  const keys = capturedSchema(validateOptions, 'validateOptions').keys ?? {};
  return Object.entries(keys)
    .filter(([, description]) => (description.flags as {presence?: string} | undefined)?.presence !== 'forbidden')
    .map(([key]) => key);
}
