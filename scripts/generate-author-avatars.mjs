// Writes one generated avatar per blog author into static/img/authors/.
// Run after adding an author to blog/authors.yml; the SVGs are committed.
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import yaml from 'js-yaml';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {renderAvatarSvg} = jiti('../src/utils/avatar.ts');

const root = new URL('..', import.meta.url);
const authors = yaml.load(await readFile(new URL('blog/authors.yml', root), 'utf8'));
await mkdir(new URL('static/img/authors/', root), {recursive: true});
for (const [key, author] of Object.entries(authors)) {
  await writeFile(new URL(`static/img/authors/${key}.svg`, root), renderAvatarSvg(key, author.name));
}
console.log(`wrote ${Object.keys(authors).length} avatars`);
