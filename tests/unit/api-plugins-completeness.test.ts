/**
 * Every option an official plugin accepts must have a row in the options table
 * of its page under docs/api/plugins/, and every row must name a real option.
 * The `id` option, which core adds to every plugin, is documented once on the
 * overview page, so it is checked there and not on each plugin page.
 */
import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {loadFreshModule} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {defaultMismatches, readOptionTables, schemaNodeAt} from './apiCoreReference';
import {capturedSchema, readOptionTableKeys, schemaKeysFromValidateOptions, type Validator} from './apiReference';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pluginsDocsDir = 'docs/api/plugins';

const documentedPlugins = [
  'content-docs',
  'content-blog',
  'content-pages',
  'client-redirects',
  'debug',
  'google-analytics',
  'google-gtag',
  'google-tag-manager',
  'ideal-image',
  'pwa',
  'sitemap',
  'svgr',
  'rsdoctor',
  'vercel-analytics',
  'css-cascade-layers',
] as const;

type PluginName = (typeof documentedPlugins)[number];

type PluginModule = {validateOptions?: Validator; default?: {validateOptions?: Validator}};

/** Loads the plugin the way core does (jiti), which also copes with the ESM file shipped inside the vercel-analytics package. */
async function loadValidateOptions(plugin: PluginName): Promise<Validator | undefined> {
  const pluginModule = (await loadFreshModule(require.resolve(`@docusaurus/plugin-${plugin}`))) as PluginModule;
  return pluginModule.default?.validateOptions ?? pluginModule.validateOptions;
}

/**
 * The ideal image schema only declares `disableInDev` and lets unknown keys
 * through to the image loader; the keys it forwards are listed in the
 * package's `PluginOptions` type, so that type is read as a second source.
 */
function idealImageTypedOptionKeys(): string[] {
  const declarationPath = require.resolve('@docusaurus/plugin-ideal-image/src/plugin-ideal-image.d.ts');
  const source = ts.createSourceFile(declarationPath, readFileSync(declarationPath, 'utf8'), ts.ScriptTarget.Latest);
  const keys: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === 'PluginOptions' && ts.isTypeLiteralNode(node.type)) {
      for (const member of node.type.members) {
        if (member.name && ts.isIdentifier(member.name)) {
          keys.push(member.name.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return keys;
}

async function acceptedOptionKeys(plugin: PluginName): Promise<string[]> {
  const validateOptions = await loadValidateOptions(plugin);
  const schemaKeys = validateOptions ? schemaKeysFromValidateOptions(validateOptions) : [];
  const typedKeys = plugin === 'ideal-image' ? idealImageTypedOptionKeys() : [];
  return [...new Set([...schemaKeys, ...typedKeys])];
}

function pagePath(plugin: PluginName): string {
  return `${pluginsDocsDir}/plugin-${plugin}.mdx`;
}

describe('plugin reference pages', () => {
  it('documents the id option every plugin accepts on the overview page', () => {
    const overviewPath = `${pluginsDocsDir}/index.mdx`;
    const documented = readOptionTableKeys(path.join(siteDir, overviewPath));
    expect(documented.has('id'), `option "id" is missing from ${overviewPath}`).toBe(true);
  });

  describe.each(documentedPlugins)('plugin-%s', (plugin) => {
    it('has a row for every option the package validates', async () => {
      const documented = readOptionTableKeys(path.join(siteDir, pagePath(plugin)));
      const missing = (await acceptedOptionKeys(plugin)).filter((key) => key !== 'id' && !documented.has(key));
      const messages = missing.map((key) => `plugin-${plugin}: option "${key}" is missing from ${pagePath(plugin)}`);
      expect(messages, messages.join('\n')).toEqual([]);
    });

    it('documents no option the package does not accept', async () => {
      const accepted = new Set(await acceptedOptionKeys(plugin));
      const documented = [...readOptionTableKeys(path.join(siteDir, pagePath(plugin)))];
      // A nested row such as `feedOptions.type` belongs to its top-level option.
      const unknown = documented.filter((key) => !accepted.has(key.split('.')[0] ?? key));
      const messages = unknown.map((key) => `plugin-${plugin}: ${pagePath(plugin)} documents unknown option "${key}"`);
      expect(messages, messages.join('\n')).toEqual([]);
    });
  });

  it.each(documentedPlugins.filter((plugin) => plugin !== 'debug'))(
    'plugin-%s: every option has the default of the schema',
    async (plugin) => {
      const schema = capturedSchema((await loadValidateOptions(plugin))!, `plugin-${plugin}'s validateOptions`);
      const page = path.join(siteDir, pagePath(plugin));
      const rows = readOptionTables(page).flatMap((table) => table.rows);
      const {checked, problems} = defaultMismatches(rows, (key) => schemaNodeAt(schema, key), page);
      expect(checked).toBeGreaterThan(0);
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it('finds no option schema in plugin-debug, so its page must not list options', async () => {
    expect(await loadValidateOptions('debug')).toBeUndefined();
    expect([...readOptionTableKeys(path.join(siteDir, pagePath('debug')))]).toEqual([]);
  });
});
