import {
  cacheControlFor,
  contentTypeFor,
  liveCodeContentSecurityPolicy,
  securityHeaders,
  staticFileExtensions,
  type PermanentRedirect,
} from '../../../config/hosting';

/** A block of `_headers`: a path pattern and the headers of the paths it matches. */
type HeaderRule = {path: string; headers: Record<string, string>};

/**
 * The header rules, from the broadest to the most specific. Both hosts apply every rule that matches a
 * path, in file order: Cloudflare Pages joins the values of a header set twice unless the later rule
 * detaches it first (`! Name`), Netlify keeps the later value and skips the detach line, which has no colon.
 * Folder URLs cannot be told apart by a pattern, so the first rule gives every path the pages' value,
 * and later rules give files their own by extension; /assets/ comes next, as its files have those
 * extensions too, and the pages with live code last, each with the policy that allows eval.
 */
function headerRules(liveCodePages: readonly string[]): HeaderRule[] {
  return [
    {path: '/*', headers: {...securityHeaders, 'Cache-Control': cacheControlFor('/')}},
    ...staticFileExtensions.map((extension) => {
      const contentType = contentTypeFor(`/file.${extension}`);
      return {
        path: `/*.${extension}`,
        headers: {
          'Cache-Control': cacheControlFor(`/file.${extension}`),
          ...(contentType ? {'Content-Type': contentType} : {}),
        },
      };
    }),
    {path: '/sw.js', headers: {'Cache-Control': cacheControlFor('/sw.js')}},
    {path: '/assets/*', headers: {'Cache-Control': cacheControlFor('/assets/file')}},
    ...liveCodePages.flatMap((page) =>
      [page, `${page}index.html`].map((path) => ({
        path: encodeURI(path),
        headers: {'Content-Security-Policy': liveCodeContentSecurityPolicy},
      })),
    ),
  ];
}

/** The `_headers` file of Netlify and Cloudflare Pages, given the pages with live code (folder URLs). */
export function renderHeaders(liveCodePages: readonly string[] = []): string {
  const setBefore = new Set<string>();
  const blocks = headerRules(liveCodePages).map(({path, headers}) => {
    const lines = [path];
    for (const [name, value] of Object.entries(headers)) {
      if (setBefore.has(name)) {
        lines.push(`  ! ${name}`);
      }
      lines.push(`  ${name}: ${value}`);
      setBefore.add(name);
    }
    return lines.join('\n');
  });
  return [
    '# Written at build time by src/plugins/static-host-files from config/hosting.ts.',
    '# Broad rules first: a later matching rule replaces the value of a header set by an earlier one.',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

/** The `_redirects` file of Netlify and Cloudflare Pages: a 301 for each spelling of each old path. */
export function renderRedirects(redirects: readonly PermanentRedirect[], {force}: {force: boolean}): string {
  const status = force ? '301!' : '301';
  return [
    '# Written at build time by src/plugins/static-host-files from config/hosting.ts.',
    ...redirects.map(({from, to}) => `${from} ${to} ${status}`),
    '',
  ].join('\n');
}

/**
 * The body of deploy/nginx.conf's `map $uri $live_code_page`: each page with live code, as nginx's
 * decoded `$uri` reads it before and after its index file is found, maps to 1.
 */
export function renderNginxLiveCodePages(liveCodePages: readonly string[]): string {
  const quoted = (path: string) => `"${path.replace(/["\\]/g, '\\$&')}"`;
  return [
    '# Written at build time by src/plugins/static-host-files: the pages with live code (src/plugins/live-code).',
    ...liveCodePages.flatMap((page) => [`${quoted(page)} 1;`, `${quoted(`${page}index.html`)} 1;`]),
    '',
  ].join('\n');
}
