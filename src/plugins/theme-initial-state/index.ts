import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {createInitialStateScript} from './inlineScript';

/** Injects the first-paint corrections of ./inlineScript.ts at the top of <body>. */
export default function themeInitialStatePlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as Partial<ThemeConfig>;
  const script = createInitialStateScript({
    storageNamespace: context.siteStorage.namespace,
    announcementBarId: announcementBar?.id ?? null,
  });
  return {
    name: 'theme-initial-state',
    injectHtmlTags() {
      // The theme's own scripts run in <head>; body runs after them, before paint.
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
