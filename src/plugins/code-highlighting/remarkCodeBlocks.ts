import type {Code, Root} from 'mdast';
import type {PrismLib} from 'prism-react-renderer';
import {visit} from 'unist-util-visit';
import {prismWithLanguages} from './buildPrism';
import {encodeTokens} from './codeTokens';
import {tokenizeLines} from './tokenize';

export interface RemarkCodeBlocksOptions {
  /** The theme's `prism.additionalLanguages`, which the build's tokeniser needs too. */
  additionalLanguages: readonly string[];
}

/** The name the code block component takes in each page, chosen not to clash with a page's own imports. */
export const codeBlockComponent = 'MarkdownCodeBlock';

/** Fenced blocks that another plugin renders: maths (rehype-katex) and diagrams (the Mermaid theme). */
const renderedElsewhere = new Set(['math', 'mermaid']);

type Value = string | number | boolean | Value[] | {[key: string]: Value};

const literal = (value: string | number | boolean) => ({type: 'Literal', value, raw: JSON.stringify(value)});
const program = (statement: object) => ({type: 'Program', sourceType: 'module', body: [statement]});

/** A JSON-like value as the JavaScript expression that writes it. */
function expression(value: Value): object {
  if (Array.isArray(value)) {
    return {type: 'ArrayExpression', elements: value.map(expression)};
  }
  if (typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Identifier', name: key},
        value: expression(item),
      })),
    };
  }
  return literal(value);
}

function expressionAttribute(name: string, value: Value) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {estree: program({type: 'ExpressionStatement', expression: expression(value)})},
    },
  };
}

/**
 * The props the theme's MDX `code` component would have passed to CodeBlock for this block:
 * remark-rehype's class name and text (with its final newline), and the metastring and `live`
 * flag that Docusaurus's codeCompat plugin adds. Blocks that are not live also get their tokens
 * (./codeTokens.ts), tokenised the way the theme would in the browser,
 * in the block's language (lower case, as the theme reads it) or as plain text without one.
 */
function codeBlockElement(node: Code, prism: PrismLib) {
  const attributes: object[] = [];
  if (node.lang) {
    attributes.push({type: 'mdxJsxAttribute', name: 'className', value: `language-${node.lang}`});
  }
  const live = node.meta?.split(' ').includes('live') ?? false;
  if (node.meta) {
    attributes.push({type: 'mdxJsxAttribute', name: 'metastring', value: node.meta});
    if (live) {
      attributes.push(expressionAttribute('live', true));
    }
  }
  if (node.value) {
    attributes.push(expressionAttribute('children', `${node.value}\n`));
    if (!live) {
      const tokens = encodeTokens(tokenizeLines(prism, node.value, node.lang?.toLowerCase() ?? 'text'));
      attributes.push(expressionAttribute('tokens', tokens));
    }
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
 * leaving it to the theme's MDX `code` component, which put CodeBlock and Prism into
 * every Markdown page's chunk, code or not (bench/ablation.md, code-block-components). With the tokens made here, no page
 * loads Prism for its fenced blocks; live blocks bring their editor's own. Goes after the plugins
 * that make code blocks (npm2yarn); theme/MDXComponents/Code renders inline code only.
 */
export default function remarkCodeBlocks({additionalLanguages}: RemarkCodeBlocksOptions) {
  const prism = prismWithLanguages(additionalLanguages);
  return (tree: Root): void => {
    let converted = 0;
    visit(tree, 'code', (node, index, parent) => {
      if (parent === undefined || index === undefined || renderedElsewhere.has(node.lang ?? '')) {
        return;
      }
      parent.children[index] = codeBlockElement(node, prism) as unknown as Code;
      converted += 1;
    });
    if (converted > 0) {
      // After the front matter, which must stay first.
      const firstContent = tree.children.findIndex((node) => node.type !== 'yaml' && node.type !== ('toml' as string));
      tree.children.splice(firstContent === -1 ? tree.children.length : firstContent, 0, codeBlockImport as never);
    }
  };
}
