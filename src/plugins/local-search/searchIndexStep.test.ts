import {mkdir, mkdtemp, readFile, rm, writeFile} from 'fs/promises';
import os from 'os';
import path from 'path';
import {afterEach, describe, expect, it} from 'vitest';
import type {AfterBuildProps} from '../after-build';
import {builtDocPage} from './builtDocPage';
import {requesterMarker} from './client/requesterMarker';
import {searchIndexStep} from './searchIndexStep';
import {LocalSearchIndex} from './engine/searchIndex';

/** A built site of one doc with a section `#links`, and a section searches file listing `anchors`. */
async function builtSite(anchors: string[]): Promise<string> {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'search-index-step-'));
  await mkdir(path.join(siteDir, 'build/assets/js'), {recursive: true});
  await writeFile(path.join(siteDir, 'build/assets/js/main.js'), `const marker = '${requesterMarker}';`);
  await mkdir(path.join(siteDir, 'build/docs/items'), {recursive: true});
  await writeFile(
    path.join(siteDir, 'build/docs/items/index.html'),
    builtDocPage('<h2 id="links">Links</h2><p>A link item points anywhere.</p>'),
  );
  await mkdir(path.join(siteDir, 'section-searches'));
  await writeFile(
    path.join(siteDir, 'section-searches/items.json'),
    JSON.stringify({
      page: '/docs/items/',
      sections: Object.fromEntries(anchors.map((anchor) => [anchor, ['hyperlink in the sidebar']])),
    }),
  );
  return siteDir;
}

function runStep(siteDir: string): Promise<void> {
  const step = searchIndexStep({sectionSearches: 'section-searches', devIndexCacheDirectory: 'cache'});
  return step.run({
    outDir: path.join(siteDir, 'build'),
    siteDir,
    routesPaths: ['/docs/items/'],
    siteConfig: {baseUrl: '/', future: {experimental_router: 'browser'}},
  } as unknown as AfterBuildProps);
}

describe('the search-index step', () => {
  let siteDir = '';
  afterEach(() => rm(siteDir, {recursive: true, force: true}));

  it('indexes the searches of the sections the build has', async () => {
    siteDir = await builtSite(['#links']);
    await runStep(siteDir);
    const directory = path.join(siteDir, 'build/search-index');
    const index = new LocalSearchIndex(async (file) => JSON.parse(await readFile(path.join(directory, file), 'utf8')));
    expect((await index.search({query: 'hyperlink'})).hits.map((hit) => hit.url)).toEqual(['/docs/items/#links']);
  });

  it('stops the build at searches whose section is not on the site, naming it', async () => {
    siteDir = await builtSite(['#links', '#link-items']);
    await expect(runStep(siteDir)).rejects.toThrow(
      'Local search: section-searches has searches for sections that are not on the site (renamed or removed?): /docs/items/#link-items.',
    );
  });
});
