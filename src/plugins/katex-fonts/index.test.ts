import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import katexFontsPlugin, {findStockFontRule, katexFontRule} from './index';

const stockFontRule = () => ({
  test: /\.(?:woff2?|eot|ttf|otf)$/i,
  use: [{loader: '/x/url-loader/index.js', options: {limit: 10000}}],
});
const imageRule = () => ({
  test: /\.(?:png|jpe?g)$/i,
  use: [{loader: '/x/url-loader/index.js', options: {limit: 10000}}],
});

function configure(rules: unknown[], isServer = false) {
  const plugin = katexFontsPlugin({} as LoadContext);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a minimal bundler config is enough here
  return plugin.configureWebpack!({module: {rules}} as any, isServer, {} as any, {} as any);
}

describe('katex-fonts plugin', () => {
  it('adds a rule that emits KaTeX fonts as files, and leaves the stock loader options alone', () => {
    const fontRule = stockFontRule();
    const image = imageRule();
    const result = configure([fontRule, image, '...']);
    expect(result).toEqual({module: {rules: [katexFontRule(false)]}});
    const katexDir = path.dirname(require.resolve('katex/dist/fonts/KaTeX_Main-Regular.woff2'));
    expect(katexFontRule(false).include).toBe(katexDir);
    expect(katexFontRule(false).type).toBe('asset/resource');
    expect(fontRule.use[0]!.options.limit).toBe(10000);
    expect(image.use[0]!.options.limit).toBe(10000);
  });

  it('takes KaTeX fonts out of the stock font rule only, so the two rules never chain', () => {
    const fontRule = stockFontRule();
    const image = imageRule();
    configure([image, fontRule]);
    expect((fontRule as {exclude?: string}).exclude).toBe(katexFontRule(false).include);
    expect((image as {exclude?: string}).exclude).toBeUndefined();
  });

  it('writes the font files from the client build only', () => {
    expect(katexFontRule(false).generator.emit).toBe(true);
    expect(katexFontRule(true).generator.emit).toBe(false);
  });

  it('stops the build with a message when the stock font rule is missing or already changed', () => {
    expect(() => configure([{test: /\.css$/}])).toThrow('katex-fonts plugin: expected one font rule');
    expect(() => configure([{...stockFontRule(), exclude: /x/}])).toThrow('the framework changed it');
  });

  it('finds the stock font rule by what it accepts', () => {
    const fontRule = stockFontRule();
    expect(findStockFontRule([imageRule(), fontRule])).toBe(fontRule);
    expect(findStockFontRule([imageRule(), 'string'])).toBeUndefined();
  });
});
