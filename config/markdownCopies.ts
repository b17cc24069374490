import type {Options as MarkdownCopiesOptions} from '../src/plugins/markdown-copies/options';
import {hashRouter} from './environment';

/**
 * Markdown copies of the pages (src/plugins/markdown-copies), read by the plugin's page menu and head
 * link and written by its after-build step. The test area exercises features and is not documentation;
 * the noindex example asks search engines to skip it, and an assistant the same. The copy that opens
 * from disk has none (config/afterBuild.ts), so it excludes every path.
 */
export const markdownCopiesOptions = {
  excludePaths: hashRouter ? ['/'] : ['/tests/', '/examples/noIndex/'],
} satisfies MarkdownCopiesOptions;
