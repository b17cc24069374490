import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {Prism, type PrismLib} from 'prism-react-renderer';

/** prismjs as theme-classic resolves it for its additionalLanguages. */
const requireFromTheme = createRequire(createRequire(__filename).resolve('@docusaurus/theme-classic'));
const registered = new Set<string>();

/**
 * Runs one of prismjs's language files on `prism`. Each extends the `Prism` it finds in scope;
 * the browser build lends it prism-react-renderer's through globalThis (theme-classic's
 * prism-include-languages). Here the file runs with that instance as a parameter instead, since
 * Node's module cache would skip a file already run for another Prism.
 */
function runLanguageFile(prism: PrismLib, file: string): void {
  new Function('Prism', readFileSync(requireFromTheme.resolve(file), 'utf8'))(prism);
}

/** prism-react-renderer's Prism with the site's extra languages, as the theme sets it up in the browser. */
export function prismWithLanguages(additionalLanguages: readonly string[]): PrismLib {
  for (const language of additionalLanguages) {
    if (registered.has(language)) {
      continue;
    }
    if (language === 'php') {
      runLanguageFile(Prism, 'prismjs/components/prism-markup-templating.js');
    }
    runLanguageFile(Prism, `prismjs/components/prism-${language}.js`);
    registered.add(language);
  }
  return Prism;
}
