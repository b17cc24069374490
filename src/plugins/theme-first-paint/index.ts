import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {createInitialStateScript} from './script';

/**
 * Corrects two states of the page's first paint that theme-classic's own inline scripts get wrong in
 * 3.8.1 (a stored "system" colour mode, an announcement bar dismissed under an older id): ./script.ts.
 * theme-classic's own scripts come first at the top of <body> (the preset's theme loads before the
 * site's plugins); this one runs after them, before the first paint.
 */
export default function themeFirstPaintPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as Partial<ThemeConfig>;
  const script = createInitialStateScript({
    storageNamespace: context.siteStorage.namespace,
    announcementBarId: announcementBar?.id ?? null,
  });
  return {
    name: 'theme-first-paint',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: script}]}),
  };
}
