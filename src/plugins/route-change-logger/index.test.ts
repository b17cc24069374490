import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext} from '@docusaurus/types';
import routeChangeLoggerPlugin, {validateOptions} from './index';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never});

describe('route-change-logger plugin', () => {
  it('is off unless enabled', () => {
    expect(validate({}).enabled).toBe(false);
  });

  it('rejects a wrong option type with the option name', () => {
    expect(() => validate({enabled: 'yes'})).toThrow(/"enabled" must be a boolean/);
  });

  it('bundles its client module only when enabled', () => {
    const context = {} as LoadContext;
    const off = routeChangeLoggerPlugin(context, validate({enabled: false}));
    const on = routeChangeLoggerPlugin(context, validate({enabled: true}));
    expect(off.getClientModules?.()).toEqual([]);
    expect(on.getClientModules?.()).toEqual([expect.stringMatching(/client[\\/]logRouteChanges$/)]);
  });
});
