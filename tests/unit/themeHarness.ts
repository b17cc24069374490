import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build, type Plugin} from 'esbuild';

/**
 * Runs the installed theme's client code in Node, outside a Docusaurus build:
 * esbuild bundles an entry module, resolving the aliases the Docusaurus
 * bundler would (`@theme/*`, `@docusaurus/*`, `@generated/*`), with the
 * generated site data replaced by fixtures. React stays external so that the
 * bundle and the test share one copy of it.
 */

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nodeModules = path.join(siteDir, 'node_modules');
const coreClientExports = path.join(nodeModules, '@docusaurus/core/lib/client/exports');
/** Theme folders in the order Docusaurus searches them: the site's own first, then its code-highlighting theme. */
const themeDirs = [
  path.join(siteDir, 'src/theme'),
  path.join(siteDir, 'src/plugins/code-highlighting/theme'),
  path.join(nodeModules, '@docusaurus/theme-classic/lib/theme'),
];
const moduleExtensions = ['.tsx', '.ts', '.js', '/index.tsx', '/index.ts', '/index.js'];
const externalPackages = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/server'];

/** Modules of `@generated/*`, as JavaScript source, by name. */
type GeneratedModules = Record<string, unknown>;

function resolveWithExtensions(base: string): string | undefined {
  return moduleExtensions.map((extension) => base + extension).find((candidate) => existsSync(candidate));
}

function docusaurusAliases(generated: GeneratedModules, themeStubs: Record<string, string>): Plugin {
  return {
    name: 'docusaurus-aliases',
    setup(builder) {
      builder.onResolve({filter: /^@generated\//}, (args) => ({path: args.path, namespace: 'generated'}));
      builder.onLoad({filter: /.*/, namespace: 'generated'}, (args) => {
        const name = args.path.slice('@generated/'.length);
        return {contents: `export default ${JSON.stringify(generated[name] ?? {})};`, loader: 'js'};
      });

      builder.onResolve({filter: /^@theme(-original|-init)?\//}, (args) => {
        const [, kind] = /^@theme(-original|-init)?\//.exec(args.path)!;
        const name = args.path.replace(/^@theme(-original|-init)?\//, '');
        if (!kind && name in themeStubs) {
          return {path: name, namespace: 'theme-stub'};
        }
        // As in Docusaurus: @theme-original skips the site's own theme folder, @theme-init is the
        // first theme's (theme-classic's) component.
        const dirs = {'-original': themeDirs.slice(1), '-init': themeDirs.slice(-1)}[kind ?? ''] ?? themeDirs;
        const resolved = dirs.map((dir) => resolveWithExtensions(path.join(dir, name))).find(Boolean);
        return resolved ? {path: resolved} : {errors: [{text: `No theme component ${args.path}`}]};
      });
      builder.onLoad({filter: /.*/, namespace: 'theme-stub'}, (args) => ({
        contents: themeStubs[args.path],
        loader: 'jsx',
        resolveDir: siteDir,
      }));

      builder.onResolve({filter: /^@site\//}, (args) => {
        const resolved = resolveWithExtensions(path.join(siteDir, args.path.slice('@site/'.length)));
        return resolved ? {path: resolved} : undefined;
      });

      // @docusaurus/Link, @docusaurus/router…: the core's client exports. Real
      // packages such as @docusaurus/theme-common resolve normally.
      builder.onResolve({filter: /^@docusaurus\/[A-Za-z]+$/}, (args) => {
        const file = path.join(coreClientExports, `${args.path.slice('@docusaurus/'.length)}.js`);
        return existsSync(file) ? {path: file} : undefined;
      });

      // CSS modules become a proxy that returns each class name as written.
      builder.onResolve({filter: /\.css$/}, (args) => ({path: args.path, namespace: 'css'}));
      builder.onLoad({filter: /.*/, namespace: 'css'}, () => ({
        contents: 'export default new Proxy({}, {get: (_, name) => String(name)});',
        loader: 'js',
      }));
    },
  };
}

type HarnessOptions = {
  /** TSX source of the entry module; its exports are returned. */
  entry: string;
  generated: GeneratedModules;
  /** Theme components replaced by a stub, as JSX source, by name (e.g. `SearchBar`). */
  themeStubs?: Record<string, string>;
};

/** Bundles the entry and evaluates it; resolves with the entry's exports. */
export async function loadThemeHarness<Exports>({entry, generated, themeStubs = {}}: HarnessOptions): Promise<Exports> {
  const result = await build({
    stdin: {contents: entry, loader: 'tsx', resolveDir: siteDir, sourcefile: 'harness-entry.tsx'},
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    jsx: 'automatic',
    // The theme ships JSX in .js files.
    loader: {'.js': 'jsx'},
    external: externalPackages,
    define: {'process.env.NODE_ENV': '"production"'},
    logLevel: 'silent',
    plugins: [docusaurusAliases(generated, themeStubs)],
  });
  const module = {exports: {} as Exports};
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  new Function('require', 'module', 'exports', result.outputFiles[0]!.text)(requireFromSite, module, module.exports);
  return module.exports;
}
