import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';

export {validateOptions} from './options';
export {socialCardsStep} from './socialCardsStep';

/** What the theme components read: which paths have no card. */
export type SocialCardsGlobalData = Pick<PluginOptions, 'excludePaths'>;

/**
 * A card for every page when it is shared. Two halves that share ./cardPath.ts:
 * - this plugin gives Docusaurus the theme components of ./theme, which put the page's card in its
 *   Open Graph and Twitter tags (docs, blog and changelog posts, the pages of the pages plugin);
 * - socialCardsStep, a step of the after-build pipeline (config/afterBuild.ts), renders those cards.
 * Both take the same options.
 */
export default function socialCardsPlugin(_context: LoadContext, {excludePaths}: PluginOptions): Plugin {
  return {
    name: 'social-cards',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({excludePaths} satisfies SocialCardsGlobalData);
    },
  };
}
