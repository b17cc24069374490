// Renders the PWA icons, favicon and social card from the SVG logo.
// Run once after changing static/img/logo.svg; the outputs are committed.
import sharp from 'sharp';
import {readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {brandColor} = jiti('../config/site.ts');

const logo = await readFile(new URL('../static/img/logo.svg', import.meta.url));
const out = (name) => new URL(`../static/img/${name}`, import.meta.url).pathname;

for (const size of [192, 512]) {
  await sharp(logo, {density: 600})
    .resize(size, size)
    .png()
    .toFile(out(`icons/icon-${size}.png`));
}
await sharp(logo, {density: 600})
  .resize(180, 180)
  .extend({top: 38, bottom: 38, left: 38, right: 38, background: brandColor})
  .png()
  .toFile(out('icons/icon-maskable-256.png'));

// A 32 px PNG inside an ICO container: browsers accept PNG-encoded ICO entries.
const png32 = await sharp(logo, {density: 300}).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
await writeFile(out('favicon.ico'), Buffer.concat([header, png32]));

const card = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#1b4332"/>
  <text x="600" y="300" font-family="sans-serif" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle">Docusaurus</text>
  <text x="600" y="390" font-family="sans-serif" font-size="40" fill="#b7e4c7" text-anchor="middle">Versioned docs and a blog, from Markdown</text>
</svg>`);
await sharp(card).png().toFile(out('social-card.png'));
