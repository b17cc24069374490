import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';

/** The name the code block component takes in each page, chosen not to clash with a page's own imports. */
export const codeBlockComponent = 'MarkdownCodeBlock';

/** Fenced blocks that another plugin renders: maths (rehype-katex) and diagrams (the Mermaid theme). */
const renderedElsewhere = new Set(['math', 'mermaid']);

const literal = (value: string | boolean) => ({type: 'Literal', value, raw: JSON.stringify(value)});
const program = (statement: object) => ({type: 'Program', sourceType: 'module', body: [statement]});

function expressionAttribute(name: string, value: string | boolean) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {estree: program({type: 'ExpressionStatement', expression: literal(value)})},
    },
  };
}

/**
 * The props the theme's MDX `code` component would have passed to CodeBlock for this block:
 * remark-rehype's class name and text (with its final newline), and the metastring and `live`
 * flag that Docusaurus's codeCompat plugin adds.
 */
function codeBlockElement(node: Code) {
  const attributes: object[] = [];
  if (node.lang) {
    attributes.push({type: 'mdxJsxAttribute', name: 'className', value: `language-${node.lang}`});
  }
  if (node.meta) {
    attributes.push({type: 'mdxJsxAttribute', name: 'metastring', value: node.meta});
    if (node.meta.split(' ').includes('live')) {
      attributes.push(expressionAttribute('live', true));
    }
  }
  if (node.value) {
    attributes.push(expressionAttribute('children', `${node.value}\n`));
  }
  return {type: 'mdxJsxFlowElement', name: codeBlockComponent, attributes, children: [], position: node.position};
}

const codeBlockImport = {
  type: 'mdxjsEsm',
  value: `import ${codeBlockComponent} from '@theme/CodeBlock';`,
  data: {
    estree: program({
      type: 'ImportDeclaration',
      specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: codeBlockComponent}}],
      source: literal('@theme/CodeBlock'),
    }),
  },
};

/**
 * Turns each fenced code block into a CodeBlock element that the page imports itself, instead of
 * leaving it to the theme's MDX `code` component. Through that component, every Markdown page's
 * chunk carried CodeBlock and Prism (about 30 KiB compressed), code or not; now only the pages
 * with code do. Goes after the plugins that make code blocks (npm2yarn); src/theme/MDXComponents/Code
 * renders inline code only.
 */
export default function remarkCodeBlocks() {
  return (tree: Root): void => {
    let converted = 0;
    visit(tree, 'code', (node, index, parent) => {
      if (parent === undefined || index === undefined || renderedElsewhere.has(node.lang ?? '')) {
        return;
      }
      parent.children[index] = codeBlockElement(node) as unknown as Code;
      converted += 1;
    });
    if (converted > 0) {
      // After the front matter, which must stay first.
      const firstContent = tree.children.findIndex((node) => node.type !== 'yaml' && node.type !== ('toml' as string));
      tree.children.splice(firstContent === -1 ? tree.children.length : firstContent, 0, codeBlockImport as never);
    }
  };
}
