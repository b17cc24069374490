import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import remarkCodeBlocks, {codeBlockComponent} from './remarkCodeBlocks';

const options = {additionalLanguages: ['bash']};
const compiled = async (markdown: string, format: 'md' | 'mdx' = 'mdx') =>
  String(await compile(markdown, {format, remarkPlugins: [[remarkCodeBlocks, options]], jsx: true}));

describe('remarkCodeBlocks', () => {
  it('makes each fenced block a CodeBlock the page imports, with the props the theme passed', async () => {
    const output = await compiled(
      '# Title\n\n```js title="a.js" live\nconst a = 1;\n```\n\nText with `inline` code.\n',
    );
    expect(output).toContain(`import ${codeBlockComponent} from "@theme/CodeBlock";`);
    expect(output).toContain(
      `<${codeBlockComponent} className="language-js" metastring="title=&quot;a.js&quot; live" live={true} children={"const a = 1;\\n"} />`,
    );
    // Inline code stays with the MDX `code` component.
    expect(output).toContain('<_components.code>{"inline"}</_components.code>');
  });

  it('imports nothing on a page without code blocks, and leaves maths and diagrams to their plugins', async () => {
    const output = await compiled('Text.\n\n```math\nx^2\n```\n\n```mermaid\ngraph TD; A-->B\n```\n');
    expect(output).not.toContain('@theme/CodeBlock');
    expect(output).toContain('<_components.code className="language-math">');
    expect(output).toContain('<_components.code className="language-mermaid">');
  });

  it('keeps a block without language or text as the theme had it, in .md files too', async () => {
    const output = await compiled('```\n```\n\n```bash\nnpm ci\n```\n', 'md');
    expect(output).toContain(`<${codeBlockComponent} />`);
    // With its tokens: "npm" a function (3 characters), " ci" plain.
    expect(output.replace(/\s+/g, ' ')).toContain(
      `<${codeBlockComponent} className="language-bash" children={"npm ci\\n"} tokens={{ types: ["function", "plain"], lines: [[0, 3, 1, 3]] }} />`,
    );
    expect(output.indexOf(`import ${codeBlockComponent}`)).toBeLessThan(output.indexOf('function _createMdxContent'));
  });

  it('puts the import after the front matter', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'yaml', value: 'title: T'},
        {type: 'code', lang: 'js', value: 'x'},
      ],
    };
    remarkCodeBlocks(options)(tree);
    expect(tree.children.map((node) => node.type)).toEqual(['yaml', 'mdxjsEsm', 'mdxJsxFlowElement']);
  });
});
