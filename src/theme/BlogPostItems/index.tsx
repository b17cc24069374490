import React from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import BlogListHeading from '@site/src/components/BlogListHeading';

type Props = WrapperProps<typeof BlogPostItemsType>;

/** On the blog list page, the page's h1 comes first in its main landmark. */
export default function BlogPostItemsWrapper(props: Props): React.ReactNode {
  return (
    <>
      <BlogListHeading />
      <BlogPostItems {...props} />
    </>
  );
}
