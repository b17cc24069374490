import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {createElement, lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import {beforeAll, describe, expect, it} from 'vitest';
import {normalizeThemeConfig} from '@docusaurus/utils-validation';
import themeClassic from '@docusaurus/theme-classic';
import {validateThemeConfig} from '@docusaurus/theme-classic/lib/options';
import {validateConfig} from '@docusaurus/core/lib/server/configValidation';
import {createSiteStorage} from '@docusaurus/core/lib/server/storage';
import {loadHtmlTags} from '@docusaurus/core/lib/server/htmlTags';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {renderToHtml} from '@docusaurus/core/lib/client/renderToHtml';
import defaultSsgTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import type {LoadContext, LoadedPlugin} from '@docusaurus/types';
import siteConfig from '../../docusaurus.config';
import {
  cacheControlFor,
  cacheRules,
  contentSecurityPolicy,
  contentTypeFor,
  inlineHandlerHashes,
  inlineScriptHashes,
  liveCodeContentSecurityPolicy,
  liveCodePagesNginxFile,
  liveCodeScriptSources,
  permanentRedirects,
  prefersMarkdown,
  securityHeaders,
  securityHeadersFor,
  staticFileExtensions,
} from '../../config/hosting';
import {redirects} from '../../config/redirects';
import pathRepairPlugin from '../../src/plugins/path-repair/index';
import storageFallbackPlugin from '../../src/plugins/storage-fallback/index';
import themeFirstPaintPlugin from '../../src/plugins/theme-first-paint/index';
import localSearchPlugin from '../../src/plugins/local-search/index';
import {localSearchOptions} from '../../config/search';
import {validateStepOptions} from '../../src/plugins/after-build';
import {validateOptions as validateLocalSearchOptions} from '../../src/plugins/local-search/options';
import {renderHeaders} from '../../src/plugins/static-host-files/render';
import {cspHash, executableInlineScripts, inlineEventHandlers, policySources} from './inlineScripts';

const siteDir = path.resolve(__dirname, '../..');

/** The part of react-dom/server used here: the project has no type declarations of react-dom. */
type ReactDomServer = {renderToStaticMarkup: (node: ReactNode) => string};
const {renderToStaticMarkup} = createRequire(__filename)('react-dom/server') as ReactDomServer;
const config = validateConfig(siteConfig, path.join(siteDir, 'docusaurus.config.ts'));

/** Paths of every kind the build serves, for comparing the three configurations. */
const samplePaths = [
  '/',
  '/docs/',
  '/docs/cli/',
  '/docs/markdown-features/code-blocks/',
  '/docs/markdown-features/code-blocks/index.html',
  '/tests/docs/folder%20with%20spaces/a%20doc%20with%20spaces/',
  '/404.html',
  '/dogfooding/embed.html',
  '/sw.js',
  '/assets/js/main.c81288dc.js',
  '/assets/js/main.c81288dc.js.br',
  '/assets/css/styles.0f3a1b2c.css',
  '/assets/fonts/KaTeX_Main-Regular-a1b2c3.woff2',
  '/assets/ideal-img/photo.1a2b3c.640.png',
  '/img/logo.svg',
  '/img/favicon.ico',
  '/img/icons/icon-192.png',
  '/manifest.json',
  '/sitemap.xml',
  '/opensearch.xml',
  '/blog/rss.xml',
  '/search-index/docs.json',
  '/search-index/docs.json.js',
  '/index.html.br',
  '/docs/index.html.gz',
];

describe('cache rules', () => {
  it('end with a rule for every path, so that each path has a value', () => {
    expect(cacheRules.at(-1)!.pattern).toBe('*');
  });

  it('give each kind of path its lifetime', () => {
    expect(cacheControlFor('/assets/js/main.c81288dc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/')).toBe('no-cache');
    expect(cacheControlFor('/docs/cli/')).toBe('no-cache');
    expect(cacheControlFor('/404.html')).toBe('no-cache');
    expect(cacheControlFor('/img/logo.svg')).toBe('public, max-age=3600');
    expect(cacheControlFor('/search-index/docs.json')).toBe('public, max-age=3600');
  });
});

describe('permanent redirects', () => {
  it('answer both spellings of every moved page of config/redirects.ts', () => {
    expect(permanentRedirects).toHaveLength(redirects.length * 2);
    for (const {from, to} of redirects) {
      expect(permanentRedirects).toContainEqual({from, to});
      expect(permanentRedirects).toContainEqual({from: `${from}/`, to});
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// The inline scripts of the built pages, produced by the same code as in `docusaurus build`.

/** The HTML minifier of the build (swc unless `future.experimental_faster.swcHtmlMinimizer` is off). */
async function minifyLikeTheBuild(html: string): Promise<string> {
  // The bundler is a dependency of @docusaurus/core, not of the site: load it the way core does.
  const coreRequire = createRequire(require.resolve('@docusaurus/core/package.json'));
  const {getHtmlMinifier} = coreRequire('@docusaurus/bundler') as {
    getHtmlMinifier: (options: {
      type: 'swc' | 'terser';
    }) => Promise<{minify: (html: string) => Promise<{code: string}>}>;
  };
  const minifier = await getHtmlMinifier({type: config.future.experimental_faster.swcHtmlMinimizer ? 'swc' : 'terser'});
  return (await minifier.minify(html)).code;
}

/** The wrong-baseUrl banner script of @docusaurus/core, which is a private function of a client module. */
function baseUrlIssueBannerScript(baseUrl: string): string {
  const source = readFileSync(require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js'), 'utf8');
  // The constants and the two functions that write the script are plain JavaScript, before the JSX.
  const start = source.indexOf('const BannerContainerId');
  const end = source.indexOf('function BaseUrlIssueBanner(');
  expect(start, 'BaseUrlIssueBanner source layout').toBeGreaterThan(0);
  expect(end, 'BaseUrlIssueBanner source layout').toBeGreaterThan(start);
  const createInlineScript = vm.runInNewContext(`${source.slice(start, end)}; createInlineScript`) as (
    baseUrl: string,
  ) => string;
  return createInlineScript(baseUrl);
}

/**
 * The app HTML of a page with Suspense boundaries that finish after the shell, like the live code
 * blocks, rendered by the build's own renderer (patched: patches/@docusaurus+core+3.8.1+001+inline-suspense-boundaries.patch).
 */
async function appHtmlWithLateBoundaries(): Promise<string> {
  const parts = Array.from({length: 3}, (_, index) =>
    lazy(
      () =>
        new Promise<{default: ComponentType}>((resolve) => {
          // Larger than the 12.8 kB past which React would otherwise send a boundary apart from the shell.
          const Part = () => createElement('p', null, `Part ${index} `.repeat(2000));
          setTimeout(() => resolve({default: Part}), 1);
        }),
    ),
  );
  return renderToHtml(
    createElement(
      'main',
      null,
      parts.map((Part, index) => createElement(Suspense, {key: index, fallback: 'Loading'}, createElement(Part))),
    ),
  );
}

/** A page of the build: the site's SSG template with the tags of the plugins that write inline scripts. */
async function renderPage({withBanner, appHtml}: {withBanner: boolean; appHtml: string}): Promise<string> {
  const siteStorage = createSiteStorage(config);
  const themeConfig = validateThemeConfig({
    validate: normalizeThemeConfig as never,
    themeConfig: config.themeConfig as never,
  });
  const {defaultLocale, localeConfigs} = config.i18n;
  const context = {
    siteDir,
    siteConfig: {...config, themeConfig},
    siteStorage,
    i18n: {
      currentLocale: defaultLocale,
      localeConfigs: {[defaultLocale]: {direction: 'ltr', ...localeConfigs[defaultLocale]}},
    },
  } as unknown as LoadContext;
  // The preset's theme comes before the site's own plugins, as in the build.
  const plugins = [
    themeClassic(context, {customCss: []}),
    pathRepairPlugin(),
    storageFallbackPlugin(),
    themeFirstPaintPlugin(context),
    localSearchPlugin(context, validateStepOptions(validateLocalSearchOptions, localSearchOptions)),
  ] as unknown as LoadedPlugin[];
  const tags = loadHtmlTags({plugins, router: config.future.experimental_router});
  const template = await compileSSGTemplate(config.ssrTemplate ?? defaultSsgTemplate);
  return template({
    appHtml,
    baseUrl: config.baseUrl,
    htmlAttributes: 'lang="en" dir="ltr"',
    bodyAttributes: 'class="navigation-with-keyboard"',
    ...tags,
    // react-helmet writes the banner script of the home page among the head's meta tags.
    metaAttributes: withBanner ? [`<script data-rh="true">${baseUrlIssueBannerScript(config.baseUrl)}</script>`] : [],
    scripts: ['assets/js/main.js'],
    stylesheets: ['assets/css/styles.css'],
    noIndex: false,
    version: '3.8.1',
  });
}

/** The inline document of the srcdoc iframe on /tests/pages/embeds/, as written in the page's source. */
function embedsSrcdocDocument(): string {
  const source = readFileSync(path.join(siteDir, '_dogfooding/_pages/pages/embeds.tsx'), 'utf8');
  const match = /const inlineDocument = `([^`]*)`;/.exec(source);
  expect(match, 'inlineDocument in embeds.tsx').not.toBeNull();
  return match![1]!;
}

/** Lists what `actual` lacks and holds too much compared with `expected`, for a readable failure. */
function difference(expected: string[], actual: readonly string[]) {
  return {
    missing: [...new Set(expected)].filter((hash) => !actual.includes(hash)),
    unused: actual.filter((hash) => !expected.includes(hash)),
  };
}

describe('Content-Security-Policy', () => {
  let pageScripts: string[];
  let handlers: string[];

  beforeAll(async () => {
    // The banner script is on the home page when baseUrlIssueBanner is on.
    const home = await minifyLikeTheBuild(
      await renderPage({withBanner: config.baseUrlIssueBanner, appHtml: '<main></main>'}),
    );
    const liveCodePage = await minifyLikeTheBuild(
      await renderPage({withBanner: false, appHtml: await appHtmlWithLateBoundaries()}),
    );
    pageScripts = [...executableInlineScripts(home), ...executableInlineScripts(liveCodePage)];

    const srcdoc = embedsSrcdocDocument();
    const frame = renderToStaticMarkup(createElement('iframe', {title: 'Inline srcdoc document', srcDoc: srcdoc}));
    const embedsPage = await minifyLikeTheBuild(`<!DOCTYPE html><html><body>${frame}</body></html>`);
    // As the build writes the page, then as React writes the iframe after a client-side navigation.
    handlers = [...inlineEventHandlers(embedsPage), ...inlineEventHandlers(srcdoc)];
  });

  it('finds the scripts the build writes', () => {
    // Home: the theme and pre-body scripts (one once minified) and the banner. Live code page: the same
    // first script, and no script of React's: its boundaries are written in place.
    expect(pageScripts).toHaveLength((config.baseUrlIssueBanner ? 2 : 1) + 1);
    expect(pageScripts.some((script) => script.includes('data-announcement-bar-initially-dismissed'))).toBe(true);
    expect(handlers).toHaveLength(2);
  });

  it('allows every inline script that the pages run, and no other', () => {
    const {missing, unused} = difference(pageScripts.map(cspHash), inlineScriptHashes);
    expect(missing, 'new inline script hashes: add them to inlineScriptHashes in config/hosting.ts').toEqual([]);
    expect(unused, 'hashes that no script has any more: remove them from config/hosting.ts').toEqual([]);
  });

  it('allows the inline event handlers of the embeds test page, and no other', () => {
    const {missing, unused} = difference(handlers.map(cspHash), inlineHandlerHashes);
    expect(missing, 'new handler hashes: add them to inlineHandlerHashes in config/hosting.ts').toEqual([]);
    expect(unused, 'hashes that no handler has any more: remove them from config/hosting.ts').toEqual([]);
  });

  it('lists the hashes in the policy the hosts send, and eval in the policy of the pages with live code only', () => {
    const policy = securityHeaders['Content-Security-Policy'];
    expect(policySources(policy, 'script-src')).toEqual(["'self'", ...inlineScriptHashes]);
    expect(policySources(liveCodeContentSecurityPolicy, 'script-src')).toEqual([
      "'self'",
      "'unsafe-eval'",
      ...inlineScriptHashes,
    ]);
    expect(liveCodeContentSecurityPolicy.replace(" 'unsafe-eval'", '')).toBe(policy);
    expect(policySources(policy, 'script-src-attr')).toEqual(["'unsafe-hashes'", ...inlineHandlerHashes]);
    expect(Object.keys(contentSecurityPolicy)).toContain('frame-ancestors');
  });
});

// ---------------------------------------------------------------------------------------------------
// deploy/nginx.conf and the `_headers` of src/plugins/static-host-files say what config/hosting.ts says.

const nginxConf = readFileSync(path.join(siteDir, 'deploy/nginx.conf'), 'utf8');

/** The Cache-Control that nginx's `map $uri $cache_control` gives a path: exact names, then regexes in order. */
function nginxCacheControl(pathname: string): string {
  const block = /map \$uri \$cache_control \{([^}]*)\}/.exec(nginxConf)![1]!;
  const entries = [...block.matchAll(/^\s*(\S+)\s+"([^"]*)";/gm)].map(([, key, value]) => ({key: key!, value: value!}));
  const exact = entries.find(({key}) => key === pathname);
  const regex = entries.find(({key}) => key.startsWith('~') && new RegExp(key.slice(1)).test(pathname));
  return (exact ?? regex ?? entries.find(({key}) => key === 'default')!).value;
}

/** The headers that nginx's server block adds to every response: name → [value, ends with `always`]. */
function nginxAddedHeaders(): Map<string, {value: string; always: boolean}> {
  return new Map(
    [...nginxConf.matchAll(/^\s*add_header\s+(\S+)\s+("([^"]*)"|\S+)(\s+always)?;/gm)].map(
      ([, name, raw, quoted, always]) => [name!, {value: quoted ?? raw!, always: Boolean(always)}],
    ),
  );
}

/** Parsed `_headers` rules: path pattern and its lines (`Name: value`, or `! Name` to detach). */
function headerRules(headersText: string) {
  const rules: {pattern: RegExp; lines: string[]}[] = [];
  for (const line of headersText.split('\n')) {
    if (line.startsWith('/')) {
      const source = line
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      rules.push({pattern: new RegExp(`^${source}$`), lines: []});
    } else if (/^\s+\S/.test(line)) {
      rules.at(-1)!.lines.push(line.trim());
    }
  }
  return rules;
}

/**
 * The headers a host sends for a path. Cloudflare Pages (documented): every matching rule in order,
 * `! Name` drops what earlier rules set, a header set twice is joined with ", ". Netlify (its CLI's
 * emulation and header parser): every matching rule in order, a later value replaces an earlier one,
 * lines without a colon are skipped.
 */
function hostHeaders(headersText: string, pathname: string, host: 'cloudflare' | 'netlify'): Map<string, string> {
  const headers = new Map<string, string>();
  for (const {pattern, lines} of headerRules(headersText)) {
    if (!pattern.test(pathname)) {
      continue;
    }
    for (const line of lines) {
      if (line.startsWith('!')) {
        if (host === 'cloudflare') {
          headers.delete(line.slice(1).trim());
        }
        continue;
      }
      const [name, ...value] = line.split(':');
      const previous = headers.get(name!);
      const joined = value.join(':').trim();
      headers.set(name!, host === 'cloudflare' && previous !== undefined ? `${previous}, ${joined}` : joined);
    }
  }
  return headers;
}

describe('the three hosting configurations agree', () => {
  // Two of the sample paths are a page with live code, as the live-code-pages step would list it.
  const liveCodePages = ['/docs/markdown-features/code-blocks/'];
  const headersText = renderHeaders(liveCodePages);

  it.each(samplePaths)('%s: same Cache-Control', (pathname) => {
    const expected = cacheControlFor(pathname);
    expect(nginxCacheControl(decodeURIComponent(pathname)), 'deploy/nginx.conf').toBe(expected);
    expect(hostHeaders(headersText, pathname, 'cloudflare').get('Cache-Control'), 'Cloudflare _headers').toBe(expected);
    expect(hostHeaders(headersText, pathname, 'netlify').get('Cache-Control'), 'Netlify _headers').toBe(expected);
  });

  it.each(samplePaths)('%s: same security headers', (pathname) => {
    const expected = securityHeadersFor(decodeURIComponent(pathname), new Set(liveCodePages));
    for (const host of ['cloudflare', 'netlify'] as const) {
      const headers = hostHeaders(headersText, pathname, host);
      for (const [name, value] of Object.entries(expected)) {
        expect(headers.get(name), `${host} _headers: ${name}`).toBe(value);
      }
    }
  });

  it('gives eval to the pages with live code only: nginx, by the list the build writes', () => {
    const sources = /map \$live_code_page \$live_code_script_sources \{\s*default "";\s*1 "([^"]*)";\s*\}/.exec(
      nginxConf,
    );
    expect(sources, 'map $live_code_page $live_code_script_sources').not.toBeNull();
    expect(sources![1]).toBe(` ${liveCodeScriptSources.join(' ')}`);
    expect(nginxConf).toMatch(
      new RegExp(
        `map \\$uri \\$live_code_page \\{\\s*default 0;\\s*include __ROOT__/${liveCodePagesNginxFile};\\s*\\}`,
      ),
    );
    const policy = nginxAddedHeaders().get('Content-Security-Policy')!.value;
    expect(policy.replace('$live_code_script_sources', '')).toBe(securityHeaders['Content-Security-Policy']);
    expect(policy.replace('$live_code_script_sources', sources![1]!)).toBe(liveCodeContentSecurityPolicy);
    expect(securityHeadersFor('/docs/markdown-features/code-blocks/index.html', new Set(liveCodePages))).toEqual({
      ...securityHeaders,
      'Content-Security-Policy': liveCodeContentSecurityPolicy,
    });
  });

  it('nginx adds the security headers, Cache-Control and Vary to every response, errors included', () => {
    const added = nginxAddedHeaders();
    expect([...added.keys()].sort()).toEqual([...Object.keys(securityHeaders), 'Cache-Control', 'Vary'].sort());
    // Vary: Accept on page URLs only, which answer with HTML or Markdown (an empty value adds no header).
    expect(added.get('Vary')).toEqual({value: '$vary_accept', always: true});
    for (const [name, value] of Object.entries(securityHeaders)) {
      // The policy's script-src takes the pages with live code's sources (the test above).
      const sent = added.get(name)!.value.replace('$live_code_script_sources', '');
      expect({...added.get(name), value: sent}, `add_header ${name}`).toEqual({value, always: true});
    }
    expect(added.get('Cache-Control')).toEqual({value: '$cache_control_header', always: true});
    // Successful answers take the value of the path; errors are revalidated.
    expect(nginxConf).toMatch(
      /map \$status \$cache_control_header \{\s*~\^\[45\] "no-cache";\s*default \$cache_control;\s*\}/,
    );
  });

  it('nginx answers exactly the moved pages with 301, keeping the query', () => {
    const locations = [...nginxConf.matchAll(/location = (\S+) \{\s*return 301 (\S+)\$is_args\$args;\s*\}/g)].map(
      ([, from, to]) => ({from, to}),
    );
    expect(locations).toEqual(permanentRedirects);
  });

  it('covers in _headers each file type outside /assets/', () => {
    for (const extension of staticFileExtensions) {
      expect(headersText).toContain(`\n/*.${extension}\n`);
    }
  });

  it('sends the Markdown copies and the llms files with their type and charset, as nginx does', () => {
    for (const [file, type] of [
      ['/docs/installation.md', 'text/markdown; charset=utf-8'],
      ['/docs/3.8.1/llms.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      expect(contentTypeFor(file)).toBe(type);
      for (const host of ['cloudflare', 'netlify'] as const) {
        expect(hostHeaders(headersText, file, host).get('Content-Type'), `${host}: ${file}`).toBe(type);
      }
    }
    expect(contentTypeFor('/docs/installation/')).toBeUndefined();
    expect(nginxConf).toMatch(/types \{[^}]*text\/markdown md;/);
    expect(nginxConf).toMatch(
      /charset_types[^;]*text\/markdown[^;]*text\/plain|charset_types[^;]*text\/plain[^;]*text\/markdown/,
    );
  });

  it('answers a page with Markdown for the same Accept headers in nginx as prefersMarkdown says', () => {
    const block = /map \$http_accept \$markdown_preferred \{([^}]*)\}/.exec(nginxConf)![1]!;
    const patterns = [...block.matchAll(/"~\*([^"]+)" 1;/g)].map((match) => new RegExp(match[1]!, 'i'));
    expect(patterns).toHaveLength(2);
    const accepts = {
      'text/markdown': true,
      'text/markdown, text/html;q=0.5': true,
      'text/plain, text/markdown': true,
      'TEXT/MARKDOWN': true,
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8': false,
      'text/html, text/markdown;q=0.9': false,
      '*/*': false,
      '': false,
    };
    for (const [accept, expected] of Object.entries(accepts)) {
      expect(prefersMarkdown(accept), accept).toBe(expected);
      expect(
        patterns.some((pattern) => pattern.test(accept)),
        `nginx: ${accept}`,
      ).toBe(expected);
    }
  });

  it('keeps the policy on one line without double quotes, as nginx and the _headers format need', () => {
    expect(securityHeaders['Content-Security-Policy']).not.toMatch(/[\n"]/);
  });
});
