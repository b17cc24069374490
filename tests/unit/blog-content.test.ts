import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER, readDataFile} from '@docusaurus/utils';
import releases from '../../src/data/releases.json';
import {blogPostsPerPage} from '../../config/plugins';
import {releasePostVersions} from '../../scripts/blog-charts/blogCharts';
import {findRelease} from '../../scripts/blog-charts/releaseStats';

const blogDir = path.resolve(__dirname, '../../blog');

type Post = {
  /** Path relative to blog/, with forward slashes. */
  file: string;
  frontMatter: {[key: string]: unknown};
  content: string;
};

function listPostFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const fullPath = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return listPostFiles(fullPath);
    }
    return /\.mdx?$/.test(entry.name) ? [fullPath] : [];
  });
}

async function readDataKeys(file: string): Promise<string[]> {
  const data = await readDataFile({
    filePath: file,
    contentPaths: {contentPath: blogDir, contentPathLocalized: blogDir},
  });
  return Object.keys(data as object);
}

/** Words of the prose: code blocks, MDX comments and link targets do not count. */
function countWords(content: string): number {
  const prose = content
    .replace(/^```[\s\S]*?^```/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  return prose.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

const datePrefix = /^(\d{4})-(\d{2})-(\d{2})-/;

/** The post's date as YYYY-MM-DD, from the front matter or the file name. */
function postDate(post: Post): string {
  const {date} = post.frontMatter;
  if (date instanceof Date) {
    return date.toISOString().slice(0, 10);
  }
  const match = datePrefix.exec(path.basename(post.file === 'index.mdx' ? path.dirname(post.file) : post.file));
  if (!match) {
    throw new Error(`${post.file} has no date`);
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

let posts: Post[] = [];
let tagKeys: string[] = [];
let authorKeys: string[] = [];

beforeAll(async () => {
  posts = await Promise.all(
    listPostFiles(blogDir).map(async (filePath) => {
      const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
        filePath,
        fileContent: readFileSync(filePath, 'utf8'),
      });
      return {file: path.relative(blogDir, filePath).split(path.sep).join('/'), frontMatter, content};
    }),
  );
  tagKeys = await readDataKeys('tags.yml');
  authorKeys = await readDataKeys('authors.yml');
});

describe('blog posts', () => {
  it('has 27 posts, which fill exactly six list pages', () => {
    expect(posts).toHaveLength(27);
    expect(Math.ceil(posts.length / blogPostsPerPage)).toBe(6);
    expect(posts.length % blogPostsPerPage).toBe(2);
  });

  it('gives every post a truncate marker, a description and at least 300 words', () => {
    for (const post of posts) {
      expect(post.content, post.file).toMatch(/\{\/\*\s*truncate\s*\*\/\}/);
      expect(
        typeof post.frontMatter.description === 'string' && post.frontMatter.description.length > 50,
        `${post.file} description`,
      ).toBe(true);
      expect(countWords(post.content), `${post.file} words`).toBeGreaterThanOrEqual(300);
    }
  });

  it('only uses tags declared in tags.yml and authors declared in authors.yml', () => {
    for (const post of posts) {
      const tags = stringList(post.frontMatter.tags);
      const authors = stringList(post.frontMatter.authors);
      expect(tags.length, `${post.file} tags`).toBeGreaterThan(0);
      expect(authors.length, `${post.file} authors`).toBeGreaterThan(0);
      expect(tagKeys, post.file).toEqual(expect.arrayContaining(tags));
      expect(authorKeys, post.file).toEqual(expect.arrayContaining(authors));
    }
  });

  it('declares at least eight tags, each with a description and at least one post', async () => {
    const tags = (await readDataFile({
      filePath: 'tags.yml',
      contentPaths: {contentPath: blogDir, contentPathLocalized: blogDir},
    })) as {
      [key: string]: {description?: string};
    };
    expect(Object.keys(tags).length).toBeGreaterThanOrEqual(8);
    for (const [key, tag] of Object.entries(tags)) {
      expect(tag.description, `tag ${key}`).toBeTruthy();
      expect(
        posts.some((post) => stringList(post.frontMatter.tags).includes(key)),
        `tag ${key} is used`,
      ).toBe(true);
    }
  });

  it('tags 16 to 20 posts "release", so the tag has exactly four pages', () => {
    const count = posts.filter((post) => stringList(post.frontMatter.tags).includes('release')).length;
    expect(count).toBeGreaterThanOrEqual(16);
    expect(count).toBeLessThanOrEqual(20);
  });

  it('credits 16 to 20 posts to the release team and at least one to every author', () => {
    const postsBy = (key: string) => posts.filter((post) => stringList(post.frontMatter.authors).includes(key)).length;
    expect(postsBy('release-team')).toBeGreaterThanOrEqual(16);
    expect(postsBy('release-team')).toBeLessThanOrEqual(20);
    for (const key of authorKeys) {
      expect(postsBy(key), `posts by ${key}`).toBeGreaterThan(0);
    }
  });

  it('dates every post plausibly, and dates the URL of all but the release posts and two others', () => {
    const undated = posts.filter((post) => !post.file.startsWith('releases/') && !datePrefix.test(post.file));
    expect(undated).toHaveLength(2);
    for (const post of undated) {
      expect(post.frontMatter.date, post.file).toBeInstanceOf(Date);
      expect(String(post.frontMatter.slug ?? ''), post.file).not.toMatch(/\d{4}/);
    }
    for (const post of posts) {
      expect(postDate(post) < '2026-11-21', post.file).toBe(true);
    }
  });
});

describe('release posts', () => {
  it.each(releasePostVersions)('Docusaurus %s has a post dated on its x.y.0 release', (minor) => {
    const post = posts.find((candidate) => candidate.file === `releases/${minor}.mdx`);
    expect(post, `blog/releases/${minor}.mdx`).toBeDefined();
    expect(post!.frontMatter.slug).toBe(`releases/${minor}`);
    expect(postDate(post!)).toBe(findRelease(releases, `${minor}.0`).date);
    expect(stringList(post!.frontMatter.tags)).toContain('release');
  });

  it('has no post in releases/ beyond the twelve minor versions', () => {
    const files = posts.filter((post) => post.file.startsWith('releases/')).map((post) => post.file);
    expect(files.sort()).toEqual(releasePostVersions.map((minor) => `releases/${minor}.mdx`).sort());
  });
});
