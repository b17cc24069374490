import {fnv1a} from './hash';

/**
 * Deterministic avatars drawn from a key (a role name or a GitHub handle), so
 * no picture of a person is ever fetched or shown.
 */

export function avatarInitials(label: string): string {
  const words = label
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const initials = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return initials.toUpperCase();
}

/** A 5×5 mirrored pattern on a coloured tile, with the label's initials. */
export function renderAvatarSvg(key: string, label: string): string {
  const hash = fnv1a(key);
  const hue = hash % 360;
  const background = `hsl(${hue} 45% 32%)`;
  const pattern = `hsl(${(hue + 40) % 360} 55% 45%)`;
  const cells: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      if ((hash >> (row * 3 + col)) & 1) {
        for (const x of new Set([col, 4 - col])) {
          cells.push(`<rect x="${x * 24 + 4}" y="${row * 24 + 4}" width="24" height="24"/>`);
        }
      }
    }
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">',
    `<rect width="128" height="128" fill="${background}"/>`,
    `<g fill="${pattern}">${cells.join('')}</g>`,
    `<text x="64" y="78" font-family="sans-serif" font-size="44" font-weight="700" fill="#ffffff" text-anchor="middle">${avatarInitials(label)}</text>`,
    '</svg>',
  ].join('');
}
