import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type PluginOptions = {
  /**
   * Paths whose pages get no card and keep the site-wide image, each the start of a permalink with the
   * base URL and a trailing slash ("/tests/").
   */
  excludePaths: string[];
};

export type Options = Partial<PluginOptions>;

const DEFAULT_OPTIONS: PluginOptions = {excludePaths: []};

const optionsSchema = Joi.object<PluginOptions>({
  excludePaths: Joi.array()
    .items(
      Joi.string()
        .pattern(/^\/(.+\/)?$/)
        .message('each of "excludePaths" starts and ends with a slash, such as "/tests/"; {#value} does not'),
    )
    .default(DEFAULT_OPTIONS.excludePaths),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
