import {promises as fs} from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {liveCodePagesFile} from '../../../config/hosting';
import type {AfterBuildStep} from '../after-build';
import {builtPageFile} from '../../utils/builtPageFile';
import {readTextIfExists} from '../../utils/readTextIfExists';

/**
 * The element around each live code block (./theme/LiveCodeBlock), as the built HTML writes it, the
 * minifier having dropped the value's quotes; a code sample that shows the same markup is escaped
 * (`&lt;div …`), so it does not count.
 */
const liveCodeMarker = '<div data-live-code-language=';

/** The pages among `routesPaths` whose built HTML holds a live code block, sorted. */
export async function findLiveCodePages(outDir: string, routesPaths: string[], baseUrl: string): Promise<string[]> {
  const pages: string[] = [];
  // One file at a time: a large site has more pages than a process may hold files open.
  for (const route of [...new Set(routesPaths)].sort()) {
    // A route without a page of its own (the hash-router copy writes only a few) has no file.
    const html = await readTextIfExists(builtPageFile(outDir, route, baseUrl));
    if (html?.includes(liveCodeMarker)) {
      pages.push(route);
    }
  }
  return pages;
}

/**
 * The after-build step that lists the pages with live code in `_live-code-pages.json`: the pages whose
 * Content-Security-Policy allows eval. The host-files step after it writes the list for Netlify,
 * Cloudflare Pages and nginx; scripts/serve.mjs reads it.
 */
export function liveCodePagesStep(): AfterBuildStep {
  return {
    name: 'live-code-pages',
    async run({outDir, routesPaths, siteConfig}) {
      const pages = await findLiveCodePages(outDir, routesPaths, siteConfig.baseUrl);
      await fs.writeFile(path.join(outDir, liveCodePagesFile), `${JSON.stringify(pages, null, 2)}\n`);
      logger.info`Listed number=${pages.length} pages with live code in path=${liveCodePagesFile}.`;
    },
  };
}
