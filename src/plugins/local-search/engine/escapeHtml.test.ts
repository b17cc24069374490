import {describe, expect, it} from 'vitest';
import {escapeHtml} from './escapeHtml';

describe('escapeHtml', () => {
  it('turns every character with a meaning in markup into an entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text, accents and emoji included, as it is', () => {
    expect(escapeHtml('Déjà vu 🦖 100%')).toBe('Déjà vu 🦖 100%');
  });

  it('escapes an ampersand once, so escaped text is not escaped again by accident', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
