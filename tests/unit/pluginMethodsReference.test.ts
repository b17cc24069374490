import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readHeadings, sitePath} from './apiCoreReference';

const methodPages = ['lifecycle-apis', 'extend-infrastructure', 'i18n-lifecycles', 'static-methods'].map((page) =>
  sitePath(`docs/api/plugin-methods/${page}.mdx`),
);

/** The declarations of @docusaurus/types, the source of truth for plugin method names. */
const pluginTypesSource = readFileSync(
  path.join(
    path.dirname(createRequire(sitePath('package.json')).resolve('@docusaurus/types/package.json')),
    'src/plugin.d.ts',
  ),
  'utf8',
);

/** Property names declared at the first level of an exported object type, such as `loadContent` in `Plugin`. */
function typeMemberNames(typeDeclarationStart: string): string[] {
  const start = pluginTypesSource.indexOf(typeDeclarationStart);
  if (start === -1) {
    throw new Error(`"${typeDeclarationStart}" not found in @docusaurus/types`);
  }
  const body = pluginTypesSource.slice(start, pluginTypesSource.indexOf('\n};', start));
  return [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1]!);
}

describe('docs/api/plugin-methods', () => {
  const headings = methodPages.flatMap(readHeadings);
  const hasSection = (method: string) =>
    headings.some((heading) => heading.startsWith(`\`${method}(`) || heading.startsWith(`\`${method}\``));

  it('has a section for every method a plugin object can define', () => {
    const methods = typeMemberNames('export type Plugin<').filter((member) => member !== 'name');
    expect(methods).toEqual(
      expect.arrayContaining(['loadContent', 'allContentLoaded', 'extendCli', 'translateThemeConfig']),
    );
    const missing = methods
      .filter((method) => !hasSection(method))
      .map((method) => `${method} (no section on docs/api/plugin-methods/)`);
    expect(missing).toEqual([]);
  });

  it('has a section for every static method of a plugin module', () => {
    const statics = typeMemberNames('export type PluginModule<');
    expect(statics).toEqual(expect.arrayContaining(['validateOptions', 'getSwizzleConfig']));
    const missing = statics
      .filter((method) => !hasSection(method))
      .map((method) => `${method} (no section on docs/api/plugin-methods/static-methods.mdx)`);
    expect(missing).toEqual([]);
  });
});
