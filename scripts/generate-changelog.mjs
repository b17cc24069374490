// Writes CHANGELOG.md from src/data/releases.json. The output is committed;
// scripts/changelog/changelogFile.test.ts fails when the two drift apart.
import {readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {renderChangelog} = jiti('./changelog/render.ts');

const root = new URL('..', import.meta.url);
const releases = JSON.parse(await readFile(new URL('src/data/releases.json', root), 'utf8'));
await writeFile(new URL('CHANGELOG.md', root), renderChangelog(releases));
console.log(`CHANGELOG.md: ${releases.length} releases`);
