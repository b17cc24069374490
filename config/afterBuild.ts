import type {AfterBuildStep} from '../src/plugins/after-build';
import {searchIndexStep} from '../src/plugins/local-search';
import {hostFilesStep} from '../src/plugins/static-host-files';
import {precacheStep} from '../src/plugins/pwa';
import {precompressStep} from '../src/plugins/precompress';
import {hashRouter} from './environment';
import {localSearchEnabled, localSearchOptions} from './search';
import {pwaOptions} from './pwa';

/**
 * What runs on the built site, in this order, each step once the one before it has finished
 * (src/plugins/after-build). A step reads only what the steps above it wrote:
 * - the search index reads the rendered pages;
 * - the host files (`_headers`, `_redirects` for Netlify and Cloudflare Pages) read config/hosting.ts;
 * - the service worker's precache list takes every file above, the search index included;
 * - compression comes last, so that every file gets its brotli and gzip copies.
 */
export const afterBuildSteps: AfterBuildStep[] = [
  ...(localSearchEnabled ? [searchIndexStep(localSearchOptions)] : []),
  hostFilesStep(),
  // A service worker cannot register from file://, where the hash-router copy opens.
  ...(hashRouter ? [] : [precacheStep(pwaOptions)]),
  precompressStep(),
];
