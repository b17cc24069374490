import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {CommanderStatic} from 'commander';
import {beforeAll, describe, expect, it} from 'vitest';
import {createCLIProgram} from '@docusaurus/core/lib/commands/cli';
import {readOptionTables, sitePath, type OptionTable} from './apiCoreReference';

const cliPage = sitePath('docs/cli.mdx');

/** The commander program of the copy @docusaurus/core depends on: the object the real CLI registers its commands on. */
const coreRequire = createRequire(createRequire(sitePath('package.json')).resolve('@docusaurus/core/package.json'));
const commander = coreRequire('commander') as CommanderStatic;

type RegisteredCommand = {name: string; longFlags: string[]};

/** Commander's typings leave `options` untyped; each registered option has a `long` flag such as `--port`. */
function longFlagsOfCommand(command: object): string[] {
  const {options = []} = command as {options?: {long?: string}[]};
  return options.flatMap((option) => option.long ?? []);
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
    commands = program.commands.map((command) => ({name: command.name(), longFlags: longFlagsOfCommand(command)}));
    globalLongFlags = longFlagsOfCommand(program);
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

  it('documents the global options', () => {
    const documented = new Set(tables.flatMap((table) => table.keys).flatMap(longFlagsOf));
    const missing = [...globalLongFlags, '--help'].filter((flag) => !documented.has(flag));
    expect(missing.map((flag) => `${flag} (not documented on docs/cli.mdx)`)).toEqual([]);
  });
});
