import {createRequire} from 'node:module';
import path from 'node:path';
import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {themeConfig} from '../../config/theme';
import {contentFiles, readFencedBlocks} from './fencedCode';

const siteDir = path.resolve(__dirname, '../..');

/** The content whose code blocks readers see: current docs, community pages and blog. */
const contentRoots = ['docs', 'community', 'blog'];

/**
 * Fence names that are not Prism languages but are still rendered as meant,
 * by something other than Prism. Each needs a reason.
 */
const renderedWithoutPrism: Record<string, string> = {
  // @docusaurus/theme-mermaid draws these blocks as diagrams (markdown.mermaid is on in docusaurus.config.ts).
  mermaid: 'diagram',
};

/**
 * Fence names that show as plain text because no Prism grammar exists for
 * them, so adding them to additionalLanguages is impossible (the theme would
 * fail to require prismjs/components/prism-<name>). Listed so that the test
 * keeps catching every other language; the last test fails once an entry is
 * highlighted or no longer used, so the list cannot go stale.
 */
const knownPlainText: Record<string, string> = {
  // prismjs 1.30 ships markdown but no MDX grammar; highlighting these needs a
  // grammar registered by a swizzled prism-include-languages.
  mdx: 'no prismjs component',
};

type PrismComponent = {alias?: string | string[]; require?: string | string[]};

/** prismjs as the classic theme resolves it when it loads additionalLanguages. */
const themeRequire = createRequire(
  createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic'),
);
const prismComponents = (themeRequire('prismjs/components.json') as {languages: Record<string, PrismComponent>})
  .languages;

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

const additionalLanguages: readonly string[] = themeConfig.prism.additionalLanguages;

/** Languages prism-react-renderer bundles (its Prism also knows text, plain, plaintext and txt, which stay plain on purpose). */
const bundledLanguages = Object.keys(Prism.languages).filter(
  (name) => typeof (Prism.languages as Record<string, unknown>)[name] === 'object',
);

/** Every name Prism highlights on this site: bundled grammars, plus each additional language and its aliases. */
const highlighted = new Set([
  ...bundledLanguages,
  ...additionalLanguages.flatMap((name) => [name, ...asList(prismComponents[name]?.alias)]),
]);

/** Every fenced code block that names a language. */
const fences = contentRoots
  .flatMap(contentFiles)
  .flatMap(readFencedBlocks)
  .filter((fence) => fence.language !== '');

describe('code block languages', () => {
  it('finds fenced code blocks in every content folder', () => {
    for (const root of contentRoots) {
      expect(
        fences.some((fence) => fence.file.startsWith(`${root}/`)),
        root,
      ).toBe(true);
    }
  });

  it('loads every additional language from a prismjs component, after the components it requires', () => {
    additionalLanguages.forEach((name, index) => {
      expect(prismComponents[name], `"${name}" is not a prismjs component`).toBeDefined();
      for (const required of asList(prismComponents[name]?.require)) {
        expect(
          bundledLanguages.includes(required) || additionalLanguages.slice(0, index).includes(required),
          `"${name}" requires "${required}", which must be bundled or listed before it`,
        ).toBe(true);
      }
    });
  });

  it('lists no additional language that prism-react-renderer already bundles', () => {
    // Such an entry only loads the same grammar a second time, and the docs would count it as added.
    expect(additionalLanguages.filter((name) => bundledLanguages.includes(name))).toEqual([]);
  });

  it('highlights the language of every fenced code block in docs, community and blog', () => {
    const unhighlighted = fences
      .filter(
        ({language}) =>
          !highlighted.has(language) && !(language in renderedWithoutPrism) && !(language in knownPlainText),
      )
      .map(({file, line, language}) => `${file}:${line} ${language}`);
    expect(unhighlighted, 'add these languages to themeConfig.prism.additionalLanguages (config/theme.ts)').toEqual([]);
  });

  it('keeps the exception lists short: each entry is used and not highlighted by Prism', () => {
    const used = new Set(fences.map(({language}) => language));
    for (const language of [...Object.keys(renderedWithoutPrism), ...Object.keys(knownPlainText)]) {
      expect(used.has(language), `"${language}" is no longer used in the content`).toBe(true);
      expect(highlighted.has(language), `Prism now highlights "${language}"`).toBe(false);
    }
  });
});
