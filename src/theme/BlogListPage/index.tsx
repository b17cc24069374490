import React from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListTitleProvider} from '@site/src/components/BlogListHeading';

type Props = WrapperProps<typeof BlogListPageType>;

/** Tells BlogPostItems that it lists the blog's posts, so that it adds the page's h1. */
export default function BlogListPageWrapper(props: Props): React.ReactNode {
  return (
    <BlogListTitleProvider value={props.metadata.blogTitle}>
      <BlogListPage {...props} />
    </BlogListTitleProvider>
  );
}
