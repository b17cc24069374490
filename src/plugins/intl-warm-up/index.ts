import type {Plugin} from '@docusaurus/types';
import {createIntlWarmUpScript} from './script';

/** Makes the browser's locale data ready in idle time while the app's scripts download (./script.ts). */
export default function intlWarmUpPlugin(): Plugin {
  return {
    name: 'intl-warm-up',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: createIntlWarmUpScript()}]}),
  };
}
