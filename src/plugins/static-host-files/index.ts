import {promises as fs} from 'fs';
import path from 'path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {permanentRedirects} from '../../../config/hosting';
import {renderHeaders, renderRedirects} from './render';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

/**
 * Writes `_headers` and `_redirects` into the build, the files through which Netlify and Cloudflare
 * Pages take response headers and redirects: the cache lifetimes, security headers and moved pages of
 * config/hosting.ts, which deploy/nginx.conf and scripts/serve.mjs apply too.
 */
export default function staticHostFilesPlugin(_context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'static-host-files',
    async postBuild({outDir}) {
      await Promise.all([
        fs.writeFile(path.join(outDir, '_headers'), renderHeaders()),
        fs.writeFile(
          path.join(outDir, '_redirects'),
          renderRedirects(permanentRedirects, {force: options.forceRedirects}),
        ),
      ]);
      logger.info`Wrote path=${'_headers'} and path=${'_redirects'} (number=${permanentRedirects.length} redirects) for static hosts.`;
    },
  };
}
