import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {createInitialStateScript} from './inlineScript';
import {createIntlWarmUpScript} from './intlWarmUp';
import {createPathRepairScript} from './pathRepair';
import {createSearchShortcutScript} from './searchShortcut';
import {createStorageFallbackScript} from './storageFallback';

/**
 * Injects, at the top of <body>, the scripts that must run before the app:
 * the address repair of ./pathRepair.ts, the storage fallback of
 * ./storageFallback.ts, the first-paint corrections of ./inlineScript.ts and the
 * search shortcut kept until hydration of ./searchShortcut.ts, and the locale data
 * made ready in idle time by ./intlWarmUp.ts.
 */
export default function preBodyScriptsPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as Partial<ThemeConfig>;
  const initialStateScript = createInitialStateScript({
    storageNamespace: context.siteStorage.namespace,
    announcementBarId: announcementBar?.id ?? null,
  });
  return {
    name: 'pre-body-scripts',
    injectHtmlTags() {
      // The theme's own scripts run in <head>; body runs after them, before paint.
      // The fallback comes before the corrections, which read storage.
      return {
        preBodyTags: [
          {tagName: 'script', innerHTML: createPathRepairScript()},
          {tagName: 'script', innerHTML: createStorageFallbackScript()},
          {tagName: 'script', innerHTML: initialStateScript},
          {tagName: 'script', innerHTML: createSearchShortcutScript()},
          {tagName: 'script', innerHTML: createIntlWarmUpScript()},
        ],
      };
    },
  };
}
