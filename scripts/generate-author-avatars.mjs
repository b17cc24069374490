// Writes one generated avatar per blog author whose image_url is a path of the
// site, at static/<that path>. The SVGs are committed: run this after adding an
// author. Defaults to the main blog; pass another authors.yml to use its authors:
//   node scripts/generate-author-avatars.mjs "_dogfooding/_blog tests/authors.yml"
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import yaml from 'js-yaml';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {renderAvatarSvg} = jiti('../src/utils/avatar.ts');

const root = new URL('..', import.meta.url);
const authorsPath = process.argv[2] ?? 'blog/authors.yml';
const authors = yaml.load(await readFile(new URL(authorsPath, root), 'utf8'));
let written = 0;
for (const [key, author] of Object.entries(authors)) {
  if (!author.image_url?.startsWith('/')) {
    continue; // no image, or a remote one: nothing to generate
  }
  const target = new URL(`static${author.image_url}`, root);
  await mkdir(new URL('.', target), {recursive: true});
  await writeFile(target, renderAvatarSvg(key, author.name));
  written += 1;
}
console.log(`wrote ${written} avatars for ${authorsPath}`);
