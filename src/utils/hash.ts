/**
 * FNV-1a hash of a string's code points: the same text always gives the same unsigned 32-bit number.
 * Used where a stable, short identifier is wanted (avatar colours, search record ids), never for security.
 */
export function fnv1a(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
  }
  return hash >>> 0;
}
