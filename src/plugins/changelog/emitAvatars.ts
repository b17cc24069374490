import type {Compiler, WebpackPluginInstance} from 'webpack';

const pluginName = 'changelog-avatars';

/**
 * Adds the generated avatar SVGs to the client bundle's output, so the dev
 * server and the production build both serve them without a file in static/.
 * Webpack and Rspack share this compiler API.
 */
export class EmitAvatarsPlugin implements WebpackPluginInstance {
  readonly outputDir: string;
  /** Read at each compilation, so a reloaded changelog emits its new avatars. */
  readonly files: ReadonlyMap<string, string>;

  constructor(outputDir: string, files: ReadonlyMap<string, string>) {
    this.outputDir = outputDir;
    this.files = files;
  }

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          for (const [fileName, svg] of this.files) {
            compilation.emitAsset(`${this.outputDir}/${fileName}`, new sources.RawSource(svg));
          }
        },
      );
    });
  }
}
