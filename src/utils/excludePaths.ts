/**
 * The `excludePaths` option that several features share (social cards, Markdown copies): paths whose
 * pages a feature leaves alone, each the start of a permalink with the base URL and a trailing slash
 * ("/tests/"). Plain code without Node imports: the browser bundle imports this file too.
 */
export function isExcluded(permalink: string, excludePaths: readonly string[]): boolean {
  return excludePaths.some((excluded) => permalink.startsWith(excluded));
}
