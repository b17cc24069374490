import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {corpusWords, generatePages} from './generatedDocs';

const words = 'the sidebar of each version lists its docs and a plugin reads options from the config file'.split(' ');

describe('generated docs pages of the scale benchmark', () => {
  const pages = generatePages({count: 250, prefix: 'scale', words, seed: 7});
  const docs = pages.filter(({file}) => file.endsWith('.md'));
  const files = new Set(docs.map(({file}) => file));

  it('writes the pages asked for, a hundred to a folder, each folder a labelled category', () => {
    expect(docs).toHaveLength(250);
    expect(pages.filter(({file}) => file.endsWith('_category_.json')).map(({content}) => JSON.parse(content))).toEqual([
      {label: 'Generated part 1', position: 1},
      {label: 'Generated part 2', position: 2},
      {label: 'Generated part 3', position: 3},
    ]);
    expect(docs[100]!.file).toBe('scale/part-002/page-00101.md');
  });

  it('gives each page a title, a description, sections and links that lead to other pages of the set', () => {
    for (const {file, content} of docs) {
      expect(content).toMatch(/^---\ntitle: ".+"\ndescription: ".+"\n---\n/);
      expect(content.match(/^## /gm)!.length).toBeGreaterThanOrEqual(4);
      for (const [, link] of content.matchAll(/\]\(([^)]+)\)/g)) {
        expect(files, `${file} links to ${link}`).toContain(path.posix.join(path.posix.dirname(file), link!));
      }
    }
  });

  it('mixes code blocks, option tables and admonitions, and keeps MDX syntax out of the prose', () => {
    const all = docs.map(({content}) => content).join('\n');
    expect(all).toContain('```ts\n');
    expect(all).toContain('| Option | Type | Description |');
    expect(all).toMatch(/^:::(note|tip|info|warning)$/m);
    expect(all.replace(/```[\s\S]*?```/g, '')).not.toMatch(/[{}<>]/);
  });

  it('writes the same pages for the same seed, and other text for another', () => {
    expect(generatePages({count: 250, prefix: 'scale', words, seed: 7})).toEqual(pages);
    expect(generatePages({count: 250, prefix: 'scale', words, seed: 8})[3]!.content).not.toBe(pages[3]!.content);
  });
});

describe('corpusWords', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'corpus-words-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('reads the prose of Markdown and MDX files, without front matter, code or markup', () => {
    mkdirSync(path.join(dir, 'guides'));
    const prose = Array.from({length: 600}, () => 'Pages render').join(' ');
    writeFileSync(
      path.join(dir, 'guides/page.mdx'),
      `---\ntitle: Secret\n---\n\n${prose} <Tabs> [link](./target.md) \`inline\`\n\n\`\`\`js\nconst hidden = 1;\n\`\`\`\n`,
    );
    const read = corpusWords(dir);
    expect(new Set(read)).toEqual(new Set(['pages', 'render', 'link']));
  });

  it('refuses a folder with too little prose to draw from', () => {
    writeFileSync(path.join(dir, 'guides/page.mdx'), 'Too short.');
    expect(() => corpusWords(dir)).toThrow(/has 2 words of prose; the generator needs at least 1,000/);
  });
});
