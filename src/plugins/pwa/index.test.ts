import path from 'path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import pwaPlugin, {precacheStep, validateOptions} from './index';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never});

const context = {
  outDir: '/site/build',
  baseUrl: '/',
  i18n: {currentLocale: 'en'},
  siteConfig: {future: {experimental_router: 'browser'}},
} as unknown as LoadContext;

/** The plugin as a production build creates it: in development it is off. */
function createPlugin(options: object) {
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return pwaPlugin(context, validate(options))!;
  } finally {
    process.env.NODE_ENV = previousEnv;
  }
}

describe('pwa options', () => {
  it('keeps the PWA defaults', () => {
    expect(validate({})).toMatchObject({
      swRegister: expect.any(String),
      offlineModeActivationStrategies: ['appInstalled', 'queryString', 'standalone'],
    });
  });

  it('names a wrong option when the precache step is declared', () => {
    expect(() => precacheStep({offlineModeActivationStrategies: ['onSundays' as never]})).toThrow(
      /"offlineModeActivationStrategies\[0\]" must be one of/,
    );
  });
});

describe('pwa plugin', () => {
  it('leaves its postBuild to the after-build pipeline', () => {
    const plugin = createPlugin({});
    expect(plugin.name).toBe('docusaurus-plugin-pwa');
    expect(plugin).not.toHaveProperty('postBuild');
  });
});

describe('pwa client modules', () => {
  const clientModules = (options: object) => createPlugin(options).getClientModules!();

  it('registers the stock worker through the module that waits for hydration', () => {
    expect(clientModules({})).toEqual([path.join(__dirname, 'client/registerWhenIdle.ts')]);
  });

  it('runs a registration module of the site as it is, and none when registration is off', () => {
    expect(clientModules({swRegister: '/site/src/registerMyWorker.js'})).toEqual(['/site/src/registerMyWorker.js']);
    expect(clientModules({swRegister: false})).toEqual([]);
  });
});
