import type {Plugin} from '@docusaurus/types';
import {createStorageFallbackScript} from './script';

/**
 * Puts an in-memory storage in place of a blocked localStorage or sessionStorage before the app reads
 * them (./script.ts), and before the scripts of the plugins listed after it in config/plugins.ts
 * (theme-first-paint reads storage). theme-classic's own inline scripts run earlier and catch the error.
 */
export default function storageFallbackPlugin(): Plugin {
  return {
    name: 'storage-fallback',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: createStorageFallbackScript()}]}),
  };
}
