// `npm run serve`: serves the production build the way a real host would, as
// deploy/nginx.conf does: the brotli/gzip copies written at build time
// (src/plugins/precompress); the cache lifetimes, security headers and moved
// pages (real 301s) of config/hosting.ts, the pages with live code, listed by the
// build, getting the policy that allows eval; 301s from a page's file name to its
// URL. The client-redirect stubs, whose script the policy refuses, are never served
// in place of a redirect. The e2e suite's nginx project checks nginx itself.
//
//   node scripts/serve.mjs [--port 3000] [--host localhost] [--dir build]
import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {createRequire} from 'node:module';
import {parseArgs} from 'node:util';
import sirv from 'sirv';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {cacheControlFor, contentTypeFor, liveCodePagesFile, permanentRedirects, prefersMarkdown, securityHeadersFor} =
  jiti('../config/hosting.ts');
const {markdownCopyPath} = jiti('../src/plugins/markdown-copies/copyPath.ts');

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: 'localhost'},
    dir: {type: 'string', default: 'build'},
  },
});
const buildDir = path.resolve(values.dir);
const notFoundPage = path.join(buildDir, '404.html');
if (!existsSync(notFoundPage)) {
  console.error(`No build in ${buildDir}: run "npm run build" first.`);
  process.exit(1);
}
const notFoundHtml = readFileSync(notFoundPage);
// The pages whose policy allows eval, as the build's live-code-pages step listed them.
const liveCodeList = path.join(buildDir, liveCodePagesFile);
const liveCodePages = new Set(existsSync(liveCodeList) ? JSON.parse(readFileSync(liveCodeList, 'utf8')) : []);

/** The responses to a page's URL, which answer with HTML or Markdown by the request's Accept header. */
const variesByAccept = new WeakSet();

const serveBuild = sirv(buildDir, {
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders: (res, pathname) => {
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    if (variesByAccept.has(res)) {
      res.setHeader('Vary', [res.getHeader('Vary'), 'Accept'].filter(Boolean).join(', '));
    }
    const contentType = contentTypeFor(pathname);
    if (contentType) {
      res.setHeader('Content-Type', contentType);
    }
  },
});

/** The Markdown copy of the page at a folder URL (/docs/cli/ → /docs/cli.md, / → /index.md), when there is one. */
function markdownCopyOf(pathname) {
  const copy = markdownCopyPath(pathname, '/');
  return existsSync(path.join(buildDir, decodeURIComponent(copy))) ? copy : undefined;
}

const server = createServer((req, res) => {
  const {pathname, search} = new URL(req.url ?? '/', 'http://localhost');
  // A path that is not valid percent-encoding names no file: refuse it, as static hosts do.
  let decodedPath;
  try {
    decodedPath = decodeURIComponent(pathname);
  } catch {
    res.writeHead(400, {'Content-Type': 'text/plain;charset=utf-8', ...securityHeadersFor('/', liveCodePages)});
    res.end('Bad request: the path is not valid percent-encoding.\n');
    return;
  }
  // Every answer, redirects and the not-found page included, as deploy/nginx.conf sends them.
  for (const [name, value] of Object.entries(securityHeadersFor(decodedPath, liveCodePages))) {
    res.setHeader(name, value);
  }
  const moved = permanentRedirects.find(({from}) => from === pathname);
  if (moved) {
    res.writeHead(301, {Location: `${moved.to}${search}`});
    res.end();
    return;
  }
  // File-name links to a page (/docs/cli.html, /docs/cli.htm/) redirect to its URL, when that page exists.
  const fileNamed = /^(.+)\.html?\/?$/.exec(pathname);
  if (
    fileNamed &&
    !pathname.endsWith('/index.html') &&
    existsSync(path.join(buildDir, decodeURIComponent(fileNamed[1]), 'index.html'))
  ) {
    res.writeHead(301, {Location: `${fileNamed[1]}/${search}`});
    res.end();
    return;
  }
  // A page's file name is not its URL: /docs/cli/index.html redirects to /docs/cli/.
  if (pathname.endsWith('/index.html')) {
    res.writeHead(301, {Location: `${pathname.slice(0, -'index.html'.length)}${search}`});
    res.end();
    return;
  }
  // trailingSlash: true: a page folder asked for without its slash redirects to the canonical URL.
  if (!pathname.endsWith('/') && !path.extname(pathname) && existsSync(path.join(buildDir, pathname, 'index.html'))) {
    res.writeHead(301, {Location: `${pathname}/${search}`});
    res.end();
    return;
  }
  // A page asked for as Markdown (config/hosting.ts, prefersMarkdown) gets its copy; either answer varies by Accept.
  if (pathname.endsWith('/')) {
    variesByAccept.add(res);
    const copy = prefersMarkdown(req.headers.accept) && markdownCopyOf(pathname);
    if (copy) {
      req.url = `${copy}${search}`;
    }
  }
  serveBuild(req, res, () => {
    res.writeHead(404, {'Content-Type': 'text/html;charset=utf-8', 'Cache-Control': 'no-cache'});
    res.end(notFoundHtml);
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), buildDir) || '.'} at http://${values.host}:${values.port}/`);
});
