import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {builtPageFile} from '../../utils/builtPageFile';
import {validateStepOptions, type AfterBuildStep} from '../after-build';
import {collectCopyPages, type CopyPage, type DocsVersionListing} from './collectCopyPages';
import {hasMarkdownCopy, markdownCopyFile, markdownCopyPath} from './copyPath';
import {llmsFolder, llmsFullTxt, llmsTxt, type LlmsContext} from './llmsTxt';
import {convertPages, type Twins} from './convertPages';
import {validateOptions, type Options} from './options';

/** The docs instance whose versions get llms files: the one at /docs/, which has no id of its own. */
const mainInstance = 'default';

export type CopiesSummary = {copies: number; copyBytes: number; llmsFiles: number; llmsBytes: number};

/**
 * Writes the copy of each page next to it, then llms.txt and llms-full.txt of each version of the docs
 * instance without an id (`mainInstance`); the root's llms.txt also lists the
 * other instances' pages (community).
 */
export async function writeCopies(
  pages: readonly CopyPage[],
  versions: readonly DocsVersionListing[],
  {
    outDir,
    baseUrl,
    siteUrl,
    siteTitle,
    tagline,
  }: {outDir: string; baseUrl: string; siteUrl: string; siteTitle: string; tagline: string},
): Promise<CopiesSummary> {
  const siteRoot = `${siteUrl.replace(/\/+$/, '')}${baseUrl}`;
  const twins: Twins = pages.map(({permalink}) => [decodeURI(permalink), markdownCopyPath(permalink, baseUrl)]);
  const jobs = pages.map(({permalink}) => ({
    permalink,
    file: builtPageFile(outDir, permalink, baseUrl),
    pageUrl: new URL(permalink.slice(baseUrl.length), siteRoot).href,
  }));
  const converted = await convertPages(jobs, twins);
  const copies = new Map<string, string>();
  let copyBytes = 0;
  for (const [index, {permalink}] of pages.entries()) {
    const {markdown, noIndex} = converted[index]!;
    if (noIndex) {
      throw new Error(
        `${permalink} asks search engines not to index it (robots noindex), so it gets no Markdown copy: add its path to the "excludePaths" of markdown-copies`,
      );
    }
    const target = path.join(outDir, markdownCopyFile(permalink, baseUrl));
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, markdown);
    copies.set(permalink, markdown);
    copyBytes += Buffer.byteLength(markdown);
  }

  const context: LlmsContext = {
    siteTitle,
    tagline,
    siteRoot,
    copyPathOf: (permalink) => markdownCopyPath(permalink, baseUrl),
  };
  const main = versions.filter((version) => version.instance === mainInstance);
  // The other instances (community) have one version each, whose sections the root's llms.txt adds.
  const extraSections = versions
    .filter((version) => version.instance !== mainInstance && version.isLast)
    .flatMap((version) => version.sections);
  let llmsBytes = 0;
  for (const version of main) {
    const folder = path.join(outDir, decodeURI(llmsFolder(version, baseUrl).slice(baseUrl.length)));
    const others = main.filter((other) => other !== version);
    const index = llmsTxt(version, others, context, baseUrl, version.isLast ? extraSections : []);
    const full = llmsFullTxt(version, context, (permalink) => copies.get(permalink) ?? '');
    await mkdir(folder, {recursive: true});
    await writeFile(path.join(folder, 'llms.txt'), index);
    await writeFile(path.join(folder, 'llms-full.txt'), full);
    llmsBytes += Buffer.byteLength(index) + Buffer.byteLength(full);
  }
  return {copies: copies.size, copyBytes, llmsFiles: main.length * 2, llmsBytes};
}

/**
 * The after-build step that writes a Markdown copy of every doc, post and page (./collectCopyPages),
 * which the theme components of ./theme link to, and the llms files of each docs version.
 */
export function markdownCopiesStep(options: Options = {}): AfterBuildStep {
  const {excludePaths} = validateStepOptions(validateOptions, options);
  return {
    name: 'markdown-copies',
    async run({outDir, plugins, siteConfig}) {
      const started = performance.now();
      const {pages, versions} = collectCopyPages(plugins);
      // Permalinks as the routes have them: a page plugin's may lack the trailing slash its route gets.
      const {trailingSlash, baseUrl} = siteConfig;
      const route = (permalink: string) => applyTrailingSlash(permalink, {trailingSlash, baseUrl});
      const included = (permalink: string) => hasMarkdownCopy(route(permalink), excludePaths);
      const summary = await writeCopies(
        pages.filter(({permalink}) => included(permalink)).map(({permalink}) => ({permalink: route(permalink)})),
        versions
          .filter((version) => included(version.path))
          .map((version) => ({
            ...version,
            sections: version.sections.map((section) => ({
              ...section,
              docs: section.docs
                .filter(({permalink}) => included(permalink))
                .map((doc) => ({...doc, permalink: route(doc.permalink)})),
            })),
          })),
        {
          outDir,
          baseUrl: siteConfig.baseUrl,
          siteUrl: siteConfig.url,
          siteTitle: siteConfig.title,
          tagline: siteConfig.tagline,
        },
      );
      const kib = (bytes: number) => Math.round(bytes / 1024);
      logger.info`Markdown copies: number=${summary.copies} copies (number=${kib(summary.copyBytes)} KiB), number=${summary.llmsFiles} llms files (number=${kib(summary.llmsBytes)} KiB), in number=${Math.round(performance.now() - started)} ms.`;
    },
  };
}
