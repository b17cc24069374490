/**
 * Every config example of the docs goes through the validation that
 * `docusaurus start` and `docusaurus build` run: core's `validateConfig`, then
 * the `validateOptions` and `validateThemeConfig` of each plugin and theme the
 * example configures, found by core's own `loadPluginConfigs` (presets
 * included). An example meant to be wrong must fail it.
 *
 * Which blocks are config examples, and where each one goes:
 * - a `js`/`ts` block titled `docusaurus.config.*` (with or without a folder
 *   or "(excerpt)"), or with the word `config` in its metastring: the site
 *   config, or an excerpt of it;
 * - `config=invalid`: a site config that shows a mistake, and must fail;
 * - `config=themeConfig`: an excerpt of `themeConfig`;
 * - `config=navbarItem`: one item of `themeConfig.navbar.items`;
 * - `config=<key>`, any other word: the options under that key of the classic
 *   preset (`docs`, `blog`, `theme`...), which rejects a key it does not know.
 * The last check below fails on a block that looks like a config (an untitled
 * `export default {`, or a piece of `config/`) but is not marked.
 *
 * How a block becomes a value: a block that starts with a property
 * (`i18n: {...},`) is wrapped in an object, one that starts with `{` is an
 * object, and one that starts with `[` holds entries of `plugins`. Otherwise
 * the block is a module, and its default export (an object, or a function
 * returning one), a top-level `config` constant, or else each named export is
 * checked. Packages resolve from the site. The reader's own files (`./src/...`,
 * plugins given by a relative path) are not here: an import of one is a
 * function, and such a plugin is not checked. Fields a site config example
 * leaves out to stay short (`title`, `url`, `baseUrl`) are filled in; an
 * excerpt none of whose fields is a site config field is taken as options of
 * the classic preset; and an example without `presets` gets the classic preset
 * added, as on a site made from the classic template, so that its
 * `themeConfig` meets the classic theme's schema; a `themeConfig` field of the
 * Mermaid or live code block theme brings that theme in too.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {build, type Plugin} from 'esbuild';
import {describe, expect, it} from 'vitest';
import type {DocusaurusConfig, LoadContext, PluginConfig} from '@docusaurus/types';
import {ConfigSchema, validateConfig} from '@docusaurus/core/lib/server/configValidation';
import {loadPluginConfigs} from '@docusaurus/core/lib/server/plugins/configs';
import {normalizePluginOptions, normalizeThemeConfig} from '@docusaurus/utils-validation';
import {sitePath, validatorSchema} from './apiCoreReference';
import {contentFiles, readFencedBlocks, type FencedBlock} from './fencedCode';

/** The docs whose examples are checked; the released versions are copies of these (scripts/cut-versions.mjs). */
const docsRoot = 'docs';
const siteConfigPath = sitePath('docusaurus.config.ts');
/** Where the evaluated examples are written: inside the site, so that their imports resolve from its node_modules. */
const evaluationDir = sitePath('node_modules/.cache/config-examples');

