/**
 * Where a page's card lives, shared by the after-build step that writes the cards and the head tags
 * that point to them. Plain functions without Node imports: the browser bundle imports this file too.
 */
import {isExcluded} from '../../utils/excludePaths';

/** Pixels of every card: the size Open Graph consumers show large. */
export const cardSize = {width: 1200, height: 630} as const;

/** The folder of the build that holds the cards: the page /docs/installation/ has /social-cards/docs/installation.png. */
const socialCardsFolder = 'social-cards';

/** The page's path below the base URL, without slashes at either end: '' for the home page. */
function pathBelowBase(permalink: string, baseUrl: string): string {
  const below = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink;
  return below.replace(/^\/+|\/+$/g, '');
}

/** The card's file in the build folder, relative to it, with the page's path decoded. */
export function socialCardFile(permalink: string, baseUrl: string): string {
  const below = decodeURI(pathBelowBase(permalink, baseUrl));
  return `${socialCardsFolder}/${below || 'index'}.png`;
}

/** The card's absolute URL, as Open Graph requires. */
export function socialCardUrl(permalink: string, {url, baseUrl}: {url: string; baseUrl: string}): string {
  return `${url.replace(/\/+$/, '')}${baseUrl}${encodeURI(socialCardFile(permalink, baseUrl))}`;
}

/** Whether the page gets a card: every page but those below one of the excluded paths (the test area). */
export function hasSocialCard(permalink: string, excludePaths: readonly string[]): boolean {
  return !isExcluded(permalink, excludePaths);
}
