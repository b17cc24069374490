import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compilation, Compiler, WebpackPluginInstance} from 'webpack';

const pluginName = 'compile-hints';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has all
 * its functions compiled eagerly, on a background thread while the script downloads, instead of each
 * one lazily, on the main thread, the first time it is called. Other engines read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * The scripts a page may run as soon as it loads: the entry's (runtime and main.js) and the chunks
 * of the named chunk groups, which are the route registry's chunks (a page's components and
 * content) and the route sections. Chunks that a component imports when it needs them (Mermaid,
 * the live editor, DocSearch's modal, Prism) belong to unnamed chunk groups and are left as they
 * are: compiling all of a large library a page may never call would cost more than it saves.
 */
export function scriptsCalledOnLoad(compilation: Compilation): Set<string> {
  const files = new Set<string>();
  for (const [, group] of compilation.namedChunkGroups) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (file.endsWith('.js')) {
          files.add(file);
        }
      }
    }
  }
  return files;
}

/** Starts each script of scriptsCalledOnLoad with the compile hint, once minified. */
export function compileHintsWebpackPlugin(): WebpackPluginInstance {
  return {
    apply(compiler: Compiler): void {
      const {Compilation: CompilationClass, sources} = compiler.webpack;
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        compilation.hooks.processAssets.tap(
          // After the minimizer (which would drop the comment), before the source maps (which then
          // count its line) and the real content hash of the file names (which then covers it).
          {name: pluginName, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
          () => {
            for (const file of scriptsCalledOnLoad(compilation)) {
              compilation.updateAsset(file, (source) => new sources.ConcatSource(compileHint, source));
            }
          },
        );
      });
    },
  };
}

/**
 * The scripts of the first page compiled while they download (compileHint): on the throttled phone
 * profile, most of the main thread's compile work before hydration leaves it. Browser production
 * builds only.
 */
export default function compileHintsPlugin(_context: LoadContext): Plugin {
  return {
    name: pluginName,
    configureWebpack(config, isServer) {
      return !isServer && config.mode === 'production' ? {plugins: [compileHintsWebpackPlugin()]} : {};
    },
  };
}
