import {readFileSync, writeFileSync} from 'node:fs';
import type {Compiler, WebpackPluginInstance} from 'webpack';

const pluginName = 'compact-route-tables-page-scripts';

/** The part of the client manifest (react-loadable-ssr-addon) that the server render reads. */
export type ClientManifest = {entrypoints: string[]; origins: Record<string, string[]>; assets: object};

/**
 * The client manifest completed for the page scripts. The server render reports the chunks a
 * page renders by name (serverRegistry) and looks each up in the manifest's `origins`, to list
 * the files in the page's HTML beside main.js; without them, main.js asks for the page's chunks
 * once it runs, and a section's chunks wait for the section too. Two gaps are filled:
 * - a named chunk whose modules all went to a shared node_modules chunk (a theme component
 *   such as DocRoot) is missing: it gets the chunks of its chunk group (`chunkGroups`);
 * - a chunk that only the routes of one section use gets that section's chunk too.
 */
export function withPageScripts(
  manifest: ClientManifest,
  chunkGroups: ReadonlyMap<string, readonly string[]>,
  sectionOfChunk: ReadonlyMap<string, string>,
): ClientManifest {
  const origins = {...manifest.origins};
  for (const [name, chunks] of chunkGroups) {
    origins[name] ??= [...chunks];
  }
  for (const [chunk, section] of sectionOfChunk) {
    if (!origins[section]) {
      throw new Error(
        `compact-route-tables: the client manifest has no chunk "${section}" for the section of "${chunk}".`,
      );
    }
    if (origins[chunk] && !origins[chunk].includes(section)) {
      origins[chunk] = [...origins[chunk], section];
    }
  }
  return {...manifest, origins};
}

/** Rewrites the client manifest once the client build has written it (in its emit step). */
export function pageScriptsPlugin(
  manifestPath: string,
  sectionOfChunk: ReadonlyMap<string, string>,
): WebpackPluginInstance {
  return {
    apply(compiler: Compiler): void {
      compiler.hooks.afterEmit.tap(pluginName, (compilation) => {
        const chunkGroups = new Map(
          Array.from(compilation.namedChunkGroups, ([name, group]) => [
            name,
            group.chunks.map((chunk) => String(chunk.id)),
          ]),
        );
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
        writeFileSync(manifestPath, JSON.stringify(withPageScripts(manifest, chunkGroups, sectionOfChunk)));
      });
    },
  };
}
