/**
 * What a host must send with the production build: cache lifetimes by path, the security headers, and
 * the moved pages as real redirects. The one source for deploy/nginx.conf (which restates the values,
 * checked by tests/unit/hosting.test.ts) and for the `_headers` and `_redirects` files that
 * src/plugins/static-host-files writes for Netlify and Cloudflare Pages. Plain data and pure functions.
 */
import {redirects} from './redirects';

/** The Cache-Control values the site uses. */
export const cacheControl = {
  /** Content-hashed files: a new build gives changed files new names, so a copy never goes stale. */
  immutable: 'public, max-age=31536000, immutable',
  /** Kept, but checked with the server before each use: pages name the current bundles. */
  revalidate: 'no-cache',
  /** Images, the search index, the manifest, feeds: an hour, then checked again. */
  short: 'public, max-age=3600',
} as const;

/** A path pattern and the Cache-Control of the paths it matches. `*` stands for any run of characters. */
type CacheRule = {pattern: string; cacheControl: string};

/** Checked in order; the first pattern that matches the whole path gives the value. */
export const cacheRules: readonly CacheRule[] = [
  {pattern: '/assets/*', cacheControl: cacheControl.immutable},
  // A new service worker must reach the browser at once, or the old one keeps serving the old site.
  {pattern: '/sw.js', cacheControl: cacheControl.revalidate},
  // Pages: folder URLs (trailingSlash: true) and the .html files behind them.
  {pattern: '*/', cacheControl: cacheControl.revalidate},
  {pattern: '*.html', cacheControl: cacheControl.revalidate},
  {pattern: '*', cacheControl: cacheControl.short},
];

