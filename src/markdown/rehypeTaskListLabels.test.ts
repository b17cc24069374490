import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import rehypeTaskListLabels from './rehypeTaskListLabels';

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTaskListLabels]}));
}

describe('rehype-task-list-labels', () => {
  it('names each task checkbox after its item', async () => {
    const output = await compiled('- [x] Write the page\n- [ ] Review **it**\n');
    expect(output).toContain('"aria-label": "Write the page"');
    expect(output).toContain('"aria-label": "Review it"');
  });

  it('leaves plain list items alone', async () => {
    expect(await compiled('- Write the page\n')).not.toContain('aria-label');
  });
});
