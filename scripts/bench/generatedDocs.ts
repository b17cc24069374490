/**
 * Docs pages written for the scale benchmark: distinct text (copied pages would compress and index
 * unusually well), drawn from the words of the site's own docs, so that word frequencies, page lengths
 * and the mix of headings, code blocks, tables, admonitions and links look like the real pages.
 * Deterministic: the same seed writes the same pages.
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Pages per folder; each folder is one category of the sidebar. */
const pagesPerFolder = 100;

/** A small fast PRNG (mulberry32): the same seed gives the same pages on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The running words of the site's docs (prose only: front matter, code, JSX and link targets left out). */
export function corpusWords(docsDir: string): string[] {
  const words: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(full);
      } else if (/\.mdx?$/.test(entry.name)) {
        const prose = readFileSync(full, 'utf8')
          .replace(/^---\n[\s\S]*?\n---\n/, '')
          .replace(/```[\s\S]*?```/g, ' ')
          .replace(/<[^>]*>|\]\([^)]*\)|`[^`]*`/g, ' ');
        words.push(...(prose.toLowerCase().match(/\b[a-z][a-z'-]{1,14}\b/g) ?? []));
      }
    }
  };
  visit(docsDir);
  if (words.length < 1000) {
    throw new Error(`corpusWords: ${docsDir} has ${words.length} words of prose; the generator needs at least 1,000.`);
  }
  return words;
}

type Writer = {
  random: () => number;
  words: string[];
};

const pick = <T>({random}: Writer, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = ({random}: Writer, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function phrase(writer: Writer, low: number, high: number): string {
  return Array.from({length: between(writer, low, high)}, () => pick(writer, writer.words)).join(' ');
}

function sentence(writer: Writer): string {
  return `${capitalized(phrase(writer, 7, 24))}.`;
}

function paragraph(writer: Writer, extra = ''): string {
  const sentences = Array.from({length: between(writer, 2, 6)}, () => sentence(writer));
  if (extra) {
    sentences.splice(between(writer, 0, sentences.length), 0, extra);
  }
  return sentences.join(' ');
}

/** An identifier in the style of an option name: `cacheLocation`, `sidebarItemsRenderer`. */
function identifier(writer: Writer): string {
  const [first, ...rest] = Array.from({length: between(writer, 2, 3)}, () =>
    pick(writer, writer.words).replace(/[^a-z]/g, ''),
  );
  return first + rest.map(capitalized).join('');
}

function codeBlock(writer: Writer): string {
  const name = identifier(writer);
  const lines = Array.from({length: between(writer, 3, 9)}, () => {
    const key = identifier(writer);
    return pick(writer, [
      `  ${key}: '${phrase(writer, 1, 3)}',`,
      `  ${key}: ${between(writer, 0, 5000)},`,
      `  ${key}: ${pick(writer, ['true', 'false', 'null'])},`,
      `  ${key}: [${Array.from({length: between(writer, 1, 3)}, () => `'${identifier(writer)}'`).join(', ')}],`,
    ]);
  });
  return ['```ts', `// ${phrase(writer, 4, 10)}`, `export const ${name} = {`, ...lines, '};', '```'].join('\n');
}

function table(writer: Writer): string {
  const rows = Array.from(
    {length: between(writer, 3, 8)},
    () =>
      `| \`${identifier(writer)}\` | \`${pick(writer, ['string', 'boolean', 'number', 'string[]', 'object'])}\` | ${capitalized(phrase(writer, 5, 14))}. |`,
  );
  return ['| Option | Type | Description |', '| --- | --- | --- |', ...rows].join('\n');
}

export type GeneratedPage = {
  /** Path inside the version's docs folder, with `/` separators. */
  file: string;
  content: string;
};

/** The file of page `index` (from 0) of a version's generated pages. */
function pageFile(prefix: string, index: number): string {
  const folder = String(Math.floor(index / pagesPerFolder) + 1).padStart(3, '0');
  return `${prefix}/part-${folder}/page-${String(index + 1).padStart(5, '0')}.md`;
}

/** A link from one page's file to another's, relative, as a writer of docs links them. */
function relativeLink(from: string, to: string): string {
  const link = path.posix.relative(path.posix.dirname(from), to);
  return link.startsWith('.') ? link : `./${link}`;
}

/**
 * `count` pages under `prefix` (e.g. "scale"): folders of a hundred pages, each page with a title and
 * description, an introduction, four to eight sections of prose (some with a sub-section), code blocks,
 * option tables, an admonition now and then, and links to other pages of the same set.
 */
export function generatePages({
  count,
  prefix,
  words,
  seed,
}: {
  count: number;
  prefix: string;
  words: string[];
  seed: number;
}): GeneratedPage[] {
  const writer: Writer = {random: seededRandom(seed), words};
  const folders = Math.ceil(count / pagesPerFolder);
  const pages: GeneratedPage[] = [];
  for (let folder = 0; folder < folders; folder++) {
    const label = `Generated part ${folder + 1}`;
    pages.push({
      file: `${prefix}/part-${String(folder + 1).padStart(3, '0')}/_category_.json`,
      content: `${JSON.stringify({label, position: folder + 1}, null, 2)}\n`,
    });
  }
  for (let index = 0; index < count; index++) {
    const file = pageFile(prefix, index);
    const link = () => {
      const target = between(writer, 0, count - 1);
      return `See [${phrase(writer, 2, 5)}](${relativeLink(file, pageFile(prefix, target))}) for more.`;
    };
    const sections = Array.from({length: between(writer, 4, 8)}, () => {
      const parts = [`## ${capitalized(phrase(writer, 2, 6))}`, paragraph(writer, link())];
      const roll = writer.random();
      if (roll < 0.35) {
        parts.push(codeBlock(writer), paragraph(writer));
      } else if (roll < 0.55) {
        parts.push(table(writer));
      } else if (roll < 0.65) {
        parts.push(`:::${pick(writer, ['note', 'tip', 'info', 'warning'])}\n\n${paragraph(writer)}\n\n:::`);
      }
      if (writer.random() < 0.3) {
        parts.push(`### ${capitalized(phrase(writer, 2, 5))}`, paragraph(writer, link()));
      }
      return parts.join('\n\n');
    });
    const title = capitalized(phrase(writer, 2, 5));
    const frontMatter = ['---', `title: ${JSON.stringify(title)}`, `description: ${JSON.stringify(sentence(writer))}`];
    pages.push({
      file,
      content: [...frontMatter, '---', '', paragraph(writer), '', sections.join('\n\n'), ''].join('\n'),
    });
  }
  return pages;
}

/** Writes the pages into `docsDir`. */
export function writePages(docsDir: string, pages: GeneratedPage[]): void {
  for (const {file, content} of pages) {
    const target = path.join(docsDir, file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, content);
  }
}
