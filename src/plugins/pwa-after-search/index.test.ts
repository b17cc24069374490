import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions} from './index';

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
