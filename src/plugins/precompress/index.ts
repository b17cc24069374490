import logger from '@docusaurus/logger';
import {validateStepOptions, type AfterBuildStep} from '../after-build';
import {precompressDirectory} from './compress';
import {validateOptions, type Options} from './options';

export {validateOptions} from './options';

/**
 * The after-build step that writes brotli and gzip copies of the built text files, so that the server
 * (scripts/serve.mjs, deploy/nginx.conf) sends them without compressing on every request. It runs last:
 * every file the steps before it write (search index, sw.js, host files) gets its copies too.
 */
export function precompressStep(options: Options = {}): AfterBuildStep {
  const validated = validateStepOptions(validateOptions, options);
  return {
    name: 'precompress',
    async run({outDir, baseUrl}) {
      const started = Date.now();
      const summary = await precompressDirectory(outDir, validated, baseUrl);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      logger.info`Precompressed number=${summary.files} files (${kib(summary.bytes)}): brotli ${kib(
        summary.brotliBytes,
      )}, gzip ${kib(summary.gzipBytes)}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`;
    },
  };
}
