const entities: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/**
 * Plain text made safe inside HTML or SVG markup, in text and in quoted attribute values alike.
 * The one escaping helper of the site: search highlights, SVG charts, showcase cards and code
 * block lines use it. It lives with the search engine, which imports nothing from outside its own
 * folder.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}
