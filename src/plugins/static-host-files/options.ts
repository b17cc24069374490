import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type PluginOptions = {
  /**
   * Writes the redirects as `301!`. Netlify serves a file that exists at a path before any redirect rule,
   * and the client-redirect stubs exist at the old paths, so only the forced form redirects there.
   * Cloudflare Pages reads the status as a number: leave this off when deploying there.
   */
  forceRedirects: boolean;
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  forceRedirects: false,
};

const optionsSchema = Joi.object<PluginOptions>({
  forceRedirects: Joi.boolean().default(DEFAULT_OPTIONS.forceRedirects),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
