import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import ContentVisibility from '@theme/ContentVisibility';
import TOC from '@theme/TOC';
import type {Props as BlogPostPageProps, Content} from '@theme/BlogPostPage';
import type {BlogSidebar} from '@docusaurus/plugin-content-blog';
import type {ChangelogPostPageProps} from '../../index';
import type {ListPage} from '../../listPages';
import {useHeaderAuthorsLimit, withHeaderAuthorsLimit} from '../headerAuthors';

/** Unlisted entries are on no list page, and get no route prop. */
type Props = BlogPostPageProps & Partial<ChangelogPostPageProps>;

function ChangelogPostPageContent({
  content: PostContent,
  sidebar,
  listPage,
}: {
  content: Content;
  sidebar: BlogSidebar;
  listPage: ListPage | undefined;
}): ReactNode {
  const {metadata, toc} = useBlogPost();
  const {nextItem, prevItem, frontMatter} = metadata;
  const {
    hide_table_of_contents: hideTableOfContents,
    toc_min_heading_level: tocMinHeadingLevel,
    toc_max_heading_level: tocMaxHeadingLevel,
  } = frontMatter;
  return (
    <BlogLayout
      sidebar={sidebar}
      toc={
        !hideTableOfContents && toc.length > 0 ? (
          <TOC toc={toc} minHeadingLevel={tocMinHeadingLevel} maxHeadingLevel={tocMaxHeadingLevel} />
        ) : undefined
      }>
      <ContentVisibility metadata={metadata} />
      {listPage && (
        <p>
          {/* The list page that shows this entry, not always the first one. */}
          <Link to={listPage.permalink}>
            <span aria-hidden="true">← </span>
            Back to the changelog
          </Link>
        </p>
      )}
      <BlogPostItem>
        <PostContent />
      </BlogPostItem>
      {(nextItem || prevItem) && <BlogPostPaginator nextItem={nextItem} prevItem={prevItem} />}
    </BlogLayout>
  );
}

/**
 * The blog post page with a link back to the list page that holds the entry,
 * and a few committers in the header; the body lists them all.
 */
export default function ChangelogPostPage({content, sidebar, listPage}: Props): ReactNode {
  const limit = useHeaderAuthorsLimit();
  const limitedContent = useMemo(() => withHeaderAuthorsLimit(content, limit), [content, limit]);
  return (
    <BlogPostProvider content={limitedContent} isBlogPostPage>
      <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        <ChangelogPostPageContent content={limitedContent} sidebar={sidebar} listPage={listPage} />
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
