import type {Plugin} from '@docusaurus/types';
import {createPathRepairScript} from './script';

/**
 * Escapes an address that cannot be decoded before the app starts, so that the not-found page shows
 * instead of a router crash (./script.ts). It runs first of the site's scripts at the top of <body>.
 */
export default function pathRepairPlugin(): Plugin {
  return {
    name: 'path-repair',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: createPathRepairScript()}]}),
  };
}
