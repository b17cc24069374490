import {describe, expect, it} from 'vitest';
import {keepFontsAsFiles} from './index';

describe('keepFontsAsFiles', () => {
  it('turns off inlining in the url-loader rule for fonts only', () => {
    const fontRule = {test: /\.(?:woff2?|eot|ttf|otf)$/i, use: [{loader: '/x/url-loader/index.js', options: {limit: 10000}}]};
    const imageRule = {test: /\.(?:png|jpe?g)$/i, use: [{loader: '/x/url-loader/index.js', options: {limit: 10000}}]};
    expect(keepFontsAsFiles([fontRule, imageRule, '...'])).toBe(1);
    expect(fontRule.use[0]!.options.limit).toBe(false);
    expect(imageRule.use[0]!.options.limit).toBe(10000);
  });

  it('reports when there is no font rule to change', () => {
    expect(keepFontsAsFiles([{test: /\.css$/, use: []}])).toBe(0);
  });
});