const scriptLanguages = new Set(['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript']);
const configFileTitle = /\btitle=(["'])([\w.-]+\/)*docusaurus\.config\.[cm]?[jt]s\b/;
const configFlag = /(?:^|\s)config(?:=([\w-]+))?(?=\s|$)/;

type Example = {
  block: FencedBlock;
  /** `site`, `invalid`, `themeConfig`, `navbarItem`, or a key of the classic preset's options. */
  placement: string;
  name: string;
};

function placementOf(block: FencedBlock): string | undefined {
  if (!scriptLanguages.has(block.language)) {
    return undefined;
  }
  const flag = configFlag.exec(block.meta);
  if (flag) {
    return flag[1] ?? 'site';
  }
  return configFileTitle.test(block.meta) ? 'site' : undefined;
}

/** The block as a module's source: excerpts are wrapped into the value they come from. */
function moduleSource(code: string): string {
  const firstLine = code.split('\n').find((line) => line.trim() !== '' && !line.trim().startsWith('//')) ?? '';
  const expression = code.trim().replace(/,$/, '');
  if (/^\s*\[/.test(firstLine)) {
    return `export default {plugins: [\n${code}\n]};`;
  }
  if (/^\s*\{/.test(firstLine)) {
    return `export default (\n${expression}\n);`;
  }
  if (/^\s*(?:[\w$]+|'[^']*'|"[^"]*")\??\s*:/.test(firstLine)) {
    return `export default {\n${code}\n};`;
  }
  // A block that only declares `const config = {...}` shows that object.
  if (!/\bexport\s+default\b|\bmodule\.exports\b/.test(code) && /^const config\b/m.test(code)) {
    return `${code}\nexport default config;`;
  }
  return code;
}

/** A module of the reader's own, imported by an example: a function, which is what such imports are in configs. */
function readerModuleSource(specifier: string): string {
  return `export default Object.defineProperty(() => ({name: ${JSON.stringify(specifier)}}), 'name', {value: ${JSON.stringify(specifier)}});`;
}

const readerModules: Plugin = {
  name: 'reader-modules',
  setup(builder) {
    builder.onResolve({filter: /^\.{1,2}\//}, (args) => ({path: args.path, namespace: 'reader-module'}));
    builder.onLoad({filter: /.*/, namespace: 'reader-module'}, (args) => ({
      contents: readerModuleSource(args.path),
      loader: 'js',
    }));
  },
};

/**
 * Evaluates the example as Node loads a config file, packages and dynamic
 * imports included, and returns the values it shows.
 */
async function evaluateExample(block: FencedBlock): Promise<unknown[]> {
  const result = await build({
    stdin: {
      contents: moduleSource(block.code),
      loader: block.language.startsWith('t') ? 'tsx' : 'jsx',
      resolveDir: sitePath('.'),
    },
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    // A docusaurus.config.js may call require.resolve() and read __dirname; the reader's own files are not here to resolve.
    banner: {
      js: [
        "import {createRequire as __createRequire} from 'node:module';",
        'const __siteRequire = __createRequire(import.meta.url);',
        "const require = Object.assign((s) => __siteRequire(s), {resolve: (s) => (s.startsWith('.') ? s : __siteRequire.resolve(s))});",
        'const __dirname = process.cwd();',
      ].join('\n'),
    },
    plugins: [readerModules],
  });
  const text = result.outputFiles[0]!.text;
  const file = path.join(evaluationDir, `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`);
  mkdirSync(evaluationDir, {recursive: true});
  writeFileSync(file, text);
  const {default: value, ...named} = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<
    string,
    unknown
  >;
  const values = value === undefined ? Object.values(named) : [value];
  if (values.length === 0) {
    throw new Error(`${block.file}:${block.line} exports nothing to check`);
  }
  return Promise.all(values.map((each) => (typeof each === 'function' ? (each as () => unknown)() : each)));
}

const siteConfigFields = new Set(Object.keys(ConfigSchema.describe().keys ?? {}));

/** The site config that holds the example, as the docs place it. */
function asSiteConfig(value: unknown, placement: string): Partial<DocusaurusConfig> {
  const object = value as Record<string, unknown>;
  if (placement === 'themeConfig') {
    return {themeConfig: object};
  }
  if (placement === 'navbarItem') {
    return {themeConfig: {navbar: {items: [value]}}};
  }
  if (placement !== 'site' && placement !== 'invalid') {
    return {presets: [['classic', {[placement]: value}]]};
  }
  const fields = Object.keys(object);
  return fields.length > 0 && !fields.some((field) => siteConfigFields.has(field))
    ? {presets: [['classic', object]]}
    : (object as Partial<DocusaurusConfig>);
}

/** Themes that a site adds to `themes` itself, each with the `themeConfig` fields its schema declares. */
const optionalThemes = ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock'].map((name) => ({
  name,
  fields: Object.keys(validatorSchema(name, 'validateThemeConfig').keys ?? {}),
}));

/** An excerpt of `themeConfig` for an optional theme (`mermaid: {...}`) is checked with that theme. */
function withOptionalThemes(siteConfig: DocusaurusConfig): PluginConfig[] {
  const fields = Object.keys(siteConfig.themeConfig);
  const listed = siteConfig.themes.flatMap((theme) => (Array.isArray(theme) ? [theme[0]] : [theme]));
  const needed = optionalThemes.filter(
    (theme) => theme.fields.some((field) => fields.includes(field)) && !listed.includes(theme.name),
  );
  return [...siteConfig.themes, ...needed.map((theme) => theme.name)];
}

/** Plugins given by a relative path are the reader's own files: kept as inline plugins with their options. */
function withReaderPluginsInline(entries: PluginConfig[]): PluginConfig[] {
  return entries.map((entry) => {
    const name = typeof entry === 'string' ? entry : Array.isArray(entry) ? entry[0] : undefined;
    if (typeof name === 'string' && (name.startsWith('.') || name.startsWith('/'))) {
      const plugin = Object.defineProperty(() => ({name}), 'name', {value: name});
      return [plugin, Array.isArray(entry) ? entry[1] : {}] as PluginConfig;
    }
    return entry;
  });
}

/** A plugin's validators, called with the functions core passes them (core's plugins/init.js). */
type Validators = {
  validateOptions?: (args: {validate: typeof normalizePluginOptions; options: unknown}) => unknown;
  validateThemeConfig?: (args: {validate: typeof normalizeThemeConfig; themeConfig: unknown}) => unknown;
};

/**
 * Validates the config as Docusaurus does when it loads a site, and returns
 * the problems found, each in the words of the validation that raised it.
 */
async function validationErrors(config: Partial<DocusaurusConfig>): Promise<string[]> {
  const {title = 'Example', url = 'https://example.com', baseUrl = '/', presets = [['classic', {}]], ...rest} = config;
  let siteConfig: DocusaurusConfig;
  try {
    siteConfig = validateConfig({title, url, baseUrl, presets, ...rest}, siteConfigPath);
  } catch (error) {
    return [(error as Error).message];
  }
  siteConfig.plugins = withReaderPluginsInline(siteConfig.plugins);
  siteConfig.themes = withReaderPluginsInline(withOptionalThemes(siteConfig));
  const context = {siteConfig, siteConfigPath, siteDir: sitePath('.')} as LoadContext;
  const nodeEnv = process.env.NODE_ENV;
  // The classic preset adds the sitemap plugin to production builds only, and its options deserve a check too.
  process.env.NODE_ENV = 'production';
  let pluginConfigs: Awaited<ReturnType<typeof loadPluginConfigs>>;
  try {
    pluginConfigs = await loadPluginConfigs(context);
  } catch (error) {
    return [(error as Error).message];
  } finally {
    // The saved value is the one to restore, whatever happened to NODE_ENV during the wait.
    // eslint-disable-next-line require-atomic-updates
    process.env.NODE_ENV = nodeEnv;
  }
  return pluginConfigs.flatMap((pluginConfig) => {
    const pluginModule = pluginConfig.pluginModule?.module;
    const validators = (pluginModule?.default ?? pluginModule ?? pluginConfig.plugin) as Validators;
    const name = pluginConfig.pluginModule?.path ?? pluginConfig.plugin.name;
    try {
      validators.validateOptions?.({validate: normalizePluginOptions, options: pluginConfig.options});
      validators.validateThemeConfig?.({validate: normalizeThemeConfig, themeConfig: siteConfig.themeConfig});
      return [];
    } catch (error) {
      return [`${name}: ${(error as Error).message}`];
    }
  });
}

async function exampleErrors({block, placement}: Example): Promise<string[]> {
  const values = await evaluateExample(block);
  const errors = await Promise.all(values.map((value) => validationErrors(asSiteConfig(value, placement))));
  return errors.flat();
}

const blocks = contentFiles(docsRoot).flatMap(readFencedBlocks);
const examples: Example[] = blocks.flatMap((block) => {
  const placement = placementOf(block);
  return placement ? [{block, placement, name: `${block.file}:${block.line}`}] : [];
});

describe('config examples of the docs', () => {
  it('finds the config examples, and at least one example meant to fail', () => {
    expect(examples.length).toBeGreaterThan(90);
    expect(examples.some(({placement}) => placement === 'invalid')).toBe(true);
  });

  it.each(examples.filter(({placement}) => placement !== 'invalid'))(
    '$name passes the 3.8.1 validation',
    async (example) => {
      const errors = await exampleErrors(example);
      expect(errors, `${example.name}: ${errors.join('\n')}`).toEqual([]);
    },
  );

  it.each(examples.filter(({placement}) => placement === 'invalid'))(
    '$name, marked config=invalid, fails the 3.8.1 validation',
    async (example) => {
      expect(await exampleErrors(example), `${example.name} passes, but is marked config=invalid`).not.toEqual([]);
    },
  );

  it('marks every block that looks like a config', () => {
    const unmarked = blocks
      .filter((block) => scriptLanguages.has(block.language) && placementOf(block) === undefined)
      .filter((block) => {
        const title = /\btitle=(["'])(.*?)\1/.exec(block.meta)?.[2];
        const looksLikeConfig = /^(export default \{|module\.exports = \{|const config\b)/m.test(block.code);
        return title === undefined ? looksLikeConfig : title.startsWith('config/');
      })
      .map((block) => `${block.file}:${block.line} (add \`config\` or \`config=<where>\` to its metastring)`);
    expect(unmarked).toEqual([]);
  });
});
