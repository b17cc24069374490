import path from 'path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import pwaAfterSearchPlugin, {validateOptions} from './index';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never});

describe('pwa-after-search options', () => {
  it('waits for nothing by default, and keeps the PWA defaults', () => {
    expect(validate({})).toMatchObject({waitForFiles: [], swRegister: expect.any(String)});
  });

  it('takes paths inside the build folder and names any other', () => {
    expect(validate({waitForFiles: ['search-index/manifest.json']}).waitForFiles).toEqual([
      'search-index/manifest.json',
    ]);
    expect(() => validate({waitForFiles: ['/tmp/manifest.json', '../manifest.json']})).toThrow(
      'PWA: "waitForFiles" must list paths inside the build folder, such as "search-index/manifest.json"; got ["/tmp/manifest.json","../manifest.json"].',
    );
    expect(() => validate({waitForFiles: 'search-index/manifest.json'})).toThrow('"waitForFiles" must list paths');
  });
});

describe('pwa-after-search client modules', () => {
  const context = {
    outDir: '/site/build',
    baseUrl: '/',
    i18n: {currentLocale: 'en'},
    siteConfig: {future: {experimental_router: 'browser'}},
  } as unknown as LoadContext;
  const clientModules = (options: object) => {
    const previousEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      return pwaAfterSearchPlugin(context, validate(options))!.getClientModules!();
    } finally {
      process.env.NODE_ENV = previousEnv;
    }
  };

  it('registers the stock worker through the module that waits for hydration', () => {
    expect(clientModules({})).toEqual([path.join(__dirname, 'client/registerWhenIdle.ts')]);
  });

  it('runs a registration module of the site as it is, and none when registration is off', () => {
    expect(clientModules({swRegister: '/site/src/registerMyWorker.js'})).toEqual(['/site/src/registerMyWorker.js']);
    expect(clientModules({swRegister: false})).toEqual([]);
  });
});
