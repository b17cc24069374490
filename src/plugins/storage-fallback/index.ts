import type {Plugin} from '@docusaurus/types';
import {createStorageFallbackScript} from './script';

/**
 * Puts an in-memory storage in place of a blocked localStorage or sessionStorage before the app and the
 * theme's first-paint scripts read them (./script.ts): plugins listed after it in config/plugins.ts
 * may read storage in their own scripts.
 */
export default function storageFallbackPlugin(): Plugin {
  return {
    name: 'storage-fallback',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: createStorageFallbackScript()}]}),
  };
}
