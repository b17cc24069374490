import {createHash} from 'node:crypto';
import {load} from 'cheerio';

/** How a Content-Security-Policy names a script by its text: `'sha256-<base64 digest>'`. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types that a browser runs; other types (JSON-LD, templates) are data that CSP leaves alone. */
const executableScriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The text of each inline script of a document that a browser would run. Script text ends at the first
 * `</script`, so a pattern finds the elements as the HTML parser does, and much faster on a whole build.
 */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi)) {
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes!)?.[1] ?? '';
    if (!/\ssrc\s*=/i.test(attributes!) && executableScriptTypes.has(type.toLowerCase())) {
      scripts.push(content!);
    }
  }
  return scripts;
}

/** The code of every inline event handler (`onclick="…"`), including those of iframe srcdoc documents. */
export function inlineEventHandlers(html: string): string[] {
  const $ = load(html);
  const handlers: string[] = [];
  for (const element of $('*').toArray()) {
    for (const [name, value] of Object.entries($(element).attr() ?? {})) {
      if (/^on/i.test(name)) {
        handlers.push(value);
      }
    }
  }
  for (const frame of $('iframe[srcdoc]').toArray()) {
    handlers.push(...inlineEventHandlers($(frame).attr('srcdoc')!));
  }
  return handlers;
}

/** The sources that a directive of a serialized policy lists. */
export function policySources(policy: string, directive: string): string[] {
  const entry = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return entry ? entry.slice(1) : [];
}
