import {promises as fs} from 'fs';
import path from 'path';
import logger from '@docusaurus/logger';
import {liveCodePagesFile, liveCodePagesNginxFile, permanentRedirects} from '../../../config/hosting';
import {validateStepOptions, type AfterBuildStep} from '../after-build';
import {readTextIfExists} from '../../utils/readTextIfExists';
import {renderHeaders, renderNginxLiveCodePages, renderRedirects} from './render';
import {validateOptions, type Options} from './options';

export {validateOptions} from './options';

/** The pages with live code that the live-code-pages step listed, or none when it did not run. */
async function readLiveCodePages(outDir: string): Promise<string[]> {
  return JSON.parse((await readTextIfExists(path.join(outDir, liveCodePagesFile))) ?? '[]') as string[];
}

/**
 * The after-build step that writes `_headers` and `_redirects`, the files through which Netlify and
 * Cloudflare Pages take response headers and redirects: the cache lifetimes, security headers and moved
 * pages of config/hosting.ts, which deploy/nginx.conf and scripts/serve.mjs apply too. The pages with
 * live code get their own policy, from the list of the live-code-pages step before it; nginx takes that
 * list from `_live-code-pages.conf`.
 */
export function hostFilesStep(options: Options = {}): AfterBuildStep {
  const {forceRedirects} = validateStepOptions(validateOptions, options);
  return {
    name: 'host-files',
    async run({outDir}) {
      const liveCodePages = await readLiveCodePages(outDir);
      await Promise.all([
        fs.writeFile(path.join(outDir, '_headers'), renderHeaders(liveCodePages)),
        fs.writeFile(path.join(outDir, '_redirects'), renderRedirects(permanentRedirects, {force: forceRedirects})),
        fs.writeFile(path.join(outDir, liveCodePagesNginxFile), renderNginxLiveCodePages(liveCodePages)),
      ]);
      logger.info`Wrote path=${'_headers'}, path=${'_redirects'} (number=${permanentRedirects.length} redirects) and path=${liveCodePagesNginxFile} (number=${liveCodePages.length} pages with live code) for hosts.`;
    },
  };
}
