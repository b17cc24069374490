import {describe, expect, it} from 'vitest';
import {loadThemeHarness} from '../../../../../../tests/unit/themeHarness';
import {themeConfig} from '../../../../../../config/theme';
import {prismWithLanguages} from '../../../buildPrism';
import {encodeTokens, type EncodedTokens} from '../../../codeTokens';
import {tokenizeLines} from '../../../tokenize';

/**
 * Renders a code block's content on the server, through this site's Content or the stock one
 * (which highlights with Prism in place), with the site's Prism settings.
 */
type Block = {code: string; className?: string; metastring?: string; tokens?: EncodedTokens; stock?: boolean};
type Harness = {render: (block: Block) => string};

const harnessEntry = `
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import siteConfig from '@generated/docusaurus.config';
import {CodeBlockContextProvider, ColorModeProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Content from '@theme/CodeBlock/Content';
import StockContent from '@theme-init/CodeBlock/Content';
import {BuildTokensContext} from '@site/src/plugins/code-highlighting/client/buildTokensContext';
import '@site/src/plugins/code-highlighting/client/registerLanguages';

export function render({code, className, metastring, tokens, stock}) {
  const metadata = createCodeBlockMetadata({code, className, metastring, magicComments: siteConfig.themeConfig.prism.magicComments});
  const wordWrap = {codeBlockRef: {current: null}, isEnabled: false, isCodeScrollable: false, toggle() {}};
  const Shown = stock ? StockContent : Content;
  return renderToStaticMarkup(
    <ColorModeProvider>
      <BuildTokensContext.Provider value={tokens}>
        <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
          <Shown />
        </CodeBlockContextProvider>
      </BuildTokensContext.Provider>
    </ColorModeProvider>,
  );
}
`;

const loadHarness = () =>
  loadThemeHarness<Harness>({
    entry: harnessEntry,
    generated: {'docusaurus.config': {baseUrl: '/', themeConfig}},
  });

/** The tokens remarkCodeBlocks gives a fenced block: its text without the final line break, in Node. */
const buildTokens = (value: string, language: string) =>
  encodeTokens(tokenizeLines(prismWithLanguages(themeConfig.prism.additionalLanguages), value, language));

/** Fenced blocks as Markdown writes them: the text ends with a line break (remarkCodeBlocks adds it). */
const blocks: {language: string; metastring?: string; value: string}[] = [
  {language: 'bash', value: 'npm run build\n\n# then\nnpx docusaurus serve --port 3000'},
  {
    language: 'tsx',
    metastring: 'title="src/pages/index.tsx" showLineNumbers',
    value: [
      "import React from 'react';",
      '',
      'export default function Home() {',
      '  // highlight-next-line',
      '  const title = `Hello ${name}`;',
      '  return (',
      '    <main>',
      '      {/* highlight-start */}',
      '      <h1 className="hero">{title}</h1>',
      '      {/* highlight-end */}',
      '    </main>',
      '  );',
      '}',
    ].join('\n'),
  },
  {
    language: 'js',
    metastring: '{1,3-4}',
    value: '/* a\n   comment */\nconst a = 1;\n\nthrow new Error(a); // This will error',
  },
  {language: 'js', value: 'const a = 1;\n// This will error\nundefinedFunction();'},
  {language: 'md', value: '---\ntitle: Page\n---\n\n```bash\nnpm ci\n```\n\n:::tip\nRun `acme`.\n:::'},
  {language: 'yaml', value: 'a:\n  - b # highlight-next-line\n  - c'},
  {language: 'mdx', value: 'import X from "./x";\n\n<X />'},
  {language: 'diff', value: '- old\n+ new\n  same'},
  // Markup in the code stays text: the lines are set as inner HTML (linesHtml).
  {language: 'js', value: 'if (a && b < c) {\n  alert("</code><img src=x onerror=alert(1)>", \'&amp;\');\n}'},
];

describe('CodeBlock/Content', () => {
  it("renders the build's tokens exactly as the stock theme renders Prism's", async () => {
    const harness = await loadHarness();
    const stockRenders: string[] = [];
    for (const {language, metastring, value} of blocks) {
      const block = {code: `${value}\n`, className: `language-${language}`, metastring};
      // The site's escaping helper writes an apostrophe as &#39;, React as &#x27;: the same character.
      const stock = harness.render({...block, stock: true}).replaceAll('&#x27;', '&#39;');
      expect(harness.render({...block, tokens: buildTokens(value, language)}), `${language} ${metastring}`).toBe(stock);
      stockRenders.push(stock);
    }
    // The blocks cover the site's magic comments, line numbers and a language Prism does not know.
    const all = stockRenders.join('');
    for (const marker of [
      'theme-code-block-highlighted-line',
      'code-block-error-line',
      'codeLineNumber',
      'token keyword',
    ]) {
      expect(all).toContain(marker);
    }
    expect(stockRenders[6]).not.toContain('token keyword');
    expect(stockRenders[8]).toContain('&lt;/code&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(stockRenders[8]).toContain('&amp;amp;');
    expect(stockRenders[8]).not.toContain('<img');
  }, 60_000);

  it('shows the code plain until Prism loads when the build made no tokens, or tokens of other text', async () => {
    const harness = await loadHarness();
    const block = {code: 'const a = 1;\n\nlet b;\n', className: 'language-js'};
    const plain = harness.render(block);
    expect(plain).not.toContain('token keyword');
    expect(plain).toContain('<span class="token plain">const a = 1;</span>');
    // The empty line keeps its height.
    expect(plain).toContain('<span class="token plain" style="display:inline-block"></span>');
    expect(harness.render({...block, tokens: buildTokens('const ab = 1;\n\nlet b;', 'js')})).toBe(plain);
    expect(harness.render({...block, tokens: buildTokens('const a = 1;', 'js')})).toBe(plain);
  }, 60_000);
});
