import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {
  liveCodePagesFile,
  liveCodePagesNginxFile,
  permanentRedirects,
  securityHeaders,
  staticFileExtensions,
} from '../../config/hosting';
import {renderHeaders} from '../../src/plugins/static-host-files/render';
import {cspHash, executableInlineScripts, inlineEventHandlers, policySources} from '../unit/inlineScripts';

/**
 * Reads build/ (no browser): what the pages really contain checked against config/hosting.ts. The unit
 * test tests/unit/hosting.test.ts recomputes the scripts from their code; this catches what depends on
 * the content, such as the number of lazily loaded parts of a page.
 */
const buildDir = path.resolve('build');
const policy = securityHeaders['Content-Security-Policy'];

function filesUnder(directory: string): string[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const entryPath = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(entryPath) : [entryPath];
  });
}

const files = filesUnder(buildDir).map((file) => `/${path.relative(buildDir, file).split(path.sep).join('/')}`);
const htmlFiles = files.filter((file) => file.endsWith('.html'));
const readBuildFile = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');

/** The stubs of the client-redirects plugin move on by meta refresh when the policy blocks their script. */
const isClientRedirectStub = (html: string) => html.includes('http-equiv="refresh"');

test('every inline script of the pages is allowed by the Content-Security-Policy', () => {
  const allowed = new Set(policySources(policy, 'script-src'));
  const blocked: string[] = [];
  let pages = 0;
  for (const file of htmlFiles) {
    const html = readBuildFile(file);
    if (isClientRedirectStub(html)) {
      continue;
    }
    pages += 1;
    for (const script of executableInlineScripts(html)) {
      const hash = cspHash(script);
      if (!allowed.has(hash)) {
        blocked.push(`${file}: ${hash} ${script.slice(0, 60)}`);
      }
    }
  }
  expect(pages, 'pages read').toBeGreaterThan(100);
  expect(blocked, 'add these hashes to config/hosting.ts').toEqual([]);
});

test('every inline event handler of the pages is allowed by the Content-Security-Policy', () => {
  const allowed = new Set(policySources(policy, 'script-src-attr'));
  const blocked: string[] = [];
  for (const file of htmlFiles) {
    const html = readBuildFile(file);
    if (!/\son[a-z]+=|srcdoc=/i.test(html)) {
      continue;
    }
    for (const handler of inlineEventHandlers(html)) {
      if (!allowed.has(cspHash(handler))) {
        blocked.push(`${file}: ${cspHash(handler)} ${handler.slice(0, 60)}`);
      }
    }
  }
  expect(blocked, 'add these hashes to inlineHandlerHashes in config/hosting.ts').toEqual([]);
});

test('every file outside /assets/ is a page or of a type that _headers names', () => {
  const known = new Set<string>(['html', 'htm', ...staticFileExtensions]);
  const unknown = files.filter((file) => {
    const extension = path.extname(file).slice(1).toLowerCase();
    // The hosts' own files: _headers and _redirects for Netlify and Cloudflare Pages, the list for nginx.
    const hostFiles = ['/_headers', '/_redirects', `/${liveCodePagesNginxFile}`];
    return !file.startsWith('/assets/') && !hostFiles.includes(file) && !known.has(extension);
  });
  expect(unknown, 'add their extensions to staticFileExtensions in config/hosting.ts').toEqual([]);
});

test('the pages listed as having live code are exactly those whose editor the page holds', () => {
  const listed = JSON.parse(readBuildFile(`/${liveCodePagesFile}`)) as string[];
  const withPlayground = htmlFiles
    .filter((file) => /class="?playgroundContainer/.test(readBuildFile(file)))
    .map((file) => file.replace(/index\.html$/, ''));
  expect(withPlayground).toContain('/docs/markdown-features/code-blocks/');
  expect([...listed].sort()).toEqual(withPlayground.sort());
});

test('the static host files of the build are those of config/hosting.ts', () => {
  test.skip(!existsSync(path.join(buildDir, '_headers')), 'the static-host-files plugin is not in this build');
  expect(readBuildFile('/_headers')).toBe(renderHeaders(JSON.parse(readBuildFile(`/${liveCodePagesFile}`))));
  const redirectLines = readBuildFile('/_redirects')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  expect(redirectLines.map((line) => line.replace(/ 301!?$/, ''))).toEqual(
    permanentRedirects.map(({from, to}) => `${from} ${to}`),
  );
});
