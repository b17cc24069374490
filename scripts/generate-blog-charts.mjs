// Writes the release charts of the blog into static/img/blog/ from
// src/data/releases.json. Run after the data changes; the SVGs are committed.
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {blogCharts} = jiti('./blog-charts/blogCharts.ts');

const root = new URL('..', import.meta.url);
const releases = JSON.parse(await readFile(new URL('src/data/releases.json', root), 'utf8'));
const charts = blogCharts(releases);
for (const {file, svg} of charts) {
  const url = new URL(`static/img/blog/${file}`, root);
  await mkdir(new URL('.', url), {recursive: true});
  await writeFile(url, svg);
}
console.log(`wrote ${charts.length} charts`);
