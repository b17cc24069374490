import type {AfterBuildStep} from '../src/plugins/after-build';
import {searchIndexStep} from '../src/plugins/local-search';
import {hostFilesStep} from '../src/plugins/static-host-files';
import {precacheStep} from '../src/plugins/pwa';
import {precompressStep} from '../src/plugins/precompress';
import {socialCardsStep} from '../src/plugins/social-cards';
import {markdownCopiesStep} from '../src/plugins/markdown-copies';
import {liveCodePagesStep} from '../src/plugins/live-code';
import {hashRouter} from './environment';
import {localSearchEnabled, localSearchOptions} from './search';
import {pwaOptions} from './pwa';
import {socialCardsOptions} from './socialCards';
import {markdownCopiesOptions} from './markdownCopies';

/**
 * What runs on the built site, in this order, each step once the one before it has finished
 * (src/plugins/after-build). A step reads only what the steps above it wrote:
 * - the search index reads the rendered pages (without it when Algolia answers the search);
 * - the social cards: a PNG for each doc, post and page, named in its head;
 * - the Markdown copies of the pages, and the llms files;
 * - the list of the pages with live code, the only ones whose policy allows eval, reads the rendered pages;
 * - the host files (`_headers`, `_redirects` for Netlify and Cloudflare Pages, the list for nginx) read
 *   config/hosting.ts and that list;
 * - the service worker's precache list takes the pages, the bundles and the search index;
 * - compression comes last, so that every text file above gets its brotli and gzip copies.
 * The copy that opens from disk gets the search index alone: no host serves it, no service worker can
 * register there, and it has no pages of its own to share or to copy.
 */
export function createAfterBuildSteps({
  localSearch,
  diskCopy,
}: {
  localSearch: boolean;
  diskCopy: boolean;
}): AfterBuildStep[] {
  const searchIndex = localSearch ? [searchIndexStep(localSearchOptions)] : [];
  if (diskCopy) {
    return searchIndex;
  }
  return [
    ...searchIndex,
    socialCardsStep(socialCardsOptions),
    markdownCopiesStep(markdownCopiesOptions),
    liveCodePagesStep(),
    hostFilesStep(),
    precacheStep(pwaOptions),
    precompressStep(),
  ];
}

export const afterBuildSteps = createAfterBuildSteps({localSearch: localSearchEnabled, diskCopy: hashRouter});
