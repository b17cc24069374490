import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {pathsOutsideBuild} from '../../utils/waitForFiles';

export type PluginOptions = {
  /** File extensions (without the dot) worth compressing: text formats only. */
  extensions: string[];
  /** Files smaller than this many bytes are left alone: a compressed copy would save almost nothing. */
  minSize: number;
  /** Write `.br` copies (brotli). */
  brotli: boolean;
  /** Write `.gz` copies (gzip). */
  gzip: boolean;
  /**
   * Brotli quality (0-11) of the scripts and stylesheets that every page links to (the ones in
   * 404.html): every visit downloads them, so the slowest, best setting pays.
   */
  entryBrotliQuality: number;
  /**
   * Brotli quality (0-11) of the other JS and CSS bundles, which pages load as they need them.
   * On this site's chunks, 10 gives files 2.4% larger than 11 in a third of the time.
   */
  bundleBrotliQuality: number;
  /** Brotli quality (0-11) of the other files: thousands of pages, where the best setting costs minutes of build. */
  brotliQuality: number;
  /**
   * Files (relative to the build folder) that another postBuild hook writes last, such as the
   * search index's manifest. Until they all exist, precompression compresses one file at a time,
   * so that hook keeps a core to itself instead of sharing both with the compressors.
   */
  lowPriorityUntil: string[];
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  extensions: ['html', 'js', 'css', 'json', 'svg', 'xml', 'txt'],
  minSize: 1024,
  brotli: true,
  gzip: true,
  entryBrotliQuality: 11,
  bundleBrotliQuality: 10,
  brotliQuality: 6,
  lowPriorityUntil: [],
};

const optionsSchema = Joi.object<PluginOptions>({
  extensions: Joi.array()
    .items(Joi.string().pattern(/^[a-z0-9]+$/i, 'extension without a dot'))
    .default(DEFAULT_OPTIONS.extensions),
  minSize: Joi.number().integer().min(0).default(DEFAULT_OPTIONS.minSize),
  brotli: Joi.boolean().default(DEFAULT_OPTIONS.brotli),
  gzip: Joi.boolean().default(DEFAULT_OPTIONS.gzip),
  entryBrotliQuality: Joi.number().integer().min(0).max(11).default(DEFAULT_OPTIONS.entryBrotliQuality),
  bundleBrotliQuality: Joi.number().integer().min(0).max(11).default(DEFAULT_OPTIONS.bundleBrotliQuality),
  brotliQuality: Joi.number().integer().min(0).max(11).default(DEFAULT_OPTIONS.brotliQuality),
  lowPriorityUntil: Joi.any()
    .custom((files: unknown) => {
      const outside = pathsOutsideBuild(files);
      if (outside.length > 0) {
        throw new Error(
          `must list paths inside the build folder, such as "search-index/manifest.json"; got ${JSON.stringify(outside)}`,
        );
      }
      return files;
    })
    .default(DEFAULT_OPTIONS.lowPriorityUntil),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
