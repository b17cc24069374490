/**
 * Where a page's Markdown copy lives, shared by the after-build step that writes the copies and the
 * theme components that link to them. Plain functions without Node imports: the browser bundle imports
 * this file too.
 */
import {isExcluded} from '../../utils/excludePaths';

/**
 * The copy's path, as a URL path: the page's own without its trailing slash, plus `.md`
 * (/docs/installation/ has /docs/installation.md); the home page's is /index.md.
 */
export function markdownCopyPath(permalink: string, baseUrl: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return trimmed.length < baseUrl.length - 1 || `${trimmed}/` === baseUrl ? `${baseUrl}index.md` : `${trimmed}.md`;
}

/** The copy's file in the build folder, relative to it, with the page's path decoded. */
export function markdownCopyFile(permalink: string, baseUrl: string): string {
  return decodeURI(markdownCopyPath(permalink, baseUrl).slice(baseUrl.length));
}

/** Whether a page of a kind that has copies gets one: every page but those below an excluded path. */
export function hasMarkdownCopy(permalink: string, excludePaths: readonly string[]): boolean {
  return !isExcluded(permalink, excludePaths);
}
