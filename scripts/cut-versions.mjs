// Re-cuts the released docs versions from the current docs, as they were first cut: 3.8.1 is a copy
// of docs/, and 3.7.0 is the same copy without what 3.8.0 and 3.8.1 added (the CSS cascade layers
// plugin, the future.v4 flags, ssgWorkerThreads and the other 3.8 options, messages and behaviours)
// and with the documented version set to 3.7.0. Run it after a change to docs/ that the released
// versions should carry:
//   node scripts/cut-versions.mjs
// With --check, it cuts into a temporary folder and only lists the files of versioned_docs/ that
// differ from the cut (tests/unit/versionedDocs.test.ts runs it, so a docs change cannot leave the
// released versions behind).
// Each 3.7.0 edit must match exactly once, so a reworded sentence stops the script instead of
// leaving a 3.8 feature in the 3.7.0 docs. versioned_sidebars/ is left alone: the sidebars are
// generated from folders, and 3.7.0's simply has no cascade layers page to list.
import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const docsDir = path.join(root, 'docs');
const versionedDocs = path.join(root, 'versioned_docs');
const check = process.argv.includes('--check');
const target = check ? mkdtempSync(path.join(tmpdir(), 'cut-versions-')) : versionedDocs;
const versionDir = (version, parent = target) => path.join(parent, `version-${version}`);

