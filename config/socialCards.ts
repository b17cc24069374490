import type {Options as SocialCardsOptions} from '../src/plugins/social-cards/options';

/**
 * Open Graph cards (src/plugins/social-cards): one for every doc, post and page, read by the plugin's
 * head tags and written by its after-build step. The test area keeps the site-wide image: its pages
 * exercise features and are not meant to be shared.
 */
export const socialCardsOptions = {excludePaths: ['/tests/']} satisfies SocialCardsOptions;
