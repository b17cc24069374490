import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect, gotoHydrated} from './fixtures';
import {siteUrl} from '../../config/site';
import {parseBuiltFile} from './routes';

const buildDir = path.resolve('build');
/** The built page of a route, parsed. */
const builtPage = (route: string) => parseBuiltFile(path.join(decodeURI(route), 'index.html'));
const copyOf = (route: string) => (route === '/' ? '/index.md' : `${route.replace(/\/$/, '')}.md`);
/** A site address as the server under test answers it. */
const local = (address: string) => address.replace(siteUrl, '');

/**
 * The docs pages of the build, by version folder: not the test area's, not the unlisted ones (noindex),
 * not the generated category pages, which list pages and have no copy.
 */
function docsPagesByVersion(): Map<string, string[]> {
  const byVersion = new Map<string, string[]>();
  const routes = buildFiles(['index.html'])
    .filter((file) => /^\/(docs|community)\//.test(file))
    .map((file) => file.slice(0, -'index.html'.length));
  for (const route of routes) {
    const $ = builtPage(route);
    const html = $('html');
    if (
      !html.hasClass('docs-doc-page') ||
      $('.theme-doc-markdown').length === 0 ||
      $('meta[name=robots]').attr('content')?.includes('noindex')
    ) {
      continue;
    }
    const version =
      /^\/docs\/(\d+\.\d+\.\d+)\//.exec(route)?.[1] ?? (route.startsWith('/community/') ? 'community' : 'last');
    byVersion.set(version, [...(byVersion.get(version) ?? []), route]);
  }
  return byVersion;
}

/** Every file of the build with one of the extensions, as site paths. */
function buildFiles(extensions: string[], directory = buildDir): string[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return buildFiles(extensions, full);
    }
    return extensions.some((extension) => entry.name.endsWith(extension))
      ? [`/${path.relative(buildDir, full).split(path.sep).join('/')}`]
      : [];
  });
}

