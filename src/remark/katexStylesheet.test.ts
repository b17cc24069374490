import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import remarkKatexStylesheet from './katexStylesheet';

const katexImport = /^import 'katex\/dist\/katex\.min\.css';$/m;

const compileMdx = async (source: string) =>
  String(await compile(source, {remarkPlugins: [remarkMath, remarkKatexStylesheet]}));

describe('remarkKatexStylesheet', () => {
  it('imports the KaTeX stylesheet from a file with inline math', async () => {
    expect(await compileMdx('The area is $\\pi r^2$.')).toMatch(katexImport);
  });

  it('imports it from a file with a math block', async () => {
    expect(await compileMdx('$$\nE = mc^2\n$$')).toMatch(katexImport);
  });

  it('leaves a file without math alone', async () => {
    expect(await compileMdx('The area of a circle is pi times its radius squared.')).not.toContain('katex');
  });
});
