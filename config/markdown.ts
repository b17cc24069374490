import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import rehypeTaskListLabels from '../src/markdown/rehypeTaskListLabels';
import remarkCodeBlocks from '../src/plugins/code-highlighting/remarkCodeBlocks';
import {additionalPrismLanguages} from './prism';

/**
 * Markdown plugins every content instance shares (the test area's too), so
 * math works everywhere, every ```bash npm2yarn block shows npm, Yarn, pnpm
 * and Bun tabs (one choice for the whole site), code blocks are highlighted at
 * build time, so pages load no Prism (remarkCodeBlocks, after npm2yarn, which
 * makes code blocks), and task list checkboxes are named after their items.
 */
export const markdownPlugins = {
  remarkPlugins: [
    remarkMath,
    [npm2yarn, {sync: true, converters: ['yarn', 'pnpm', 'bun']}],
    [remarkCodeBlocks, {additionalLanguages: additionalPrismLanguages}],
  ],
  rehypePlugins: [rehypeKatex, rehypeTaskListLabels],
};
