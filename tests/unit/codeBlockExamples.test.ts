/**
 * The code block examples render the lines they claim. Each block goes through
 * the theme's own `createCodeBlockMetadata` (theme-common), with the site's
 * magic comments, which is what decides the highlighted lines, the line
 * numbers and the code left on screen.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {themeConfig} from '../../config/theme';
import {contentFiles, readFencedBlocks, type FencedBlock} from './fencedCode';
import {loadThemeHarness} from './themeHarness';

type Metadata = {
  /** The code as shown, magic comments removed. */
  code: string;
  lineNumbersStart: number | undefined;
  /** Class names of each line, by index from 0. */
  lineClassNames: Record<number, string[]>;
};
type Harness = {metadata: (block: {code: string; language?: string; metastring?: string}) => Metadata};

const harnessEntry = `
import {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';

export function metadata({code, language, metastring}) {
  return createCodeBlockMetadata({
    code,
    className: language ? 'language-' + language : undefined,
    language: undefined,
    defaultLanguage: undefined,
    metastring,
    magicComments: ${JSON.stringify(themeConfig.prism.magicComments)},
    title: undefined,
    showLineNumbers: undefined,
  });
}
`;

let harness: Harness;
beforeAll(async () => {
  harness = await loadThemeHarness<Harness>({entry: harnessEntry, generated: {}});
});

const highlighted = 'theme-code-block-highlighted-line';
const codeBlocksPage = 'docs/guides/markdown-features/code-blocks.mdx';

/** The site's magic comment directives: `highlight-next-line`, `highlight-start`, `This will error`... */
const directives = themeConfig.prism.magicComments.flatMap((comment) => [
  ...(comment.line ? [comment.line] : []),
  ...(comment.block ? [comment.block.start, comment.block.end] : []),
]);

/** A line that holds nothing but one of the directives, in a comment of any common syntax. */
const directiveLine = new RegExp(
  String.raw`^\s*(?://|#|/\*|\{/\*|<!--)\s*(?:${directives.map((directive) => directive.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|')})\s*(?:\*/\}?|-->)?\s*$`,
);

function render(block: FencedBlock): Metadata {
  return harness.metadata({code: block.code, language: block.language || undefined, metastring: block.meta});
}

/** The text of the lines that carry a class, as the reader sees them. */
function linesWith(metadata: Metadata, className: string): string[] {
  const lines = metadata.code.split('\n');
  return Object.entries(metadata.lineClassNames)
    .filter(([, classNames]) => classNames.includes(className))
    .map(([index]) => lines[Number(index)]!.trim());
}

/** Blocks that number lines, highlight a range or hold a magic comment; Markdown blocks show sources, not results. */
const featureBlocks = ['docs', 'community', 'blog']
  .flatMap(contentFiles)
  .flatMap(readFencedBlocks)
  .filter(
    (block) =>
      !['md', 'mdx'].includes(block.language) &&
      (/\bshowLineNumbers\b|\{[\d,-]+\}/.test(block.meta) ||
        block.code.split('\n').some((line) => directiveLine.test(line))),
  )
  .map((block) => ({block, name: `${block.file}:${block.line}`}));

describe('code blocks that number or highlight lines', () => {
  it('finds them', () => {
    expect(featureBlocks.length).toBeGreaterThan(5);
  });

  it.each(featureBlocks)('$name shows no magic comment and highlights only lines it has', ({block}) => {
    const metadata = render(block);
    const lineCount = metadata.code.split('\n').length;
    expect(
      metadata.code.split('\n').filter((line) => directiveLine.test(line)),
      'a magic comment the theme did not read stays on screen and highlights nothing',
    ).toEqual([]);
    const marked = Object.keys(metadata.lineClassNames).map(Number);
    expect(
      marked.filter((index) => index >= lineCount).map((index) => `line ${index + 1} of ${lineCount}`),
      'a highlight range counts from the first line of the snippet',
    ).toEqual([]);
    if (/\{[\d,-]+\}/.test(block.meta) || block.code.split('\n').some((line) => directiveLine.test(line))) {
      expect(marked.length, 'the block highlights no line').toBeGreaterThan(0);
    }
    const start = /\bshowLineNumbers(?:=(\d+))?/.exec(block.meta);
    expect(metadata.lineNumbersStart).toBe(start ? Number(start[1] ?? 1) : undefined);
  });
});

