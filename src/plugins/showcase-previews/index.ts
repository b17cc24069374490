import {createHash} from 'crypto';
import {mkdir, readdir, rm, stat} from 'fs/promises';
import path from 'path';
import sharp from 'sharp';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {showcaseSites} from '../../data/showcase';
import {cardRendererVersion, cardSlug, renderCardSvg, type CardInput, type CardSize} from './card';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

/** Import this specifier from site code to get the preview of each site, keyed by name. */
export const previewsModuleAlias = '@showcase-previews';

export type RenderedPreview = {name: string; file: string};

/** File name of a card: readable prefix, then a hash of everything that shapes the image. */
export function previewFileName(site: CardInput, size: CardSize): string {
  const svg = renderCardSvg(site, size);
  const digest = createHash('sha256').update(cardRendererVersion).update(svg).digest('hex').slice(0, 12);
  return `${cardSlug(site.name)}-${digest}.png`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Renders a PNG for every site into `cacheDir`, skipping cards whose file
 * (named by content hash) is already there, and removes stale cards.
 */
export async function renderPreviews(
  sites: readonly CardInput[],
  size: CardSize,
  cacheDir: string,
): Promise<RenderedPreview[]> {
  await mkdir(cacheDir, {recursive: true});
  const previews = await Promise.all(
    sites.map(async (site) => {
      const file = path.join(cacheDir, previewFileName(site, size));
      if (!(await exists(file))) {
        await sharp(Buffer.from(renderCardSvg(site, size)))
          .png({compressionLevel: 9})
          .toFile(file);
      }
      return {name: site.name, file};
    }),
  );
  const current = new Set(previews.map((preview) => path.basename(preview.file)));
  const stale = (await readdir(cacheDir)).filter((entry) => entry.endsWith('.png') && !current.has(entry));
  await Promise.all(stale.map((entry) => rm(path.join(cacheDir, entry))));
  return previews;
}

/** An ES module whose default export maps each site name to its processed image. */
export function previewsModuleSource(previews: readonly RenderedPreview[]): string {
  const imports = previews.map((preview, i) => `import preview${i} from ${JSON.stringify(preview.file)};`);
  const entries = previews.map((preview, i) => `  ${JSON.stringify(preview.name)}: preview${i},`);
  return [...imports, '', 'export default {', ...entries, '};', ''].join('\n');
}

/**
 * Draws a preview card for every showcase site at build time and hands the
 * PNG files to the ideal image loader through a generated module.
 */
export default function showcasePreviewsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin<RenderedPreview[]> {
  const cacheDir = options.cacheDir
    ? path.resolve(context.siteDir, options.cacheDir)
    : path.join(context.generatedFilesDir, 'showcase-previews-cache');
  let modulePath: string | undefined;

  return {
    name: 'showcase-previews',
    async loadContent() {
      return renderPreviews(showcaseSites, {width: options.width, height: options.height}, cacheDir);
    },
    async contentLoaded({content, actions}) {
      modulePath = await actions.createData('previews.js', previewsModuleSource(content));
    },
    configureWebpack() {
      return modulePath ? {resolve: {alias: {[previewsModuleAlias]: modulePath}}} : {};
    },
  };
}
