import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type PluginOptions = {
  /** URL segment of the board, under the site's base URL. */
  routeBasePath: string;
  /** Component that renders the board, a request, or the "no such request" view. */
  component: string;
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  routeBasePath: 'feature-requests',
  component: '@site/src/components/FeatureRequests/index.tsx',
};

const optionsSchema = Joi.object<PluginOptions>({
  routeBasePath: Joi.string()
    .pattern(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)
    .message(
      '"routeBasePath" must be URL segments of lower case letters, digits and hyphens, without slashes around them',
    )
    .default(DEFAULT_OPTIONS.routeBasePath),
  component: Joi.string().default(DEFAULT_OPTIONS.component),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
