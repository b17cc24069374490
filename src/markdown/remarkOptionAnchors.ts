import type {Heading, InlineCode, Link, Root, RootContent, Table, TableCell} from 'mdast';

/** The header that marks a Markdown table as an options table (the API reference pages use it). */
const optionsTableHeader = ['Name', 'Type', 'Default', 'Description'];

/** One documented option: the name written in its row, and the section heading above the table. */
export type OptionRow = {key: string; sectionId: string | undefined};

/** The long flag of a CLI option as written in a table (`-o, --out-dir <dir>` → `out-dir`). */
function longFlag(key: string): string | undefined {
  return /(?:^|\s)--([a-z][\w-]*)/i.exec(key)?.[1];
}

/**
 * The path of a config option without placeholder segments (`i18n.localeConfigs.<locale>.path`);
 * a positional argument written `[siteName]` is named `siteName`.
 */
function pathSegments(key: string): string[] {
  return key
    .replace(/^\[([\w-]+)\]$/, '$1')
    .split('.')
    .filter((segment) => segment !== '' && !/^<.*>$/.test(segment));
}

function countOf(values: readonly string[]): (value: string) => number {
  const count = new Map<string, number>();
  values.forEach((value) => count.set(value, (count.get(value) ?? 0) + 1));
  return (value) => count.get(value)!;
}

/**
 * The anchor of each option row, in order, the shortest that no other row of the page shares: the
 * option's own name (`trailingSlash`; `rspackBundler` for `future.experimental_faster.rspackBundler`;
 * `out-dir` for `--out-dir <dir>`), else its full path (`i18n.path`), else that path after the id of
 * its section (`navbar-items-label`, `docusaurus-build-out-dir`) for a name that several tables list.
 */
export function optionAnchorIds(rows: readonly OptionRow[]): string[] {
  const names = rows.map(({key}) => longFlag(key) ?? pathSegments(key).at(-1) ?? key);
  const paths = rows.map(({key}) => longFlag(key) ?? pathSegments(key).join('.'));
  const nameCount = countOf(names);
  const pathCount = countOf(paths);
  return rows.map(({sectionId}, index) => {
    const name = names[index]!;
    const fullPath = paths[index]!;
    if (nameCount(name) === 1) {
      return name;
    }
    return pathCount(fullPath) === 1 ? fullPath : `${sectionId ?? 'options'}-${fullPath}`;
  });
}

function cellText(cell: TableCell): string {
  return cell.children.map((child) => ('value' in child ? child.value : '')).join('');
}

function isOptionsTable(table: Table): boolean {
  const header = table.children[0]?.children.map(cellText);
  return (
    header?.length === optionsTableHeader.length && header.every((text, index) => text === optionsTableHeader[index])
  );
}

function headingId(heading: Heading): string | undefined {
  const data = heading.data as {id?: string; hProperties?: {id?: string}} | undefined;
  return data?.hProperties?.id ?? data?.id;
}

type Found = OptionRow & {cell: TableCell; code: InlineCode};

/**
 * Gives every row of an options table (`Name | Type | Default | Description`) an anchor named after
 * its option, so `/docs/api/docusaurus-config/#trailingSlash` can be linked and searched to: the
 * option's name becomes a link to itself with that id. Runs after Docusaurus has given headings
 * their ids: an option whose name is a heading's id links to that heading instead. Fails the build
 * when two rows would share an anchor.
 */
export default function remarkOptionAnchors() {
  return (root: Root, file: {path?: string}): void => {
    const found: Found[] = [];
    const headingIds = new Set<string>();
    let sectionId: string | undefined;
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type === 'heading') {
          const id = headingId(node);
          if (id) {
            headingIds.add(id);
            sectionId = node.depth <= 3 ? id : sectionId;
          }
        } else if (node.type === 'table' && isOptionsTable(node)) {
          for (const row of node.children.slice(1)) {
            const cell = row.children[0];
            const code = cell?.children[0];
            if (cell && code?.type === 'inlineCode') {
              found.push({key: code.value, sectionId, cell, code});
            }
          }
        } else if ('children' in node && node.type !== 'table') {
          walk(node.children as RootContent[]);
        }
      }
    };
    walk(root.children);

    const ids = optionAnchorIds(found);
    const seen = new Map<string, string>();
    found.forEach(({key, cell, code}, index) => {
      const id = ids[index]!;
      // A heading with the option's name (`## Navbar {#navbar}` over `navbar`) documents that option:
      // it is the option's anchor, and the row links to it.
      const ownsAnchor = !headingIds.has(id);
      const clash = ownsAnchor && seen.get(id);
      if (clash) {
        throw new Error(
          `Option anchors (${file.path ?? 'a page'}): \`${key}\` and ${clash} would share the anchor #${id}. ` +
            'Document the option once, or put the two tables under headings with different ids.',
        );
      }
      seen.set(id, `\`${key}\``);
      const link: Link = {
        type: 'link',
        url: `#${id}`,
        children: [code],
        data: {hProperties: ownsAnchor ? {id, className: ['option-anchor']} : {className: ['option-anchor']}},
      };
      cell.children[0] = link;
    });
  };
}
