import {describe, expect, it} from 'vitest';
import type {Root, Table, TableRow} from 'mdast';
import remarkOptionAnchors, {optionAnchorIds} from './remarkOptionAnchors';

const text = (value: string) => ({type: 'text' as const, value});
const cell = (...children: Array<{type: 'text' | 'inlineCode'; value: string}>) => ({
  type: 'tableCell' as const,
  children,
});
const row = (...cells: ReturnType<typeof cell>[]): TableRow => ({type: 'tableRow', children: cells});
const optionsTable = (...keys: string[]): Table => ({
  type: 'table',
  children: [
    row(cell(text('Name')), cell(text('Type')), cell(text('Default')), cell(text('Description'))),
    ...keys.map((key) =>
      row(
        cell({type: 'inlineCode', value: key}),
        cell(text('string')),
        cell(text('none')),
        cell(text('What it does.')),
      ),
    ),
  ],
});
const heading = (id: string) => ({
  type: 'heading' as const,
  depth: 2 as const,
  children: [text(id)],
  data: {hProperties: {id}},
});

function transform(root: Root): Root {
  remarkOptionAnchors()(root, {path: 'docs/api/page.mdx'});
  return root;
}

describe('optionAnchorIds', () => {
  it('names each anchor after the option, nested ones after their own name', () => {
    const rows = [
      'trailingSlash',
      'future.experimental_faster.rspackBundler',
      'i18n.localeConfigs.<locale>.direction',
      '-o, --out-dir <dir>',
      '[siteName]',
    ];
    expect(optionAnchorIds(rows.map((key) => ({key, sectionId: 'section'})))).toEqual([
      'trailingSlash',
      'rspackBundler',
      'direction',
      'out-dir',
      'siteName',
    ]);
  });

  it('uses the full path when two options of the page share a name', () => {
    const rows = [{key: 'i18n.path'}, {key: 'i18n.localeConfigs.<locale>.path'}, {key: 'baseUrl'}].map((row) => ({
      ...row,
      sectionId: 'i18n',
    }));
    expect(optionAnchorIds(rows)).toEqual(['i18n.path', 'i18n.localeConfigs.path', 'baseUrl']);
  });

  it("prefixes a CLI flag shared by several commands with its command's section", () => {
    const rows = [
      {key: '--out-dir <dir>', sectionId: 'docusaurus-build'},
      {key: '--out-dir <dir>', sectionId: 'docusaurus-deploy'},
      {key: '--skip-build', sectionId: 'docusaurus-deploy'},
    ];
    expect(optionAnchorIds(rows)).toEqual(['docusaurus-build-out-dir', 'docusaurus-deploy-out-dir', 'skip-build']);
  });

  it("prefixes a name that several tables list with its table's section", () => {
    const rows = [
      {key: 'label', sectionId: 'navbar-link'},
      {key: 'label', sectionId: 'navbar-dropdown'},
    ];
    expect(optionAnchorIds(rows)).toEqual(['navbar-link-label', 'navbar-dropdown-label']);
  });
});

describe('remarkOptionAnchors', () => {
  it('turns the name of each option row into a link to its own anchor', () => {
    const root = transform({
      type: 'root',
      children: [heading('site-metadata'), optionsTable('trailingSlash', 'noIndex')],
    });
    const firstCell = (root.children[1] as Table).children[1]!.children[0]!;
    expect(firstCell.children[0]).toEqual({
      type: 'link',
      url: '#trailingSlash',
      children: [{type: 'inlineCode', value: 'trailingSlash'}],
      data: {hProperties: {id: 'trailingSlash', className: ['option-anchor']}},
    });
  });

  it('leaves tables with other headers alone', () => {
    const other: Table = {
      type: 'table',
      children: [
        row(cell(text('Field')), cell(text('Meaning'))),
        row(cell({type: 'inlineCode', value: 'slug'}), cell(text('x'))),
      ],
    };
    const root = transform({type: 'root', children: [other]});
    expect((root.children[0] as Table).children[1]!.children[0]!.children[0]).toEqual({
      type: 'inlineCode',
      value: 'slug',
    });
  });

  it('links an option to the heading that documents it, without a second element of that id', () => {
    const root = transform({
      type: 'root',
      children: [heading('markdown'), optionsTable('markdown', 'markdown.format')],
    });
    const rows = (root.children[1] as Table).children;
    expect(rows[1]!.children[0]!.children[0]).toMatchObject({
      url: '#markdown',
      data: {hProperties: {className: ['option-anchor']}},
    });
    expect(JSON.stringify(rows[1])).not.toContain('"id"');
    expect(rows[2]!.children[0]!.children[0]).toMatchObject({url: '#format', data: {hProperties: {id: 'format'}}});
  });

  it('fails when the same option is documented twice on a page', () => {
    expect(() => transform({type: 'root', children: [optionsTable('path'), optionsTable('path')]})).toThrow(
      'Option anchors (docs/api/page.mdx): `path` and `path` would share the anchor #options-path.',
    );
  });
});
