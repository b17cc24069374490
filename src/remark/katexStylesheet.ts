import type {Root} from 'mdast';
import {visit, EXIT} from 'unist-util-visit';

/** The stylesheet rehype-katex's markup needs. */
export const katexStylesheet = 'katex/dist/katex.min.css';

function hasMath(tree: Root): boolean {
  let found = false;
  visit(tree, ['math', 'inlineMath'], () => {
    found = true;
    return EXIT;
  });
  return found;
}

/**
 * Imports the KaTeX stylesheet from the Markdown files that contain math (run
 * after remark-math), so that only their pages load it instead of every page.
 */
export default function remarkKatexStylesheet() {
  return (tree: Root): void => {
    if (!hasMath(tree)) {
      return;
    }
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: `import '${katexStylesheet}';`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [],
              source: {type: 'Literal', value: katexStylesheet, raw: `'${katexStylesheet}'`},
              attributes: [],
            },
          ],
        },
      },
    });
  };
}
