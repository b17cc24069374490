import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {copyFile, mkdir, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {load} from 'cheerio';
import {builtPageFile} from '../../utils/builtPageFile';
import {eachLimited} from '../../utils/eachLimited';
import {validateStepOptions, type AfterBuildStep} from '../after-build';
import {hasSocialCard, socialCardFile} from './cardPath';
import {collectCardPages, type CardPage} from './collectCardPages';
import {renderCard, templateKey, type CardText} from './renderCard';
import {validateOptions, type Options} from './options';

/** Cards rendered at once: satori lays one out while sharp rasterises others on its own threads. */
const concurrency = 6;

export type CardsSummary = {cards: number; rendered: number; bytes: number};

/** The name of a card in the cache: a hash of its text and of everything its look depends on. */
function cardCacheKey(text: CardText, template: string): string {
  return createHash('sha256')
    .update(JSON.stringify([template, text.title, text.place]))
    .digest('hex')
    .slice(0, 20);
}

/**
 * Writes each page's card into the build folder, rendering only the cards whose text or template
 * changed since the last build: the others come from the cache folder, which keeps exactly this build's
 * cards afterwards.
 */
export async function writeCards(
  pages: readonly CardPage[],
  {
    outDir,
    baseUrl,
    cacheDir,
    render = renderCard,
  }: {
    outDir: string;
    baseUrl: string;
    cacheDir: string;
    render?: (text: CardText) => Promise<Buffer>;
  },
): Promise<CardsSummary> {
  await mkdir(cacheDir, {recursive: true});
  const template = templateKey();
  const used = new Set<string>();
  let rendered = 0;
  let bytes = 0;
  await eachLimited(pages, concurrency, async (page) => {
    const cached = path.join(cacheDir, `${cardCacheKey(page, template)}.png`);
    used.add(path.basename(cached));
    if (!existsSync(cached)) {
      const png = await render(page).catch((error: Error) => {
        throw new Error(`the card of ${page.permalink} ("${page.title}"): ${error.message}`, {cause: error});
      });
      await writeFile(cached, png);
      rendered += 1;
    }
    const target = path.join(outDir, socialCardFile(page.permalink, baseUrl));
    await mkdir(path.dirname(target), {recursive: true});
    await copyFile(cached, target);
    // Read the size before adding: `bytes += await …` would add to the total as it was before the wait.
    const {size} = await stat(target);
    bytes += size;
  });
  const stale = (await readdir(cacheDir)).filter((file) => !used.has(file));
  await Promise.all(stale.map((file) => rm(path.join(cacheDir, file))));
  return {cards: pages.length, rendered, bytes};
}

/** The title a React page gives itself, read from its built HTML without the site title's suffix. */
async function renderedTitle(outDir: string, permalink: string, baseUrl: string, siteTitle: string): Promise<string> {
  const title = load(await readFile(builtPageFile(outDir, permalink, baseUrl), 'utf8'))('head > title').text();
  return title.endsWith(` | ${siteTitle}`) ? title.slice(0, -` | ${siteTitle}`.length) : title;
}

/**
 * The after-build step that renders a 1200×630 card for every doc, post and page (./collectCardPages),
 * which the theme components of ./theme name in each page's Open Graph tags.
 */
export function socialCardsStep(options: Options = {}): AfterBuildStep {
  const {excludePaths} = validateStepOptions(validateOptions, options);
  return {
    name: 'social-cards',
    async run({outDir, plugins, siteConfig, siteDir}) {
      const started = performance.now();
      const {baseUrl, title: siteTitle, url} = siteConfig;
      const pages = (
        await collectCardPages(plugins, {
          renderedTitle: (permalink) => renderedTitle(outDir, permalink, baseUrl, siteTitle),
          siteHost: new URL(url).host,
        })
      ).filter((page) => hasSocialCard(page.permalink, excludePaths));
      const cacheDir = path.join(siteDir, 'node_modules/.cache/social-cards');
      const {cards, rendered, bytes} = await writeCards(pages, {outDir, baseUrl, cacheDir});
      logger.info`Social cards: number=${cards} cards (number=${Math.round(bytes / 1024)} KiB), number=${rendered} rendered, the rest from the cache, in number=${Math.round(performance.now() - started)} ms.`;
    },
  };
}
