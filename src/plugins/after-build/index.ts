import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {AfterBuildProps, AfterBuildStep, PluginOptions} from './options';

export {validateOptions, validateStepOptions} from './options';
export type {AfterBuildProps, AfterBuildStep} from './options';

export type StepTiming = {name: string; seconds: number};

/**
 * Runs the steps one after the other. A step that fails stops the build, and the error names the step,
 * so that a broken search index is not followed by a precache list and compressed copies of it.
 */
export async function runSteps(steps: AfterBuildStep[], props: AfterBuildProps): Promise<StepTiming[]> {
  const timings: StepTiming[] = [];
  for (const step of steps) {
    const started = performance.now();
    try {
      await step.run(props);
    } catch (error) {
      throw new Error(`After build: the step "${step.name}" failed: ${(error as Error).message}`, {cause: error});
    }
    timings.push({name: step.name, seconds: Math.round((performance.now() - started) / 100) / 10});
  }
  return timings;
}

/**
 * The one postBuild hook of the site's own work after the build. Docusaurus runs every plugin's
 * postBuild at once; work that needs another's output (the precache list takes the search index,
 * compression takes everything) is declared here as one ordered list instead (config/afterBuild.ts).
 */
export default function afterBuildPlugin(_context: LoadContext, {steps}: PluginOptions): Plugin {
  return {
    name: 'after-build',
    async postBuild(props) {
      const timings = await runSteps(steps, props);
      logger.info`After build: ${timings.map(({name, seconds}) => `${name} ${seconds} s`).join(', ')}.`;
    },
  };
}
