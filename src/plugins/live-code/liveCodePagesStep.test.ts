import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {findLiveCodePages, liveCodePagesStep} from './liveCodePagesStep';

describe('live-code-pages step', () => {
  let outDir: string;

  async function page(route: string, body: string): Promise<void> {
    const folder = path.join(outDir, route);
    await mkdir(folder, {recursive: true});
    await writeFile(path.join(folder, 'index.html'), `<!DOCTYPE html><html><body>${body}</body></html>`);
  }

  beforeEach(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'live-code-pages-'));
    await page('/docs/code-blocks/', '<div data-live-code-language="jsx"><pre>live</pre></div>');
    await page('/docs/intro/', '<pre><code>&lt;div data-live-code-language=&quot;jsx&quot;&gt;</code></pre>');
    // As the minifier writes it, without quotes.
    await page('/docs/api/@docusaurus/live/', '<div data-live-code-language=tsx></div>');
    await page('/', '<main>Home</main>');
  });

  afterEach(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  it('finds the pages whose HTML holds a live code block, sorted, skipping routes without a file', async () => {
    const routes = ['/docs/intro/', '/docs/code-blocks/', '/', '/docs/api/@docusaurus/live/', '/docs/redirected/'];
    expect(await findLiveCodePages(outDir, routes, '/')).toEqual(['/docs/api/@docusaurus/live/', '/docs/code-blocks/']);
  });

  it('writes the list into _live-code-pages.json', async () => {
    await liveCodePagesStep().run({
      outDir,
      routesPaths: ['/', '/docs/code-blocks/', '/docs/code-blocks/'],
      siteConfig: {baseUrl: '/'},
    } as never);
    expect(JSON.parse(await readFile(path.join(outDir, '_live-code-pages.json'), 'utf8'))).toEqual([
      '/docs/code-blocks/',
    ]);
  });

  it('stops on a page it cannot read, naming the error', async () => {
    await mkdir(path.join(outDir, 'docs/folder-not-file/index.html'), {recursive: true});
    await expect(findLiveCodePages(outDir, ['/docs/folder-not-file/'], '/')).rejects.toThrow(/EISDIR/);
  });
});
