import {existsSync} from 'node:fs';
import path from 'node:path';

/**
 * The built HTML file of a page, for the after-build steps that read pages: `<path>/index.html`, or
 * `<path>.html` for a page that Docusaurus wrote as a file (trailingSlash: false).
 */
export function builtPageFile(outDir: string, permalink: string, baseUrl: string): string {
  const below = decodeURI(permalink.slice(baseUrl.length)).replace(/\/+$/, '');
  const folderIndex = path.join(outDir, below, 'index.html');
  return existsSync(folderIndex) || below === '' ? folderIndex : path.join(outDir, `${below}.html`);
}
