import type {CurrentBundler} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';

const pluginName = 'compact-route-tables-chunk-url';

/**
 * The client's `__webpack_require__.gca(chunkName)`, which Docusaurus calls to prefetch a route's
 * chunks by name. Docusaurus's own (its ChunkAssetPlugin) carries a map from each chunk's name to
 * its id, in the runtime every page loads; with `optimization.chunkIds: 'named'` each named chunk's
 * id is its name, so the map is not needed.
 */
export function chunkUrlByNamePlugin(bundler: CurrentBundler['instance']): WebpackPluginInstance {
  const {RuntimeModule, RuntimeGlobals} = bundler;

  class ChunkUrlRuntimeModule extends RuntimeModule {
    constructor() {
      super('ChunkUrlRuntimeModule', RuntimeModule.STAGE_ATTACH);
    }

    override generate(): string {
      return `${RuntimeGlobals.require}.gca = function(chunkName) { return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(chunkName); };`;
    }
  }

  return {
    apply(compiler: Compiler): void {
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap(pluginName, (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkUrlRuntimeModule());
        });
        // The runtime function above is only right while every named chunk has its name as id.
        compilation.hooks.afterSeal.tap(pluginName, () => {
          for (const chunk of compilation.chunks) {
            if (chunk.name && chunk.id !== chunk.name) {
              throw new Error(
                `compact-route-tables: chunk "${chunk.name}" has the id "${String(chunk.id)}"; ` +
                  "prefetching needs optimization.chunkIds 'named', so that each chunk's id is its name.",
              );
            }
          }
        });
      });
    },
  };
}

/**
 * Takes Docusaurus's ChunkAssetPlugin out of the client config, to be replaced by
 * chunkUrlByNamePlugin; stops the build if a Docusaurus upgrade renamed or removed it.
 */
export function removeChunkAssetPlugin(plugins: unknown[]): void {
  const index = plugins.findIndex((plugin) => (plugin as object | undefined)?.constructor.name === 'ChunkAssetPlugin');
  if (index === -1) {
    throw new Error(
      "compact-route-tables: Docusaurus's ChunkAssetPlugin is not in the client config. " +
        'Check src/plugins/compact-route-tables/chunkUrlPlugin.ts against the installed @docusaurus/core.',
    );
  }
  plugins.splice(index, 1);
}
