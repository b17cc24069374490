import type {CurrentBundler} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {chunkUrlByNamePlugin, removeChunkAssetPlugin} from './chunkUrlPlugin';

class ChunkAssetPlugin {}
class OtherPlugin {}

/** The bundler parts the plugin uses, and a compilation whose hooks run when the test says. */
function fakeBuild(chunks: {name?: string; id: string}[]) {
  class RuntimeModule {
    static STAGE_ATTACH = 10;
    constructor(readonly name: string) {}
  }
  const bundler = {
    RuntimeModule,
    RuntimeGlobals: {
      require: '__webpack_require__',
      publicPath: '__webpack_require__.p',
      getChunkScriptFilename: '__webpack_require__.u',
    },
  } as unknown as CurrentBundler['instance'];
  const added: {generate(): string}[] = [];
  let addRuntime: (chunk: object) => void = () => {};
  let afterSeal: () => void = () => {};
  const compilation = {
    chunks,
    addRuntimeModule: (_chunk: object, module: {generate(): string}) => added.push(module),
    hooks: {
      additionalTreeRuntimeRequirements: {tap: (_name: string, callback: typeof addRuntime) => (addRuntime = callback)},
      afterSeal: {tap: (_name: string, callback: typeof afterSeal) => (afterSeal = callback)},
    },
  };
  const compiler = {
    hooks: {thisCompilation: {tap: (_name: string, callback: (c: object) => void) => callback(compilation)}},
  };
  chunkUrlByNamePlugin(bundler).apply(compiler as never);
  return {added, addRuntime: () => addRuntime({}), afterSeal: () => afterSeal()};
}

describe('chunk URLs by name', () => {
  it('gives the runtime a gca() that builds the URL from the name alone, with no map', () => {
    const build = fakeBuild([{name: 'a', id: 'a'}]);
    build.addRuntime();
    expect(build.added.map((module) => module.generate())).toEqual([
      '__webpack_require__.gca = function(chunkName) { return __webpack_require__.p + __webpack_require__.u(chunkName); };',
    ]);
    expect(() => build.afterSeal()).not.toThrow();
  });

  it('stops the build when a named chunk has another id, which would break prefetching', () => {
    const build = fakeBuild([{id: '4367'}, {name: 'a', id: 'a'}, {name: 'b', id: '120'}]);
    expect(() => build.afterSeal()).toThrow('compact-route-tables: chunk "b" has the id "120"');
  });

  it("takes Docusaurus's ChunkAssetPlugin out of the config, and stops if it is not there", () => {
    const plugins = [new OtherPlugin(), new ChunkAssetPlugin(), new OtherPlugin()];
    removeChunkAssetPlugin(plugins);
    expect(plugins.map((plugin) => plugin.constructor.name)).toEqual(['OtherPlugin', 'OtherPlugin']);
    expect(() => removeChunkAssetPlugin(plugins)).toThrow("Docusaurus's ChunkAssetPlugin is not in the client config");
  });
});
