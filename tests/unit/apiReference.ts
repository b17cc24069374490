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

/** What a Joi schema's `describe()` returns, reduced to what the helper reads. */
type DescribableSchema = {
  describe(): {keys?: Record<string, {flags?: {presence?: string}}>};
};

/** A plugin's exported `validateOptions`, as Docusaurus core calls it. */
export type ValidateOptions = (context: {
  validate: (schema: DescribableSchema, options: unknown) => unknown;
  options: Record<string, unknown>;
}) => unknown;

/**
 * Calls a plugin's `validateOptions` with a fake `validate` that captures the
 * Joi schema instead of validating, and returns the schema's top-level keys.
 * Keys marked `forbidden()` are left out: plugins declare them only to explain
 * that a removed option is no longer accepted. `id` is not in the result,
 * because core appends it to every schema after the plugin hands it over.
 */
export function schemaKeysFromValidateOptions(validateOptions: ValidateOptions): string[] {
  let captured: DescribableSchema | undefined;
  validateOptions({
    validate: (schema, options) => {
      captured = schema;
      return options;
    },
    options: {},
  });
  if (!captured) {
    throw new Error('validateOptions never called validate(), so its schema could not be read');
  }
  const keys = captured.describe().keys ?? {};
  return Object.entries(keys)
    .filter(([, description]) => description.flags?.presence !== 'forbidden')
    .map(([key]) => key);
}
