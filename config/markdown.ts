import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeTaskListLabels from '../src/plugins/task-list-labels';

/**
 * Markdown plugins every content instance shares (the test area's too), so
 * math works everywhere and task list checkboxes are named after their items.
 */
export const markdownPlugins = {
  remarkPlugins: [remarkMath],
  rehypePlugins: [rehypeKatex, rehypeTaskListLabels],
};
