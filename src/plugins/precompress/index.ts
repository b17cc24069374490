import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {waitForFiles} from '../../utils/waitForFiles';
import {precompressDirectory} from './compress';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

/**
 * Writes brotli and gzip copies of the built text files, so that the server
 * (scripts/serve.mjs) sends them without compressing on every request. All
 * postBuild hooks run at once: files other plugins write in theirs (sitemap,
 * search index, sw.js, which the PWA plugin rewrites) are left uncompressed
 * rather than risk a copy of a half-written file. With `lowPriorityUntil`, it
 * leaves a core to the hook that writes those files until it is done.
 */
export default function precompressPlugin(_context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir, baseUrl}) {
      const started = Date.now();
      const summary = await precompressDirectory(outDir, options, started, baseUrl, () =>
        waitForFiles(outDir, options.lowPriorityUntil, {waiter: 'Precompress (option "lowPriorityUntil")'}),
      );
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      logger.info`Precompressed number=${summary.files} files (${kib(summary.bytes)}): brotli ${kib(
        summary.brotliBytes,
      )}, gzip ${kib(summary.gzipBytes)}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`;
    },
  };
}
