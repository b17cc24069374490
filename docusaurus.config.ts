import type {Config} from '@docusaurus/types';
import {siteTagline, siteTitle, siteUrl, storageNamespace} from './config/site';
import {hashRouter, isDeployPreview} from './config/environment';
import {plugins, presetOptions, themes} from './config/plugins';
import {themeConfig} from './config/theme';
import {navbarParsedBeforePaint} from './config/navbar';
import {dogfoodingParseFrontMatter} from './_dogfooding/dogfooding.config';

const config: Config = {
  title: siteTitle,
  tagline: siteTagline,
  favicon: 'img/favicon.ico',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: true,
  baseUrlIssueBanner: true,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory'}},
  },

  future: {
    // Rspack, SWC and Lightning CSS: see "Build toolchain" in the README. DOCUSAURUS_FASTER=false builds
    // with webpack, Babel and Terser instead, for the benchmark's comparison (scripts/bench.mjs).
    experimental_faster:
      process.env.DOCUSAURUS_FASTER === 'false'
        ? false
        : {
            rspackBundler: true,
            rspackPersistentCache: true,
            swcJsLoader: true,
            swcJsMinimizer: true,
            swcHtmlMinimizer: true,
            lightningCssMinimizer: true,
            mdxCrossCompilerCache: true,
            ssgWorkerThreads: true,
          },
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false},
    experimental_storage: {type: 'localStorage', namespace: storageNamespace},
    experimental_router: hashRouter ? 'hash' : 'browser',
  },

  // Broken markdown images always fail the build in 3.8 (mdx-loader throws).
  markdown: {mermaid: true, parseFrontMatter: dogfoodingParseFrontMatter},

  customFields: {isDeployPreview},
  headTags: [navbarParsedBeforePaint],

  presets: [['classic', presetOptions]],
  plugins,
  themes,
  themeConfig,
};

export default config;
