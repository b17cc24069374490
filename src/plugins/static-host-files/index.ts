import {promises as fs} from 'fs';
import path from 'path';
import logger from '@docusaurus/logger';
import {permanentRedirects} from '../../../config/hosting';
import {validateStepOptions, type AfterBuildStep} from '../after-build';
import {renderHeaders, renderRedirects} from './render';
import {validateOptions, type Options} from './options';

export {validateOptions} from './options';

/**
 * The after-build step that writes `_headers` and `_redirects`, the files through which Netlify and
 * Cloudflare Pages take response headers and redirects: the cache lifetimes, security headers and moved
 * pages of config/hosting.ts, which deploy/nginx.conf and scripts/serve.mjs apply too.
 */
export function hostFilesStep(options: Options = {}): AfterBuildStep {
  const {forceRedirects} = validateStepOptions(validateOptions, options);
  return {
    name: 'host-files',
    async run({outDir}) {
      await Promise.all([
        fs.writeFile(path.join(outDir, '_headers'), renderHeaders()),
        fs.writeFile(path.join(outDir, '_redirects'), renderRedirects(permanentRedirects, {force: forceRedirects})),
      ]);
      logger.info`Wrote path=${'_headers'} and path=${'_redirects'} (number=${permanentRedirects.length} redirects) for static hosts.`;
    },
  };
}
