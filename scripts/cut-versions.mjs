// Re-cuts the released docs versions from the current docs, as they were first cut: 3.8.1 is a copy
// of docs/, and 3.7.0 is the same copy without what 3.8 added (the CSS cascade layers plugin and
// every mention of it). Run it after a change to docs/ that the released versions should carry:
//   node scripts/cut-versions.mjs
// Each 3.7.0 edit must match exactly once, so a reworded sentence stops the script instead of
// leaving a 3.8 feature in the 3.7.0 docs. versioned_sidebars/ is left alone: the sidebars are
// generated from folders, and 3.7.0's simply has no cascade layers page to list.
import {cpSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const docsDir = path.join(root, 'docs');
const versionDir = (version) => path.join(root, 'versioned_docs', `version-${version}`);

/** What 3.8 added to the docs, taken out of the 3.7.0 copy. */
const notIn370 = {
  files: ['api/plugins/plugin-css-cascade-layers.mdx'],
  edits: [
    {
      file: 'api/docusaurus-config.mdx',
      from: /\n\| `future\.v4\.useCssCascadeLayers` \|[^\n]*/,
      to: '',
    },
    {
      file: 'api/plugins/index.mdx',
      from: /\n\| \[`plugin-css-cascade-layers`\]\(\.\/plugin-css-cascade-layers\.mdx\) \|[^\n]*/,
      to: '',
    },
    {
      file: 'api/plugins/index.mdx',
      from: 'SVGR, debug, CSS cascade layers and the three',
      to: 'SVGR, debug and the three',
    },
    {
      file: 'api/plugins/index.mdx',
      from: 'The Vercel Analytics and CSS cascade layers plugins throw an error when they receive an id other than `default`, because a second instance would make no sense for them.',
      to: 'The Vercel Analytics plugin throws an error when it receives an id other than `default`, because a second instance would make no sense for it.',
    },
    {file: 'guides/styling-layout.mdx', from: /\n\n## CSS cascade layers\n\n[^\n]*/, to: ''},
    {
      file: 'migration/index.mdx',
      from: '// same as {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true}',
      to: '// same as {removeLegacyPostBuildHeadAttribute: true}',
    },
  ],
};

function copyDocs(version) {
  rmSync(versionDir(version), {recursive: true, force: true});
  cpSync(docsDir, versionDir(version), {recursive: true});
}

function countMatches(text, from) {
  return typeof from === 'string' ? text.split(from).length - 1 : [...text.matchAll(new RegExp(from, 'g'))].length;
}

copyDocs('3.8.1');
copyDocs('3.7.0');
for (const file of notIn370.files) {
  rmSync(path.join(versionDir('3.7.0'), file));
}
for (const {file, from, to} of notIn370.edits) {
  const filePath = path.join(versionDir('3.7.0'), file);
  const text = readFileSync(filePath, 'utf8');
  const matches = countMatches(text, from);
  if (matches !== 1) {
    throw new Error(`cut-versions: ${file} should contain ${from} once, found ${matches}. Update the 3.7.0 edit.`);
  }
  writeFileSync(filePath, text.replace(from, to));
}
const mentions = readdirSync(versionDir('3.7.0'), {recursive: true}).filter(
  (file) =>
    file.endsWith('.mdx') && /cascade[ -]layers?/i.test(readFileSync(path.join(versionDir('3.7.0'), file), 'utf8')),
);
if (mentions.length > 0) {
  throw new Error(`cut-versions: the 3.7.0 copy still mentions CSS cascade layers in ${mentions.join(', ')}.`);
}
console.log('cut-versions: versioned_docs/version-3.8.1 and version-3.7.0 re-cut from docs/.');
