import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {createAfterBuildSteps} from '../../../config/afterBuild';
import {runSteps, validateOptions, type AfterBuildStep} from './index';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never});
const props = {outDir: '/site/build'} as never;

describe('the declared after-build pipeline', () => {
  const names = (options: Parameters<typeof createAfterBuildSteps>[0]) =>
    createAfterBuildSteps(options).map((step) => step.name);

  it('runs the search index, the social cards, the Markdown copies, the list of live code pages, the host files, the precache list, and compression last', () => {
    expect(names({localSearch: true, diskCopy: false})).toEqual([
      'search-index',
      'social-cards',
      'markdown-copies',
      'live-code-pages',
      'host-files',
      'pwa-precache',
      'precompress',
    ]);
  });

  it('leaves out the index when Algolia answers, and gives the copy that opens from disk the index alone', () => {
    expect(names({localSearch: false, diskCopy: false})).toEqual([
      'social-cards',
      'markdown-copies',
      'live-code-pages',
      'host-files',
      'pwa-precache',
      'precompress',
    ]);
    expect(names({localSearch: true, diskCopy: true})).toEqual(['search-index']);
  });
});

describe('runSteps', () => {
  it('starts each step once the one before it has finished', async () => {
    const events: string[] = [];
    const step = (name: string, milliseconds: number): AfterBuildStep => ({
      name,
      async run() {
        events.push(`${name} started`);
        await new Promise((resolve) => setTimeout(resolve, milliseconds));
        events.push(`${name} finished`);
      },
    });
    const timings = await runSteps([step('slow', 30), step('fast', 1)], props);
    expect(events).toEqual(['slow started', 'slow finished', 'fast started', 'fast finished']);
    expect(timings.map(({name}) => name)).toEqual(['slow', 'fast']);
  });

  it('stops at a failing step, names it, and runs none after it', async () => {
    let ranAfter = false;
    const steps: AfterBuildStep[] = [
      {
        name: 'search-index',
        run: () => Promise.reject(new Error('no pages')),
      },
      {name: 'precompress', run: async () => void (ranAfter = true)},
    ];
    await expect(runSteps(steps, props)).rejects.toThrow('After build: the step "search-index" failed: no pages');
    expect(ranAfter).toBe(false);
  });

  it('hands every step the props of the build', async () => {
    const seen: unknown[] = [];
    await runSteps([{name: 'a', run: async (received) => void seen.push(received)}], props);
    expect(seen).toEqual([props]);
  });
});

describe('after-build options', () => {
  const noop = async () => {};

  it('takes named steps', () => {
    expect(validate({steps: [{name: 'search-index', run: noop}]}).steps).toHaveLength(1);
  });

  it('names a step declared twice', () => {
    expect(() =>
      validate({
        steps: [
          {name: 'precompress', run: noop},
          {name: 'precompress', run: noop},
        ],
      }),
    ).toThrow('"steps" names each step once; precompress comes twice');
  });

  it('says how a step is named', () => {
    expect(() => validate({steps: [{name: 'Search Index', run: noop}]})).toThrow(
      'a step\'s "name" must be lower-case words joined by dashes, such as "search-index"',
    );
  });

  it('requires the steps and a run function for each', () => {
    expect(() => validate({})).toThrow('"steps" is required');
    expect(() => validate({steps: [{name: 'search-index'}]})).toThrow('"steps[0].run" is required');
  });
});
