import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {CommanderStatic} from 'commander';
import {beforeAll, describe, expect, it} from 'vitest';
import {createCLIProgram} from '@docusaurus/core/lib/commands/cli';
import {leadingCodeSpan, readOptionTables, sitePath, type OptionTable} from './apiCoreReference';

const cliPage = sitePath('docs/cli.mdx');

/** The commander program of the copy @docusaurus/core depends on: the object the real CLI registers its commands on. */
const coreRequire = createRequire(createRequire(sitePath('package.json')).resolve('@docusaurus/core/package.json'));
const commander = coreRequire('commander') as CommanderStatic;

/** An option as commander 5.1 registers it; its typings leave `options` untyped. */
type RegisteredOption = {
  long?: string;
  description: string;
  /** `<value>` in the flags: a value must follow. */
  required: boolean;
  /** `[value]` in the flags: a value may follow. */
  optional: boolean;
  /** A `--no-` flag, which turns something off. */
  negate: boolean;
  defaultValue?: unknown;
};

type RegisteredCommand = {name: string; longFlags: string[]; options: RegisteredOption[]};

function optionsOfCommand(command: object): RegisteredOption[] {
  return (command as {options?: RegisteredOption[]}).options ?? [];
}

/** Each registered option has a `long` flag such as `--port`. */
function longFlagsOfCommand(command: object): string[] {
  return optionsOfCommand(command).flatMap((option) => option.long ?? []);
}

/**
 * The default of an option, as its definition in core's cli.js states it: the
 * `(default: ...)` of its help text, up to a comma (`false, or true in CI`);
 * else the value commander gives it (a `--no-` flag defaults the positive value
 * to true, which its help text words as the flag being `false`); else `false`
 * for a flag that takes no value. Undefined when the definition states none,
 * as for `--locale`, whose default the command works out from the site.
 */
function definitionDefault(option: RegisteredOption): string | undefined {
  const stated = /\(default:\s*([^)]*)\)/.exec(option.description)?.[1];
  if (stated !== undefined) {
    return stated.split(',')[0]!.replaceAll('`', '').trim();
  }
  if (option.defaultValue !== undefined && !option.negate) {
    return String(option.defaultValue);
  }
  return option.required || option.optional ? undefined : 'false';
}

/** Long flags written in the first cell of a table row, such as `--port` in `-p, --port <port>`. */
function longFlagsOf(tableKey: string): string[] {
  return tableKey.split(/[\s,]+/).filter((token) => token.startsWith('--'));
}

/** The options table under the heading `docusaurus <name> ...`, if the page has one. */
function tableForCommand(tables: OptionTable[], name: string): OptionTable | undefined {
  return tables.find((table) => new RegExp(`\`docusaurus ${name}[\\s\`]`).test(table.heading));
}

describe('docs/cli.mdx', () => {
  let commands: RegisteredCommand[] = [];
  let globalLongFlags: string[] = [];
  let globalOptions: RegisteredOption[] = [];
  const tables = readOptionTables(cliPage);
  const page = readFileSync(cliPage, 'utf8');

  beforeAll(async () => {
    // No command name in the arguments: the CLI then loads the site and lets
    // its plugins register their commands (docs:version...), as `--help` does.
    const program = await createCLIProgram({
      cli: commander,
      cliArgs: ['node', 'docusaurus'],
      siteDir: sitePath('.'),
      config: undefined,
    });
    commands = program.commands.map((command) => ({
      name: command.name(),
      longFlags: longFlagsOfCommand(command),
      options: optionsOfCommand(command),
    }));
    globalLongFlags = longFlagsOfCommand(program);
    globalOptions = optionsOfCommand(program);
  }, 30_000);

  it('finds the built-in and the plugin commands', () => {
    const names = commands.map((command) => command.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'start',
        'build',
        'swizzle',
        'deploy',
        'serve',
        'clear',
        'write-translations',
        'write-heading-ids',
        'docs:version',
      ]),
    );
  });

  it('names every command the CLI registers, including one per extra docs instance', () => {
    const missing = commands
      .filter((command) => !new RegExp(`\`(docusaurus )?${command.name}[\\s\`]`).test(page))
      .map((command) => `docusaurus ${command.name} (not named on docs/cli.mdx)`);
    expect(missing).toEqual([]);
  });

  it('documents every long flag of every command in the table of its section', () => {
    const missing = commands.flatMap((command) => {
      const documented = new Set((tableForCommand(tables, command.name)?.keys ?? []).flatMap(longFlagsOf));
      return command.longFlags
        .filter((flag) => !documented.has(flag))
        .map((flag) => `docusaurus ${command.name} ${flag} (not in its table on docs/cli.mdx)`);
    });
    expect(missing).toEqual([]);
  });

  it('documents no flag that its command does not have', () => {
    const unknown = commands.flatMap((command) => {
      const table = tableForCommand(tables, command.name);
      return (table?.keys ?? [])
        .flatMap(longFlagsOf)
        .filter((flag) => !command.longFlags.includes(flag))
        .map((flag) => `docusaurus ${command.name} ${flag} (documented on docs/cli.mdx, unknown to the command)`);
    });
    expect(unknown).toEqual([]);
  });

  it('gives each flag the default its definition states, and no invented one where it states none', () => {
    const sections = [
      {
        name: 'docusaurus',
        table: tables.find((table) => table.heading.startsWith('Global options')),
        options: globalOptions,
      },
      ...commands.map((command) => ({
        name: `docusaurus ${command.name}`,
        table: tableForCommand(tables, command.name),
        options: command.options,
      })),
    ];
    const checked = sections.flatMap(({name, table, options}) =>
      (table?.rows ?? []).flatMap((row) => {
        const option = options.find((candidate) => longFlagsOf(row.key).includes(candidate.long ?? ''));
        return option ? [{name, row, expected: definitionDefault(option)}] : [];
      }),
    );
    expect(checked.length).toBeGreaterThan(35);
    const wrong = checked
      .filter(({row, expected}) => leadingCodeSpan(row.defaultCell) !== expected)
      .map(({name, row, expected}) =>
        expected === undefined
          ? `${name} ${row.key}: the definition states no default, but line ${row.line} gives ${row.defaultCell}; say where the value comes from instead`
          : `${name} ${row.key}: line ${row.line} gives ${row.defaultCell}, the definition says \`${expected}\``,
      );
    expect(wrong).toEqual([]);
  });

  it('documents the global options', () => {
    const documented = new Set(tables.flatMap((table) => table.keys).flatMap(longFlagsOf));
    const missing = [...globalLongFlags, '--help'].filter((flag) => !documented.has(flag));
    expect(missing.map((flag) => `${flag} (not documented on docs/cli.mdx)`)).toEqual([]);
  });
});