/** The headings of a copy as text: inline code, emphasis, links, escapes and an explicit `{#id}` taken out. */
const headingsOf = (markdown: string) =>
  [...markdown.matchAll(/^#{2,6} (.+)$/gm)].map((match) =>
    match[1]!
      .replace(/ \{#[^}]+\}$/, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]/g, '')
      .replace(/\\(.)/g, '$1')
      .trim(),
  );

const markdownLinks = (markdown: string) =>
  [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1]!);

test.describe('Markdown copies', () => {
  const versions = docsPagesByVersion();

  for (const [version, routes] of versions) {
    test(`every docs page of ${version} has a copy with its title, every h2 and every code block`, async ({
      request,
    }) => {
      // About a hundred pages, each read twice (HTML and copy).
      test.setTimeout(120_000);
      expect(routes.length).toBeGreaterThan(version === 'community' ? 3 : 50);
      // What each copy lacks, gathered and compared once: one expect per code line would cost a stack trace each.
      const problems: string[] = [];
      for (const route of routes) {
        const response = await request.get(copyOf(route));
        const type = response.headers()['content-type'];
        if (response.status() !== 200 || type !== 'text/markdown; charset=utf-8') {
          problems.push(`${copyOf(route)}: status ${response.status()}, type ${type}`);
          continue;
        }
        const markdown = await response.text();
        const $ = builtPage(route);
        $('.hash-link').remove();
        const title = $('.theme-doc-markdown h1').first().text().trim();
        if (!markdown.startsWith(`# ${title}\n`)) {
          problems.push(`${copyOf(route)} does not start with "# ${title}"`);
        }
        const headings = headingsOf(markdown);
        for (const heading of $('.theme-doc-markdown h2').toArray()) {
          const text = $(heading)
            .text()
            .replace(/\u200b/g, '')
            .replace(/\s+/g, ' ')
            .trim();
          if (!headings.includes(text)) {
            problems.push(`${copyOf(route)} lacks the h2 "${text}"`);
          }
        }
        for (const line of $('.theme-doc-markdown pre .token-line').toArray()) {
          const code = $(line).text().trim();
          if (code && !markdown.includes(code)) {
            problems.push(`${copyOf(route)} lacks the code "${code}"`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  test('each kind of content converts to plain Markdown', async ({request}) => {
    const copy = async (route: string) => (await request.get(copyOf(route))).text();
    const installation = await copy('/docs/installation/');
    for (const manager of ['npm', 'Yarn', 'pnpm', 'Bun']) {
      expect(installation).toContain(`**${manager}**\n\n\`\`\`bash\n`);
    }
    const admonitions = await copy('/docs/markdown-features/admonitions/');
    expect(admonitions).toMatch(/^> \*\*Tip\*\*\n>\n> \S/m);
    const live = await copy('/docs/api/themes/@docusaurus/theme-live-codeblock/');
    expect(live).toContain('```jsx\nfunction Counter() {\n  const [count, setCount] = useState(0);');
    // The editor's labels are not code: the copy keeps the code alone.
    expect(live).not.toMatch(/^(Live Editor|Result)$/m);
    const math = await copy('/docs/markdown-features/math-equations/');
    expect(math).toContain('$E = mc^2$');
    expect(math).toMatch(/\n\$\$\n[^$]+\n\$\$\n/);
    const diagrams = await copy('/docs/advanced/architecture/');
    expect(diagrams).toContain('```mermaid\nflowchart TD\n');
    for (const markdown of [installation, admonitions, live, math, diagrams]) {
      const prose = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');
      expect(prose).not.toMatch(/^(import|export) /m);
      expect(prose).not.toMatch(/<\/?(div|span|svg|button)\b/);
    }
  });

  test('every link in every copy and llms file answers on the built site', async ({request}) => {
    const files = buildFiles(['.md', 'llms.txt', 'llms-full.txt']);
    expect(files.length).toBeGreaterThan(400);
    const links = new Set<string>();
    for (const file of files) {
      for (const link of markdownLinks(readFileSync(path.join(buildDir, decodeURI(file)), 'utf8'))) {
        if (link.startsWith(siteUrl)) {
          links.add(new URL(link).pathname);
        }
      }
    }
    expect(links.size).toBeGreaterThan(250);
    const broken: string[] = [];
    for (const link of links) {
      const response = await request.get(link, {maxRedirects: 0});
      if (response.status() !== 200) {
        broken.push(`${link}: ${response.status()}`);
      }
    }
    expect(broken).toEqual([]);
  });

  for (const [version, llmsPath] of [
    ['last', '/llms.txt'],
    ['3.8.1', '/docs/3.8.1/llms.txt'],
    ['3.7.0', '/docs/3.7.0/llms.txt'],
  ] as const) {
    test(`${llmsPath} lists every docs page of ${version} exactly once, and llms-full.txt holds each`, async ({
      request,
    }) => {
      const response = await request.get(llmsPath);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const llms = await response.text();
      expect(llms).toMatch(/^# .+\n\n> .+/);
      const listed = markdownLinks(llms)
        .map(local)
        .filter((link) => /^\/docs(\/.*)?\.md$/.test(link));
      const expected = versions.get(version)!.map(copyOf);
      expect([...listed].sort()).toEqual([...expected].sort());
      const full = await (await request.get(llmsPath.replace('llms.txt', 'llms-full.txt'))).text();
      for (const route of versions.get(version)!) {
        expect(full).toContain(`URL: ${siteUrl}${route}\n\n# `);
      }
    });
  }

  test('each page with a copy names it in its head', async ({request}) => {
    for (const route of [
      '/docs/installation/',
      '/docs/3.7.0/cli/',
      '/community/support/',
      '/blog/releases/3.8/',
      '/changelog/3.8.1/',
      '/',
      '/versions/',
      '/privacy/',
    ]) {
      const $ = load(await (await request.get(route)).text());
      expect($('link[rel=alternate][type="text/markdown"]').attr('href'), route).toBe(copyOf(route));
    }
    const $ = load(await (await request.get('/examples/noIndex/')).text());
    expect($('link[rel=alternate][type="text/markdown"]')).toHaveLength(0);
    expect((await request.get('/examples/noIndex.md')).status()).toBe(404);
  });

  test(
    'a page answers with its Markdown when the request prefers it, and varies by Accept',
    {tag: '@host'},
    async ({request}) => {
      const markdown = await request.get('/docs/installation/', {headers: {Accept: 'text/markdown'}});
      expect(markdown.status()).toBe(200);
      expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(markdown.headers()['vary']).toMatch(/\bAccept\b(?!-)/);
      expect(await markdown.text()).toMatch(/^# Installation\n/);
      const browser = await request.get('/docs/installation/', {
        headers: {Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,text/markdown;q=0.8,*/*;q=0.7'},
      });
      expect(browser.headers()['content-type']).toMatch(/^text\/html/);
      expect(browser.headers()['vary']).toMatch(/\bAccept\b(?!-)/);
      const home = await request.get('/', {headers: {Accept: 'text/markdown, text/html;q=0.5'}});
      expect(home.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      // A page without a copy is HTML whatever the request prefers.
      const tags = await request.get('/docs/tags/', {headers: {Accept: 'text/markdown'}});
      expect(tags.headers()['content-type']).toMatch(/^text\/html/);
    },
  );
});

test.describe('page menu', () => {
  test('copies the page as Markdown and says so', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/installation/');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied as Markdown'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get('/docs/installation.md')).text();
    expect(copied).toBe(served);
  });

  test("its links carry the page's copy, and it works from the keyboard", async ({page}) => {
    await gotoHydrated(page, '/blog/releases/3.8/');
    const toggle = page.getByRole('button', {name: 'More ways to read this page'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toBeVisible();
    await expect(view).toHaveAttribute('href', '/blog/releases/3.8.md');
    const copyUrl = encodeURIComponent(`${siteUrl}/blog/releases/3.8.md`);
    for (const name of ['Open in ChatGPT', 'Open in Claude']) {
      const href = await page.getByRole('link', {name}).getAttribute('href');
      expect(href, name).toContain(copyUrl);
    }
    await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('sits beside the title on a phone, and not on lists of posts', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/docs/installation/');
    const copy = page.getByRole('button', {name: 'Copy page'});
    await expect(copy).toBeVisible();
    const menuBox = (await copy.boundingBox())!;
    const titleBox = (await page.getByRole('heading', {level: 1}).boundingBox())!;
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(390);
    expect(Math.abs(menuBox.y - titleBox.y)).toBeLessThan(titleBox.height + menuBox.height);
    await gotoHydrated(page, '/blog/');
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });
});