/** What 3.8 added to the docs, taken out of the 3.7.0 copy (or rewritten to what 3.7.0 did). */
const notIn370 = {
  files: ['api/plugins/plugin-css-cascade-layers.mdx'],
  edits: [
    {
      file: 'api/docusaurus-config.mdx',
      from: /\n\| `future\.v4\.useCssCascadeLayers` \|[^\n]*/,
      to: '',
    },
    {
      file: 'api/plugins/index.mdx',
      from: /\n\| \[`plugin-css-cascade-layers`\]\(\.\/plugin-css-cascade-layers\.mdx\) \|[^\n]*/,
      to: '',
    },
    {
      file: 'api/plugins/index.mdx',
      from: 'SVGR, debug, CSS cascade layers and the three',
      to: 'SVGR, debug and the three',
    },
    {
      file: 'api/plugins/index.mdx',
      from: 'The Vercel Analytics and CSS cascade layers plugins throw an error when they receive an id other than `default`, because a second instance would make no sense for them.',
      to: 'The Vercel Analytics plugin throws an error when it receives an id other than `default`, because a second instance would make no sense for it.',
    },
    {file: 'guides/styling-layout.mdx', from: /\n\n## CSS cascade layers\n\n[^\n]*/, to: ''},
    // future.v4 (removeLegacyPostBuildHeadAttribute), rspackPersistentCache and ssgWorkerThreads are 3.8.0.
    {
      file: 'api/docusaurus-config.mdx',
      from: 'The `future` object opts into behaviour that is planned for a later major version (the `v4` flags) or still experimental (the `experimental_` fields). Turning the `v4` flags on now makes the next upgrade smaller.',
      to: 'The `future` object opts into behaviour that is still experimental (the `experimental_` fields).',
    },
    {file: 'api/docusaurus-config.mdx', from: /\n\| `future\.v4` \|[^\n]*/, to: ''},
    {file: 'api/docusaurus-config.mdx', from: /\n\| `future\.v4\.removeLegacyPostBuildHeadAttribute` \|[^\n]*/, to: ''},
    {
      file: 'api/docusaurus-config.mdx',
      from: /\n\| `future\.experimental_faster\.rspackPersistentCache` \|[^\n]*/,
      to: '',
    },
    {file: 'api/docusaurus-config.mdx', from: /\n\| `future\.experimental_faster\.ssgWorkerThreads` \|[^\n]*/, to: ''},
    {
      file: 'api/docusaurus-config.mdx',
      from: '    v4: true,\n    experimental_faster: true,',
      to: '    experimental_faster: true,',
    },
    {
      file: 'api/docusaurus-config.mdx',
      from: '    v4: {removeLegacyPostBuildHeadAttribute: true},\n    experimental_faster: {rspackBundler: true, swcJsLoader: true, ssgWorkerThreads: true},',
      to: '    experimental_faster: {rspackBundler: true, swcJsLoader: true},',
    },
    {
      file: 'api/docusaurus-config.mdx',
      from: /Turning on `ssgWorkerThreads` [^\n]*? Any `experimental_faster` flag also needs /,
      to: 'Any `experimental_faster` flag needs ',
    },
    {
      file: 'getting-started/configuration.mdx',
      from: ' or the `future.v4` flags that preview the next major version',
      to: '',
    },
    {
      file: 'api/plugins/plugin-rsdoctor.mdx',
      from: 'future: {v4: true, experimental_faster: true},',
      to: 'future: {experimental_faster: true},',
    },
    {file: 'advanced/ssg.mdx', from: /\n\nRendering thousands of pages takes time\.[^\n]*/, to: ''},
    {
      file: 'migration/index.mdx',
      from: /\n## Preparing for the next major version\n[\s\S]*?(?=\n## What changed between major versions\n)/,
      to: '',
    },
    {
      file: 'guides/markdown-features/admonitions.mdx',
      from: ':::release[Shipped in 3.8]\n\nDocusaurus 3.8 added the `ssgWorkerThreads` flag, which renders static pages in worker threads, and the `future.v4` flags, which let a site adopt changes planned for the next major version one at a time.',
      to: ':::release[Shipped in 3.7]\n\nDocusaurus 3.7 added support for React 19, and moved the import of SVG files as React components into a plugin of its own, `@docusaurus/plugin-svgr`, which the classic preset includes.',
    },
    // postBuild's routesBuildMetadata is 3.8.0; in 3.7.0 plugins get `head` only.
    {
      file: 'api/plugin-methods/lifecycle-apis.mdx',
      from: '{content: Content; head: object; routesBuildMetadata: object}',
      to: '{content: Content; head: object}',
    },
    {file: 'api/plugin-methods/lifecycle-apis.mdx', from: /\n\| `routesBuildMetadata` \|[^\n]*/, to: ''},
    {
      file: 'api/plugin-methods/lifecycle-apis.mdx',
      from: ' Per route, the head tags collected while rendering. Empty when `future.v4.removeLegacyPostBuildHeadAttribute` is on. |',
      to: ' Per route, the head tags collected while rendering. |',
    },
    {
      file: 'api/plugin-methods/lifecycle-apis.mdx',
      from: "    async postBuild({outDir, routesPaths, routesBuildMetadata}) {\n      const indexable = routesPaths.filter((route) => !routesBuildMetadata[route]?.noIndex);\n      await fs.writeFile(path.join(outDir, 'urls.txt'), `${indexable.join('\\n')}\\n`);",
      to: "    async postBuild({outDir, routesPaths}) {\n      await fs.writeFile(path.join(outDir, 'urls.txt'), `${routesPaths.join('\\n')}\\n`);",
    },
    // The system colour mode (data-theme-choice, colorModeChoice, three-way toggle) is 3.8.0.
    {
      file: 'guides/styling-layout.mdx',
      from: 'A second attribute, `data-theme-choice`, records what the reader picked: `light`, `dark` or `system`. Style on it when the distinction matters, for example to label the system setting differently. ',
      to: '',
    },
    {
      file: 'guides/styling-layout.mdx',
      from: 'returns `colorMode`, `colorModeChoice` and `setColorMode`.',
      to: 'returns `colorMode` and `setColorMode`.',
    },
    {file: 'api/themes/configuration.mdx', from: ' The toggle then cycles through system, light and dark.', to: ''},
    // The layout class names (theme-layout-navbar...) are 3.8.0.
    {
      file: 'guides/styling-layout.mdx',
      from: '`theme-admonition` on every admonition, `theme-code-block` on code blocks and `theme-layout-navbar` on the top bar.',
      to: '`theme-admonition` on every admonition and `theme-code-block` on code blocks.',
    },
    {
      file: 'guides/swizzling.mdx',
      from: 'such as `theme-doc-footer` or `theme-layout-navbar`.',
      to: 'such as `theme-doc-footer` or `theme-doc-sidebar-menu`.',
    },
    // Swizzle statuses of theme-classic 3.7.0: CodeBlock/Content was a folder, forbidden to wrap.
    {
      file: 'guides/swizzling.mdx',
      from: 'A few examples from `@docusaurus/theme-classic` 3.8.1:',
      to: 'A few examples from `@docusaurus/theme-classic` 3.7.0:',
    },
    {
      file: 'guides/swizzling.mdx',
      from: '| `CodeBlock/Content` | unsafe | unsafe |',
      to: '| `CodeBlock/Content` | forbidden | unsafe |',
    },
    // The `versions` attribute of docsVersionDropdown is 3.8.0.
    {file: 'api/themes/configuration.mdx', from: /\n\| `versions` \|[^\n]*/, to: ''},
    {
      file: 'api/themes/configuration.mdx',
      from: "\n  versions: {current: {label: 'Next'}, '3.8.1': {}, '3.7.0': {}},",
      to: '',
    },
    {file: 'api/themes/configuration.mdx', from: /\n\nThe keys of `versions` are version names[^\n]*/, to: ''},
    // `slug` in the front matter of Markdown pages is 3.8.0.
    {
      file: 'guides/creating-pages.mdx',
      from: '\n\nA Markdown page can also set its own URL with `slug` front matter, which replaces the path derived from the file name.',
      to: '',
    },
    {file: 'guides/creating-pages.mdx', from: '\n| `slug` | Custom URL. |', to: ''},
    {
      file: 'api/plugins/plugin-content-pages.mdx',
      from: ' A Markdown page can move itself with the `slug` front matter field; React pages always use their file path.',
      to: '',
    },
    {file: 'api/plugins/plugin-content-pages.mdx', from: /\n\| `slug` \| `string` \|[^\n]*/, to: ''},
    // showLineNumbers=<start> is 3.8.0.
    {
      file: 'guides/markdown-features/code-blocks.mdx',
      from: '`showLineNumbers` numbers the lines from 1, and `showLineNumbers=40` starts counting at 40, which is useful when the snippet is an excerpt of a longer file. Numbers and highlighting combine, but a highlight range always counts from the first line of the snippet, whatever number that line shows: here `{3}` highlights the line numbered 42.',
      to: '`showLineNumbers` numbers the lines from 1. Numbers and highlighting combine: here `{3}` highlights the third line.',
    },
    {
      file: 'guides/markdown-features/code-blocks.mdx',
      from: '````md\n```ts showLineNumbers=40 {3}',
      to: '````md\n```ts showLineNumbers {3}',
    },
    {
      file: 'guides/markdown-features/code-blocks.mdx',
      from: '````\n\n```ts showLineNumbers=40 {3}',
      to: '````\n\n```ts showLineNumbers {3}',
    },
    // Bun joined npm2yarn's default converters in 3.8.0 (its converter exists since 3.7.0).
    {
      file: 'guides/markdown-features/plugins.mdx',
      from: 'then the same command for Yarn, pnpm and Bun.',
      to: 'then the same command for Yarn and pnpm, and for Bun if you add its converter.',
    },
    {
      file: 'guides/markdown-features/plugins.mdx',
      from: "| `converters` | `Array` | `['yarn', 'pnpm', 'bun']` |",
      to: "| `converters` | `Array` | `['yarn', 'pnpm']` |",
    },
    // The `locale` argument of the blog's readingTime function is 3.8.0.
    {
      file: 'api/plugins/plugin-content-blog.mdx',
      from: 'Receives `content`, `locale`, `frontMatter` and `defaultReadingTime`',
      to: 'Receives `content`, `frontMatter` and `defaultReadingTime`',
    },
    // In 3.7.0 the SVGR plugin adds its own SVG rule; wrapping the core rule (and its error) is 3.8.0.
    {
      file: 'api/plugins/plugin-svgr.mdx',
      from: "The plugin wraps the bundler's existing SVG rule.",
      to: 'The plugin adds its own bundler rule for SVG files.',
    },
    {
      file: 'api/plugins/plugin-svgr.mdx',
      from: ' It throws at startup if it cannot find the built-in SVG rule to wrap, which only happens when another plugin has removed that rule.',
      to: '',
    },
    // Ideal image 3.7.0: alt is forwarded, no IdealImageLegacy, and the loader rule has no issuer filter.
    {file: 'api/plugins/plugin-ideal-image.mdx', from: /\n\n:::warning\[Alt text in 3\.8\.1\]\n[\s\S]*?\n:::/, to: ''},
    {
      file: 'api/plugins/plugin-ideal-image.mdx',
      from: 'the theme components `@theme/IdealImage` and `@theme/IdealImageLegacy`, which you can swizzle',
      to: 'the theme component `@theme/IdealImage`, which you can swizzle',
    },
    {
      file: 'api/plugins/plugin-ideal-image.mdx',
      from: 'Only imports from JavaScript, TypeScript and MDX files go through the plugin; an image used in CSS, or a Markdown image written as `![text](./img.png)`, is handled by the normal asset pipeline.',
      to: 'A Markdown image written as `![text](./img.png)` does not go through the plugin: the normal asset pipeline handles it.',
    },
    {
      file: 'guides/markdown-features/assets.mdx',
      from: /Check the HTML it produces before relying on it\. In version 3\.8\.1, [^\n]*?(?=SVGs are already)/,
      to: '',
    },
    // deploy ran Git through shelljs in 3.7.0: other messages, no DOCUSAURUS_DEPLOY_DEBUG, and a missing branch is created.
    {
      file: 'guides/deployment.mdx',
      from: 'Without Git on the `PATH`, it stops with `Git not installed or not added to PATH!`; without an `origin` remote, as in a folder that was copied rather than cloned, with `` Error while executing command `git remote get-url origin` ``. Install Git, or add the remote with `git remote add origin <url>`.',
      to: 'Without Git on the `PATH`, it stops with `Git not installed or on the PATH!` Install Git.',
    },
    {
      file: 'guides/deployment.mdx',
      from: /\n- The deployment branch must already exist on the remote\.[^\n]*/,
      to: "\n- When the deployment branch does not exist on the remote yet, as before the first deployment of a new repository, the command clones the repository's default branch instead and creates the deployment branch from it.",
    },
    {
      file: 'guides/deployment.mdx',
      from: "the command stops with `` Error while executing command `git push --force origin <branch>` ``, and Git's own reason appears among the causes.",
      to: 'the command stops with `Running "git push" command failed. Does the GitHub user account you are using have push access to the repository?`, after Git\'s own reason.',
    },
    {file: 'cli.mdx', from: /\n\| `DOCUSAURUS_DEPLOY_DEBUG` \|[^\n]*/, to: ''},
    // DOCUSAURUS_DISABLE_LAST_UPDATE is 3.8.0.
    {
      file: 'guides/deployment.mdx',
      from: ' A build with the environment variable `DOCUSAURUS_DISABLE_LAST_UPDATE=true` uses them too, which skips the Git calls where the dates do not matter, such as a preview build.',
      to: '',
    },
    // 3.7.0 opened the browser with react-dev-utils, which reads BROWSER and BROWSER_ARGS.
    {
      file: 'cli.mdx',
      from: '`DOCUSAURUS_BROWSER` names the browser to open and `DOCUSAURUS_BROWSER_ARGS` passes it space-separated arguments.',
      to: '`BROWSER` names the browser to open and `BROWSER_ARGS` passes it space-separated arguments.',
    },
    // write-translations skips .d.ts files since 3.8.0.
    {
      file: 'guides/i18n/tutorial.mdx',
      from: "and with Docusaurus's own Babel preset otherwise; type declaration files (`.d.ts`) are skipped.",
      to: "and with Docusaurus's own Babel preset otherwise.",
    },
    // Statements of the documented version, whose facts hold for 3.7.0 as well.
    {
      file: 'introduction.mdx',
      from: 'This documentation covers version 3.8.1 of the framework.',
      to: 'This documentation covers version 3.7.0 of the framework.',
    },
    {
      file: 'api/plugins/index.mdx',
      from: 'the reference for those official packages, at version 3.8.1.',
      to: 'the reference for those official packages, at version 3.7.0.',
    },
    {
      file: 'getting-started/installation.mdx',
      from: 'description: Create a new Docusaurus 3.8.1 site',
      to: 'description: Create a new Docusaurus 3.7.0 site',
    },
    {
      file: 'getting-started/installation.mdx',
      from: 'the other runtime packages of version 3.8.1 declare',
      to: 'the other runtime packages of version 3.7.0 declare',
    },
    {
      file: 'getting-started/installation.mdx',
      from: 'npm install @docusaurus/core@3.8.1 @docusaurus/preset-classic@3.8.1 \\\n  @docusaurus/module-type-aliases@3.8.1 @docusaurus/types@3.8.1',
      to: 'npm install @docusaurus/core@3.7.0 @docusaurus/preset-classic@3.7.0 \\\n  @docusaurus/module-type-aliases@3.7.0 @docusaurus/types@3.7.0',
    },
    {
      file: 'getting-started/playground.mdx',
      from: 'set every `@docusaurus/*` dependency to exactly `3.8.1`',
      to: 'set every `@docusaurus/*` dependency to exactly `3.7.0`',
    },
    {
      file: 'getting-started/playground.mdx',
      from: 'npm install @docusaurus/core@3.8.1 @docusaurus/preset-classic@3.8.1',
      to: 'npm install @docusaurus/core@3.7.0 @docusaurus/preset-classic@3.7.0',
    },
    {
      file: 'getting-started/playground.mdx',
      from: 'npm create docusaurus@3.8.1 docusaurus-playground',
      to: 'npm create docusaurus@3.7.0 docusaurus-playground',
    },
    {
      file: 'getting-started/typescript-support.mdx',
      from: '@docusaurus/module-type-aliases@3.8.1 @docusaurus/tsconfig@3.8.1 @docusaurus/types@3.8.1',
      to: '@docusaurus/module-type-aliases@3.7.0 @docusaurus/tsconfig@3.7.0 @docusaurus/types@3.7.0',
    },
    {
      file: 'migration/index.mdx',
      from: 'Minor releases, such as 3.7 to 3.8,',
      to: 'Minor releases, such as 3.6 to 3.7,',
    },
    {
      file: 'migration/index.mdx',
      from: 'npm install @docusaurus/core@3.8.1 @docusaurus/preset-classic@3.8.1',
      to: 'npm install @docusaurus/core@3.7.0 @docusaurus/preset-classic@3.7.0',
    },
    {
      file: 'migration/v3.mdx',
      from: 'npm install @docusaurus/core@3.8.1 @docusaurus/preset-classic@3.8.1 \\',
      to: 'npm install @docusaurus/core@3.7.0 @docusaurus/preset-classic@3.7.0 \\',
    },
    {
      file: 'migration/v3.mdx',
      from: 'npm install --save-dev @docusaurus/module-type-aliases@3.8.1 @docusaurus/types@3.8.1',
      to: 'npm install --save-dev @docusaurus/module-type-aliases@3.7.0 @docusaurus/types@3.7.0',
    },
    {
      file: 'migration/v3.mdx',
      from: '| | Docusaurus 2 | Docusaurus 3.8.1 |',
      to: '| | Docusaurus 2 | Docusaurus 3.7.0 |',
    },
    {
      file: 'migration/v3.mdx',
      from: 'sites created with the 3.8 template use React 19',
      to: 'sites created with the 3.7 template use React 19',
    },
    {
      file: 'guides/deployment.mdx',
      from: '(Docusaurus 3.8 needs 18 or later)',
      to: '(Docusaurus 3.7 needs 18 or later)',
    },
    {
      file: 'advanced/architecture.mdx',
      from: 'Docusaurus 3.8 supports two bundlers',
      to: 'Docusaurus 3.7 supports two bundlers',
    },
    {
      file: 'api/plugins/plugin-rsdoctor.mdx',
      from: '(version 0.4 is installed with Docusaurus 3.8.1)',
      to: '(version 0.4 is installed with Docusaurus 3.7.0)',
    },
    {
      file: 'guides/markdown-features/assets.mdx',
      from: 'like this one, Docusaurus 3.8 also appends a slash',
      to: 'like this one, Docusaurus 3.7 also appends a slash',
    },
    {
      file: 'guides/markdown-features/code-blocks.mdx',
      from: 'and, in 3.8.1, requires the Prism component',
      to: 'and, in 3.7.0, requires the Prism component',
    },
    {
      file: 'guides/docs/sidebar/index.mdx',
      from: 'In 3.8.1 that is the last sidebar',
      to: 'In 3.7.0 that is the last sidebar',
    },
    {
      file: 'guides/i18n/git.mdx',
      from: 'Docusaurus 3.8 has no per-locale address setting',
      to: 'Docusaurus 3.7 has no per-locale address setting',
    },
    {
      file: 'guides/i18n/tutorial.mdx',
      from: 'in Docusaurus 3.8, the command run without file arguments',
      to: 'in Docusaurus 3.7, the command run without file arguments',
    },
  ],
};

function copyDocs(version) {
  rmSync(versionDir(version), {recursive: true, force: true});
  cpSync(docsDir, versionDir(version), {recursive: true});
}

function countMatches(text, from) {
  return typeof from === 'string' ? text.split(from).length - 1 : [...text.matchAll(new RegExp(from, 'g'))].length;
}

/** Cuts both versions into `target`, and stops when a 3.7.0 edit misses or a 3.8 name is left. */
function cutVersions() {
  copyDocs('3.8.1');
  copyDocs('3.7.0');
  for (const file of notIn370.files) {
    rmSync(path.join(versionDir('3.7.0'), file));
  }
  for (const {file, from, to} of notIn370.edits) {
    const filePath = path.join(versionDir('3.7.0'), file);
    const text = readFileSync(filePath, 'utf8');
    const matches = countMatches(text, from);
    if (matches !== 1) {
      throw new Error(`cut-versions: ${file} should contain ${from} once, found ${matches}. Update the 3.7.0 edit.`);
    }
    writeFileSync(filePath, text.replace(from, to));
  }
  // Names that only exist since 3.8.0: none of them may be left in the 3.7.0 copy.
  const only38 =
    /cascade[ -]layers?|future\.v4|removeLegacyPostBuildHeadAttribute|ssgWorkerThreads|rspackPersistentCache|routesBuildMetadata|colorModeChoice|data-theme-choice|theme-layout-|IdealImageLegacy|DOCUSAURUS_(?:DISABLE_LAST_UPDATE|DEPLOY_DEBUG|BROWSER)/i;
  const mentions = readdirSync(versionDir('3.7.0'), {recursive: true}).filter(
    (file) => file.endsWith('.mdx') && only38.test(readFileSync(path.join(versionDir('3.7.0'), file), 'utf8')),
  );
  if (mentions.length > 0) {
    throw new Error(`cut-versions: the 3.7.0 copy still mentions a 3.8 feature in ${mentions.join(', ')}.`);
  }
}

/** The files of two version folders whose text differs, or that only one of them has. */
function differingFiles(version) {
  const files = (dir) =>
    existsSync(dir)
      ? readdirSync(dir, {recursive: true}).filter((file) => statSync(path.join(dir, file)).isFile())
      : [];
  const cut = versionDir(version);
  const kept = versionDir(version, versionedDocs);
  return [...new Set([...files(cut), ...files(kept)])].filter((file) => {
    const read = (dir) => (existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), 'utf8') : null);
    return read(cut) !== read(kept);
  });
}

if (check) {
  let stale;
  try {
    cutVersions();
    stale = ['3.8.1', '3.7.0'].flatMap((version) =>
      differingFiles(version).map((file) => `version-${version}/${file}`),
    );
  } finally {
    // The temporary cut goes, also when an edit stops it.
    rmSync(target, {recursive: true, force: true});
  }
  if (stale.length > 0) {
    console.error(
      `cut-versions: versioned_docs/ differs from its cut of docs/ in ${stale.join(', ')}. Run node scripts/cut-versions.mjs.`,
    );
    process.exit(1);
  }
  console.log('cut-versions: versioned_docs/ is the cut of docs/.');
} else {
  cutVersions();
  console.log('cut-versions: versioned_docs/version-3.8.1 and version-3.7.0 re-cut from docs/.');
}
