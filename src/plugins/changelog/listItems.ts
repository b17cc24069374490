/**
 * One module for the entries of a list page. The blog plugin gives each entry
 * on a list page its own module, so a changelog page of 20 entries fetched 20
 * chunks; one module that imports them all is one chunk, one request, and it
 * compresses better, as the entries share most of their markup.
 */
import {stringify} from 'querystring';
import type {Module, RouteModules} from '@docusaurus/types';

/** The import specifier of a route module: its path, and its query as the framework writes it. */
function specifier(module: Module): string {
  if (typeof module === 'string') {
    return module;
  }
  return module.query ? `${module.path}?${stringify(module.query)}` : module.path;
}

function isModule(value: unknown): value is Module {
  return (
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && (value as {__import?: unknown}).__import === true)
  );
}

/**
 * The source of a module whose default export is the list page's `items`
 * prop as the page component reads it: each entry's MDX component, with the
 * entry's other exports (metadata, front matter, assets, table of contents)
 * set on it the way the framework sets them on a route module it loads.
 */
export function listItemsModuleSource(routePath: string, items: unknown): string {
  if (!Array.isArray(items)) {
    throw new Error(`The list page ${routePath} has no list of entries in its route modules.`);
  }
  const specifiers = items.map((item, index) => {
    const content = (item as RouteModules | undefined)?.content;
    if (!isModule(content)) {
      throw new Error(`Entry ${index} of the list page ${routePath} has no content module.`);
    }
    return specifier(content);
  });
  return [
    `// The entries of ${routePath}, in one chunk.`,
    ...specifiers.map((path, index) => `import * as entry${index} from ${JSON.stringify(path)};`),
    '',
    `export default [${specifiers.map((_, index) => `entry${index}`).join(', ')}].map(`,
    '  ({default: content, ...exports}) => ({content: Object.assign(content, exports)}),',
    ');',
    '',
  ].join('\n');
}
