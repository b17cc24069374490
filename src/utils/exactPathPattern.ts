/**
 * A pattern that matches one absolute file path and nothing else, on any platform: how the
 * site's plugins point a NormalModuleReplacementPlugin at one resolved module.
 */
export function exactPathPattern(file: string): RegExp {
  return new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
