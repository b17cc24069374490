import {Joi, normalizePluginOptions} from '@docusaurus/utils-validation';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';

/** What Docusaurus hands a postBuild hook: the build folder, the routes, the site config and context. */
export type AfterBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** One named piece of work on the built site. */
export type AfterBuildStep = {
  /** Lower-case words joined by dashes; the log and errors name the step by it. */
  name: string;
  run: (props: AfterBuildProps) => Promise<void>;
};

export type PluginOptions = {
  /** The steps, in the order they run: each starts once the one before it has finished. */
  steps: AfterBuildStep[];
};

export type Options = Partial<PluginOptions>;

const stepSchema = Joi.object<AfterBuildStep>({
  name: Joi.string()
    .pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .message('a step\'s "name" must be lower-case words joined by dashes, such as "search-index"')
    .required(),
  run: Joi.function().required(),
});

const optionsSchema = Joi.object<PluginOptions>({
  steps: Joi.array()
    .items(stepSchema)
    .unique('name')
    .message('"steps" names each step once; {#value.name} comes twice')
    .required(),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}

/**
 * Options of a step's own, validated by the schema of the feature that owns the step, the way
 * Docusaurus validates a plugin's: a wrong option fails at start-up and names the option.
 */
export function validateStepOptions<Input, Output>(
  validateFeatureOptions: (context: OptionValidationContext<Input, Output>) => Output,
  options: NoInfer<Input>,
): Output {
  return validateFeatureOptions({validate: normalizePluginOptions as never, options});
}
