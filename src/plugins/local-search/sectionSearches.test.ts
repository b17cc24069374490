import {mkdtemp, writeFile} from 'fs/promises';
import os from 'os';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {readSectionSearches, withSectionSearches} from './sectionSearches';
import type {SearchRecord} from './engine/types';

async function folderOf(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'section-searches-'));
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(folder, name), text);
  }
  return folder;
}

function record(url: string, position: number): SearchRecord {
  return {
    objectID: `r${position}`,
    url,
    type: 'content',
    hierarchy: {lvl0: 'Docs', lvl1: 'CLI', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: 'text',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    position,
  };
}

describe('section searches', () => {
  it('are read by section URL, the page path and the anchor', async () => {
    const folder = await folderOf({
      'cli.json': JSON.stringify({
        page: '/docs/cli/',
        sections: {'': ['docusaurus commands'], '#docusaurus-serve': ['preview the build locally']},
      }),
      'notes.txt': 'not a page',
    });
    expect(await readSectionSearches(folder)).toEqual(
      new Map([
        ['/docs/cli/', ['docusaurus commands']],
        ['/docs/cli/#docusaurus-serve', ['preview the build locally']],
      ]),
    );
  });

  it('stop the build at a file that is not JSON or not of their shape, naming it and the fault', async () => {
    const broken = await folderOf({'cli.json': '{"page": "/docs/cli/",'});
    await expect(readSectionSearches(broken)).rejects.toThrow(/cli\.json is not valid JSON/);
    const anchorless = await folderOf({'cli.json': JSON.stringify({page: '/docs/cli/', sections: {serve: ['x']}})});
    await expect(readSectionSearches(anchorless)).rejects.toThrow(
      /cli\.json: "sections\.serve": each key of "sections" must be an anchor such as "#options", or ""/,
    );
    const relative = await folderOf({'cli.json': JSON.stringify({page: 'docs/cli', sections: {}})});
    await expect(readSectionSearches(relative)).rejects.toThrow(
      /cli\.json: "page" must be the path of a page, starting and ending with "\/"/,
    );
  });

  it("go to a section's first record only, and the sections not on the site are named", () => {
    const records = [record('/docs/cli/#docusaurus-serve', 0), record('/docs/cli/#docusaurus-serve', 1)];
    const searches = new Map([
      ['/docs/cli/#docusaurus-serve', ['preview the build locally']],
      ['/docs/cli/#docusaurus-preview', ['an anchor renamed since']],
    ]);
    const {records: given, unknown} = withSectionSearches(records, searches);
    expect(given.map((each) => each.searches)).toEqual([['preview the build locally'], undefined]);
    expect(unknown).toEqual(['/docs/cli/#docusaurus-preview']);
  });
});
