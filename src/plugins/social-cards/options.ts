import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {excludePathsSchema} from '../../utils/excludePathsSchema';

export type PluginOptions = {
  /**
   * Paths whose pages get no card and keep the site-wide image, each the start of a permalink with the
   * base URL and a trailing slash ("/tests/").
   */
  excludePaths: string[];
};

export type Options = Partial<PluginOptions>;

const optionsSchema = Joi.object<PluginOptions>({excludePaths: excludePathsSchema});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