/** Whether a pattern of {@link cacheRules} matches the whole of `pathname`. */
function matchesPathPattern(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/** The Cache-Control that the host sends for a URL path. */
export function cacheControlFor(pathname: string): string {
  return cacheRules.find((rule) => matchesPathPattern(rule.pattern, pathname))!.cacheControl;
}

/**
 * Extensions of the files served outside /assets/ that are not pages. Netlify and Cloudflare Pages match
 * paths with wildcards only, so their `_headers` gives the short lifetime by extension, over a default
 * that suits the folder URLs of pages. tests/e2e/hosting-files.spec.ts fails on a build file of another type.
 */
export const staticFileExtensions = [
  'avif',
  'br',
  'css',
  'gif',
  'gz',
  'ico',
  'jpeg',
  'jpg',
  'js',
  'json',
  'md',
  'mp4',
  'pdf',
  'png',
  'svg',
  'ttf',
  'txt',
  'webm',
  'webmanifest',
  'webp',
  'woff',
  'woff2',
  'xml',
  'zip',
] as const;

/**
 * The Content-Type of the text files for readers' tools, which hosts send without a charset or, for
 * Markdown, not at all: the pages' Markdown copies and the llms files (src/plugins/markdown-copies).
 */
const textContentTypes = {
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
} as const;

/** The Content-Type that the host sends for a file of {@link textContentTypes}, by its extension. */
export function contentTypeFor(pathname: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/.exec(pathname)?.[1];
  return extension && Object.hasOwn(textContentTypes, extension)
    ? textContentTypes[extension as keyof typeof textContentTypes]
    : undefined;
}

/**
 * A page's URL answers with its Markdown copy when the request's Accept header prefers Markdown: it names
 * text/markdown first, or names it and not text/html (what browsers send first). Such responses, and the
 * HTML of the same URLs, carry `Vary: Accept`. deploy/nginx.conf and scripts/serve.mjs do it;
 * Netlify's and Cloudflare's static files cannot.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  const value = (accept ?? '').toLowerCase();
  return /^\s*text\/markdown/.test(value) || (value.includes('text/markdown') && !value.includes('text/html'));
}

/**
 * sha256 of each inline script that the built pages run, as CSP sources. The HTML minifier rewrites the
 * scripts and joins adjacent ones, so these are hashes of its output. tests/unit/hosting.test.ts
 * recomputes them from the code that writes the scripts and names any hash that changed.
 */
export const inlineScriptHashes = [
  // Body start of every page: the theme's colour mode, `?docusaurus-data-*` and announcement bar scripts,
  // then the site's own (path-repair, storage-fallback, theme-first-paint, the search shortcut of
  // local-search), joined into one script.
  "'sha256-3WQG1ahS9EwAcNB0eF+skF8EykUcaHnpVapTt1l346k='",
  // Home page head: the wrong-baseUrl banner of @docusaurus/core, shown when the bundles fail to load.
  "'sha256-LF3Z8n3CoT6+StShrU4zdlpOt7gwSfDDuFOnesPW+JI='",
];

/**
 * sha256 of the inline event handlers allowed to run. The only one is the button of the srcdoc document
 * on /tests/pages/embeds/, which inherits this page's policy: once as the minifier writes it into the
 * page's HTML, once as React writes it when the page is reached by client-side navigation.
 */
export const inlineHandlerHashes = [
  "'sha256-REASHtqbeHeGUGtvNm4TJNOnd9xfmVWrQXjhgpf8Z9Y='",
  "'sha256-sIL9iBFhuM4FJXs/aLCX0TSBo3BleHGswDA0HjgiTaE='",
];

/**
 * The Content-Security-Policy, directive by directive, worked out from what the built site loads.
 * A Docusaurus site changes pages in the browser, so the policy of the first page opened stays for the
 * whole visit: every directive has to suit every page, except eval, which only the pages with live code
 * get ({@link liveCodeScriptSources}); src/plugins/live-code reloads a live page reached from another.
 */
export const contentSecurityPolicy: Record<string, readonly string[]> = {
  // Anything not named below: this origin only.
  'default-src': ["'self'"],
  // Bundles from this origin and the inline scripts above.
  'script-src': ["'self'", ...inlineScriptHashes],
  // Inline event handlers: none but the ones hashed above.
  'script-src-attr': ["'unsafe-hashes'", ...inlineHandlerHashes],
  // React writes style attributes (announcement bar, KaTeX, ideal-image), Mermaid writes <style> elements.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Site images, plus the data: URIs of Infima's icons and ideal-image's blurred placeholders.
  'img-src': ["'self'", 'data:'],
  // KaTeX's fonts, served under /assets/fonts/.
  'font-src': ["'self'"],
  // The local search index and the service worker's precache requests.
  'connect-src': ["'self'"],
  // The offline-mode service worker, /sw.js.
  'worker-src': ["'self'"],
  // /manifest.json of the PWA plugin.
  'manifest-src': ["'self'"],
  // The test area frames a static file of the site; an iframe srcdoc document needs no source.
  'frame-src': ["'self'"],
  // No plugins (<object>, <embed>).
  'object-src': ["'none'"],
  // A <base> element cannot move the site's relative URLs elsewhere.
  'base-uri': ["'self'"],
  // Forms post to this origin only (the site has none that post elsewhere).
  'form-action': ["'self'"],
  // Only pages of this origin may frame the site, as X-Frame-Options says for older browsers.
  'frame-ancestors': ["'self'"],
};

/** A policy written as the header value: directives joined with "; ". */
function serializeContentSecurityPolicy(policy: Record<string, readonly string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/**
 * What the pages with live code add to script-src: eval, as the live code blocks compile the reader's
 * code in the browser with `new Function` (react-live's evalCode).
 */
export const liveCodeScriptSources = ["'unsafe-eval'"] as const;

/** Sent with every response, errors and redirects included (the pages with live code: see below). */
export const securityHeaders = {
  'Content-Security-Policy': serializeContentSecurityPolicy(contentSecurityPolicy),
  // Files are only what their Content-Type says: no script made of an image or a JSON file.
  'X-Content-Type-Options': 'nosniff',
  // Other sites see the origin of a link, never the path and query.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Framing by this origin only (the test area frames a static file), for browsers without frame-ancestors.
  'X-Frame-Options': 'SAMEORIGIN',
} as const;

/** The policy of the pages with live code: the site's, with {@link liveCodeScriptSources} after 'self'. */
export const liveCodeContentSecurityPolicy = serializeContentSecurityPolicy({
  ...contentSecurityPolicy,
  'script-src': ["'self'", ...liveCodeScriptSources, ...inlineScriptHashes],
});

/**
 * The list of the pages with live code, written into the build folder by the live-code-pages step
 * (src/plugins/live-code): a JSON array of page paths, read by scripts/serve.mjs and the host-files step.
 */
export const liveCodePagesFile = '_live-code-pages.json';

/** The same list as an nginx `map` body, written by the host-files step and included by deploy/nginx.conf. */
export const liveCodePagesNginxFile = '_live-code-pages.conf';

/**
 * The security headers of a path: a page of `liveCodePages` (its folder URL, or the index.html behind
 * it) gets {@link liveCodeContentSecurityPolicy}, any other path {@link securityHeaders}.
 */
export function securityHeadersFor(pathname: string, liveCodePages: ReadonlySet<string>): Record<string, string> {
  const page = pathname.replace(/\/index\.html$/, '/');
  return liveCodePages.has(page)
    ? {...securityHeaders, 'Content-Security-Policy': liveCodeContentSecurityPolicy}
    : securityHeaders;
}

/** A redirect that a host answers with 301, keeping the query. */
export type PermanentRedirect = {from: string; to: string};

/**
 * The moved pages of config/redirects.ts, with both spellings of the old path (with and without the
 * trailing slash). The client-redirects plugin still writes its HTML stubs for hosts that cannot redirect.
 */
export const permanentRedirects: readonly PermanentRedirect[] = redirects.flatMap(({from, to}) => {
  const withoutSlash = from.replace(/\/$/, '');
  return [
    {from: withoutSlash, to},
    {from: `${withoutSlash}/`, to},
  ];
});
