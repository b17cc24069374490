import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

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
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  extensions: ['html', 'js', 'css', 'json', 'svg', 'xml', 'txt', 'md'],
  minSize: 1024,
  brotli: true,
  gzip: true,
  entryBrotliQuality: 11,
  bundleBrotliQuality: 10,
  brotliQuality: 6,
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
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
