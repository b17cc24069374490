import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type PluginOptions = {
  /** Width of each rendered card in pixels: the largest size the ideal image plugin keeps. */
  width: number;
  /** Height of each rendered card in pixels. */
  height: number;
  /**
   * Folder for the rendered PNG files, relative to the site directory. Empty
   * means a folder inside the generated files directory (`.docusaurus/`).
   */
  cacheDir: string;
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {width: 1030, height: 580, cacheDir: ''};

const optionsSchema = Joi.object<PluginOptions>({
  width: Joi.number().integer().min(64).max(4096).default(DEFAULT_OPTIONS.width),
  height: Joi.number().integer().min(64).max(4096).default(DEFAULT_OPTIONS.height),
  cacheDir: Joi.string().allow('').default(DEFAULT_OPTIONS.cacheDir),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