describe(`the examples of ${codeBlocksPage}`, () => {
  const blocks = readFencedBlocks(codeBlocksPage);
  /** The rendered example whose metastring contains `meta` and whose code contains `text`. */
  const example = (meta: string, text: string): FencedBlock => {
    const found = blocks.filter((block) => block.meta.includes(meta) && block.code.includes(text));
    expect(found, `one example with "${meta}" holding "${text}"`).toHaveLength(1);
    return found[0]!;
  };

  it('shows, above each result, the source that renders it', () => {
    // A Markdown block that holds one fenced block, followed by a block of that language, is a source and its result.
    const pairs = blocks.flatMap((source, index) => {
      const [, language = '', meta = '', code = ''] = /^```(\w+) ?(.*)\n([\s\S]*)\n```$/.exec(source.code.trim()) ?? [];
      const result = blocks[index + 1];
      return source.language === 'md' && result?.language === language ? [{source, meta, code, result}] : [];
    });
    expect(pairs.length).toBeGreaterThan(3);
    for (const {source, meta, code, result} of pairs) {
      // The config examples check adds its own flag to a result's metastring.
      const resultMeta = result.meta.replace(/\s*\bconfig(=\S+)?/, '').trim();
      expect({meta: meta.trim(), code}, `${source.file}:${source.line}`).toEqual({meta: resultMeta, code: result.code});
    }
  });

  it('`{1,3-5}` highlights the first line and the third to fifth', () => {
    const metadata = render(example('{1,3-5}', 'useToggle'));
    expect(Object.keys(metadata.lineClassNames).map(Number)).toEqual([0, 2, 3, 4]);
  });

  it('highlight-next-line marks the next line, highlight-start and highlight-end the lines between', () => {
    const metadata = render(example('config', "url: 'https://docs.example.org'"));
    expect(linesWith(metadata, highlighted)).toEqual([
      "url: 'https://docs.example.org',",
      "baseUrl: '/',",
      'trailingSlash: true,',
    ]);
  });

  it('the magic comments config highlights the entry it adds', () => {
    const metadata = render(example('title="config/theme.ts"', 'magicComments'));
    expect(linesWith(metadata, highlighted)).toEqual([
      "{className: 'code-block-error-line', line: 'This will error'},",
    ]);
  });

  it('"This will error" marks the line a reader should not copy', () => {
    const metadata = render(example('config=invalid', 'This will error'));
    expect(linesWith(metadata, 'code-block-error-line')).toEqual(["trailingSlash: 'yes',"]);
  });

  it('`showLineNumbers=40 {3}` numbers from 40 and highlights the line numbered 42', () => {
    const metadata = render(example('showLineNumbers=40', 'getReadingTime'));
    expect(metadata.lineNumbersStart).toBe(40);
    const [index] = Object.keys(metadata.lineClassNames).map(Number);
    expect(metadata.lineNumbersStart! + index!).toBe(42);
  });

  it.each([
    ['js', '// highlight-next-line'],
    ['js', '/* highlight-next-line */'],
    ['ts', '// highlight-next-line'],
    ['jsx', '{/* highlight-next-line */}'],
    ['bash', '# highlight-next-line'],
    ['python', '# highlight-next-line'],
    ['yaml', '# highlight-next-line'],
    ['html', '<!-- highlight-next-line -->'],
    ['md', '<!-- highlight-next-line -->'],
    // Without a language, or for one the theme does not know, every common style counts.
    ['', '# highlight-next-line'],
    ['', '// highlight-next-line'],
    ['deploy', '# highlight-next-line'],
  ])('in a %s block, %s highlights the next line', (language, comment) => {
    const metadata = harness.metadata({code: `${comment}\nmarked\nplain`, language: language || undefined});
    expect(metadata.code).toBe('marked\nplain');
    expect(metadata.lineClassNames).toEqual({0: [highlighted]});
  });
});
