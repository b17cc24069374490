import {readFileSync} from 'fs';
import {createRequire} from 'module';
import path from 'path';
import {modalStateCall} from './docSearchBundle';

/**
 * Local search relies on the stock search page, client and modal. Each seam
 * is a fact about a file of an installed package; if an upgrade changes one,
 * the build must stop here rather than ship a search box that calls Algolia.
 */
export type Seam = {file: string; mustContain: string; why: string};

export type ResolvedSeams = {
  /** The browser build of algoliasearch/lite that the local client wraps. */
  stockLiteClient: string;
  /** DocSearch's bundle, which the plugin serves with its state changes routed (./docSearchBundle.ts). */
  docSearchBundle: string;
  seams: Seam[];
};

/** The folder of an installed package, from any file resolved inside it. */
function packageDir(resolvedFile: string, packageName: string): string {
  const marker = `${path.sep}node_modules${path.sep}${packageName.split('/').join(path.sep)}${path.sep}`;
  const at = resolvedFile.lastIndexOf(marker);
  if (at < 0) {
    throw new Error(`Local search: cannot locate the package ${packageName} from ${resolvedFile}.`);
  }
  return resolvedFile.slice(0, at + marker.length - 1);
}

export function resolveSeams(): ResolvedSeams {
  const themeEntry = require.resolve('@docusaurus/theme-search-algolia');
  const themeDir = packageDir(themeEntry, '@docusaurus/theme-search-algolia');
  const algoliaDir = packageDir(createRequire(themeEntry).resolve('algoliasearch/lite'), 'algoliasearch');
  // The SearchBar of ./theme imports the site's own @docsearch/react, pinned in package.json.
  const docSearchDir = packageDir(require.resolve('@docsearch/react'), '@docsearch/react');

  const searchPage = path.join(themeDir, 'lib/theme/SearchPage/index.js');
  const stockLiteClient = path.join(algoliaDir, 'dist/lite/builds/browser.js');
  const docSearchBundle = path.join(docSearchDir, 'dist/esm/index.js');
  return {
    stockLiteClient,
    docSearchBundle,
    seams: [
      {file: searchPage, mustContain: "from 'algoliasearch/lite'", why: 'the search page client is aliased'},
      {file: searchPage, mustContain: 'liteClient(appId, apiKey)', why: 'the page creates its client with liteClient'},
      {file: stockLiteClient, mustContain: 'liteClient', why: 'the local client wraps the stock liteClient'},
      {file: docSearchBundle, mustContain: 'transformSearchClient', why: 'the modal accepts a replacement client'},
      {file: docSearchBundle, mustContain: modalStateCall, why: "the modal's state changes are routed"},
    ],
  };
}

/** Throws one error that lists every seam that no longer holds. */
export function verifySeams(
  seams: Seam[],
  readFile: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): void {
  const broken = seams.filter((seam) => {
    try {
      return !readFile(seam.file).includes(seam.mustContain);
    } catch {
      return true;
    }
  });
  if (broken.length > 0) {
    throw new Error(
      `Local search cannot attach to the installed search theme:\n${broken
        .map((seam) => `- ${seam.file} should contain ${JSON.stringify(seam.mustContain)} (${seam.why})`)
        .join('\n')}\nUpdate src/plugins/local-search for the new package versions, or configure Algolia credentials.`,
    );
  }
}
