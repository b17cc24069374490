import {mkdtemp, readFile, readdir, rm, writeFile} from 'fs/promises';
import os from 'os';
import path from 'path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {cacheControl, liveCodeContentSecurityPolicy, securityHeaders} from '../../../config/hosting';
import {hostFilesStep, validateOptions} from './index';
import {DEFAULT_OPTIONS} from './options';
import {renderHeaders, renderNginxLiveCodePages, renderRedirects} from './render';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never});

/** The blocks of a `_headers` text: path line, then its indented lines. */
function blocksOf(text: string): {path: string; lines: string[]}[] {
  const blocks: {path: string; lines: string[]}[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) {
      blocks.push({path: line, lines: []});
    } else if (line.startsWith('  ')) {
      blocks.at(-1)!.lines.push(line.trim());
    }
  }
  return blocks;
}

describe('static-host-files options', () => {
  it('defaults to redirects that Cloudflare Pages reads too', () => {
    const {id: _id, ...options} = validate({}) as typeof DEFAULT_OPTIONS & {id: string};
    expect(options).toEqual(DEFAULT_OPTIONS);
  });

  it('rejects a forceRedirects that is not a boolean', () => {
    expect(() => validate({forceRedirects: 'yes'})).toThrow(/"forceRedirects" must be a boolean/);
  });
});

describe('renderHeaders', () => {
  const blocks = blocksOf(renderHeaders());

  it('sends the security headers and the pages’ lifetime for every path', () => {
    expect(blocks[0]).toEqual({
      path: '/*',
      lines: [
        ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
        'Cache-Control: no-cache',
      ],
    });
  });

  it('detaches Cache-Control before every later rule sets it again', () => {
    for (const block of blocks.slice(1)) {
      expect(block.lines[0], block.path).toBe('! Cache-Control');
      expect(block.lines[1], block.path).toMatch(/^Cache-Control: /);
    }
  });

  it('ends with the hashed assets, whose extensions the earlier rules also name', () => {
    expect(blocks.at(-1)).toEqual({
      path: '/assets/*',
      lines: ['! Cache-Control', `Cache-Control: ${cacheControl.immutable}`],
    });
    expect(blocks.find((block) => block.path === '/*.js')!.lines[1]).toBe(`Cache-Control: ${cacheControl.short}`);
  });

  it('gives each page with live code, and its index.html, the policy that allows eval, after every other rule', () => {
    const withLiveCode = blocksOf(renderHeaders(['/docs/code-blocks/', '/docs/api/@docusaurus/live/']));
    expect(withLiveCode.slice(0, blocks.length)).toEqual(blocks);
    const detached = ['! Content-Security-Policy', `Content-Security-Policy: ${liveCodeContentSecurityPolicy}`];
    expect(withLiveCode.slice(blocks.length)).toEqual([
      {path: '/docs/code-blocks/', lines: detached},
      {path: '/docs/code-blocks/index.html', lines: detached},
      {path: '/docs/api/@docusaurus/live/', lines: detached},
      {path: '/docs/api/@docusaurus/live/index.html', lines: detached},
    ]);
    expect(liveCodeContentSecurityPolicy).toContain("script-src 'self' 'unsafe-eval' 'sha256-");
    expect(securityHeaders['Content-Security-Policy']).not.toContain('unsafe-eval');
  });

  it('stays within Cloudflare Pages’ limits: 100 rules, 2,000 characters a line', () => {
    const text = renderHeaders(Array.from({length: 30}, (_, index) => `/docs/live-${index}/`));
    expect(blocksOf(text).length).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) {
      expect(line.length).toBeLessThanOrEqual(2000);
    }
  });
});

describe('renderNginxLiveCodePages', () => {
  it('maps each page with live code and its index.html to 1, quoted', () => {
    expect(renderNginxLiveCodePages(['/docs/code-blocks/', '/tests/a "b"/']).split('\n').slice(1)).toEqual([
      '"/docs/code-blocks/" 1;',
      '"/docs/code-blocks/index.html" 1;',
      '"/tests/a \\"b\\"/" 1;',
      '"/tests/a \\"b\\"/index.html" 1;',
      '',
    ]);
  });
});

describe('renderRedirects', () => {
  const redirects = [
    {from: '/docs/old', to: '/docs/new/'},
    {from: '/docs/old/', to: '/docs/new/'},
  ];

  it('writes one 301 a line', () => {
    expect(renderRedirects(redirects, {force: false}).split('\n').slice(1)).toEqual([
      '/docs/old /docs/new/ 301',
      '/docs/old/ /docs/new/ 301',
      '',
    ]);
  });

  it('writes the forced form for Netlify when asked', () => {
    expect(renderRedirects(redirects, {force: true})).toContain('/docs/old /docs/new/ 301!\n');
  });
});

describe('host-files step', () => {
  let outDir: string;

  beforeEach(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'static-host-files-'));
  });

  afterEach(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  it('writes _headers, _redirects and the nginx list of pages with live code into the build folder', async () => {
    await hostFilesStep().run({outDir} as never);
    expect((await readdir(outDir)).sort()).toEqual(['_headers', '_live-code-pages.conf', '_redirects']);
    expect(await readFile(path.join(outDir, '_headers'), 'utf8')).toBe(renderHeaders());
    expect(await readFile(path.join(outDir, '_redirects'), 'utf8')).toContain(
      '/docs/support /community/support/ 301\n/docs/support/ /community/support/ 301\n',
    );
  });

  it('takes the pages with live code from the list the live-code-pages step wrote', async () => {
    await writeFile(path.join(outDir, '_live-code-pages.json'), JSON.stringify(['/docs/code-blocks/']));
    await hostFilesStep().run({outDir} as never);
    expect(await readFile(path.join(outDir, '_headers'), 'utf8')).toBe(renderHeaders(['/docs/code-blocks/']));
    expect(await readFile(path.join(outDir, '_live-code-pages.conf'), 'utf8')).toContain(
      '"/docs/code-blocks/index.html" 1;',
    );
  });
});
