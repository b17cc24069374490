import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {generatedTestRoutes, reactTestPages, type TestPageInfo} from '../../testPages';
import {buildTestAreaIndex, type TestAreaIndex} from './buildIndex';

export type {TestAreaIndex};

function instanceContent<T>(allContent: Record<string, Record<string, unknown>>, plugin: string, id: string): T {
  const content = allContent[plugin]?.[id];
  if (!content) {
    throw new Error(`The test-area index needs the content of ${plugin} "${id}", which is not loaded.`);
  }
  return content as T;
}

/**
 * Builds /tests/ and /tests/pages/ from what the content plugins loaded, so
 * the indexes can never forget a page, doc or post.
 */
export default function testAreaIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'test-area-index',
    async allContentLoaded({allContent, actions}) {
      const index = buildTestAreaIndex({
        baseUrl: context.baseUrl,
        testPages: instanceContent<PagesContent>(allContent, 'docusaurus-plugin-content-pages', 'pages-tests'),
        sitePages: instanceContent<PagesContent>(allContent, 'docusaurus-plugin-content-pages', 'default'),
        docs: instanceContent<DocsContent>(allContent, 'docusaurus-plugin-content-docs', 'docs-tests'),
        blog: instanceContent<BlogContent>(allContent, 'docusaurus-plugin-content-blog', 'blog-tests'),
        reactPages: reactTestPages as Record<string, TestPageInfo>,
        generatedRoutes: generatedTestRoutes,
      });
      const fullIndex = await actions.createData('test-area-index.json', JSON.stringify(index));
      const pagesIndex = await actions.createData(
        'test-pages-index.json',
        JSON.stringify({sections: index.sections.filter((section) => section.id === 'pages')}),
      );
      const component = '@site/_dogfooding/components/TestAreaIndex/index.tsx';
      actions.addRoute({path: `${context.baseUrl}tests/`, exact: true, component, modules: {index: fullIndex}});
      actions.addRoute({
        path: `${context.baseUrl}tests/pages/`,
        exact: true,
        component,
        modules: {index: pagesIndex},
        props: {title: 'Test pages'},
      });
    },
  };
}
