/**
 * Reads the fenced code blocks of the site's Markdown sources, for the tests
 * that check what the examples say: their languages, the config examples, the
 * code block features they demonstrate.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../..');

/** One fenced code block, as written in its source file. */
export type FencedBlock = {
  /** Path relative to the site directory, with forward slashes. */
  file: string;
  /** Line of the opening fence, from 1. */
  line: number;
  /** First word of the info string, lower-cased as the theme does ('' when absent). */
  language: string;
  /** The rest of the info string: title, highlight ranges, flags. */
  meta: string;
  /** The code between the fences, without the indentation of the opening fence. */
  code: string;
};

/** Every .md and .mdx file under a folder of the site, relative to the site directory. */
export function contentFiles(dir: string): string[] {
  return readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      return contentFiles(relative);
    }
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * The top-level fenced code blocks of a Markdown source. A fence closes on a
 * line with the same character, at least as long, and nothing else, so a ````
 * block can show ``` fences without them counting as blocks of their own.
 */
export function readFencedBlocks(file: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let open: {fence: string; indent: number; line: number; info: string; lines: string[]} | undefined;
  readFileSync(path.join(siteDir, file), 'utf8')
    .split(/\r?\n/)
    .forEach((text, index) => {
      const match = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(text);
      if (open === undefined) {
        // An info string after backticks cannot contain a backtick: that line is inline code.
        if (!match || (match[2]!.startsWith('`') && match[3]!.includes('`'))) {
          return;
        }
        open = {fence: match[2]!, indent: match[1]!.length, line: index + 1, info: match[3]!.trim(), lines: []};
      } else if (
        match &&
        match[2]![0] === open.fence[0] &&
        match[2]!.length >= open.fence.length &&
        match[3]!.trim() === ''
      ) {
        const [word = '', ...rest] = open.info.split(/\s+/);
        blocks.push({
          file,
          line: open.line,
          language: word.toLowerCase(),
          meta: rest.join(' '),
          code: open.lines.join('\n'),
        });
        open = undefined;
      } else {
        open.lines.push(text.slice(Math.min(open.indent, /^\s*/.exec(text)![0].length)));
      }
    });
  return blocks;
}
