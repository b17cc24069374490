import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {createInitialStateScript} from './inlineScript';
import {createStorageFallbackScript} from './storageFallback';

/**
 * Injects, at the top of <body>, the storage fallback of ./storageFallback.ts
 * and the first-paint corrections of ./inlineScript.ts.
 */
export default function themeInitialStatePlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as Partial<ThemeConfig>;
  const initialStateScript = createInitialStateScript({
    storageNamespace: context.siteStorage.namespace,
    announcementBarId: announcementBar?.id ?? null,
  });
  return {
    name: 'theme-initial-state',
    injectHtmlTags() {
      // The theme's own scripts run in <head>; body runs after them, before paint.
      // The fallback comes first: the app and the corrections read storage.
      return {
        preBodyTags: [
          {tagName: 'script', innerHTML: createStorageFallbackScript()},
          {tagName: 'script', innerHTML: initialStateScript},
        ],
      };
    },
  };
}
