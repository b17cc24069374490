import type {Element, Root} from 'hast';
import {toText} from 'hast-util-to-text';
import {visit} from 'unist-util-visit';

function isTaskListItem(node: Element): boolean {
  const className = node.properties.className;
  return node.tagName === 'li' && Array.isArray(className) && className.includes('task-list-item');
}

/**
 * A rehype plugin: GitHub-style task lists (`- [x] done`) render a disabled
 * checkbox with no label, which screen readers announce as a bare
 * "checkbox". Each checkbox is named after the text of its item.
 */
export default function rehypeTaskListLabels() {
  return (tree: Root): void => {
    visit(tree, 'element', (item: Element) => {
      if (!isTaskListItem(item)) {
        return;
      }
      const checkbox = item.children.find(
        (child): child is Element =>
          child.type === 'element' && child.tagName === 'input' && child.properties.type === 'checkbox',
      );
      const label = toText(item).trim();
      if (checkbox && label) {
        checkbox.properties.ariaLabel = label;
      }
    });
  };
}
