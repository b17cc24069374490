import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type PluginOptions = {
  /** Log each client-side route change to the browser console. */
  enabled: boolean;
};

export type Options = Partial<PluginOptions>;

const DEFAULT_OPTIONS: PluginOptions = {enabled: false};

const optionsSchema = Joi.object<PluginOptions>({
  enabled: Joi.boolean().default(DEFAULT_OPTIONS.enabled),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
