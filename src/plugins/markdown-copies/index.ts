import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';

export {validateOptions} from './options';
export {markdownCopiesStep} from './markdownCopiesStep';

/** What the theme components read: which paths have no copy. */
export type MarkdownCopiesGlobalData = Pick<PluginOptions, 'excludePaths'>;

/**
 * A Markdown copy of every page that has content, for readers and their assistants. Two halves that
 * share ./copyPath.ts:
 * - this plugin gives Docusaurus the theme components of ./theme: the page menu beside a doc's or a
 *   post's title, and the head link to the copy (the pages plugin's pages get theirs from the site's
 *   src/theme/Layout);
 * - markdownCopiesStep, a step of the after-build pipeline (config/afterBuild.ts), writes the copies,
 *   llms.txt and llms-full.txt.
 * Both take the same options.
 */
export default function markdownCopiesPlugin(_context: LoadContext, {excludePaths}: PluginOptions): Plugin {
  return {
    name: 'markdown-copies',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({excludePaths} satisfies MarkdownCopiesGlobalData);
    },
  };
}
