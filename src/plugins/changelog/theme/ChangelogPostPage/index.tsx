import React, {useMemo, type ReactNode} from 'react';
import BlogPostPage, {type Props} from '@theme/BlogPostPage';
import {useHeaderAuthorsLimit, withHeaderAuthorsLimit} from '../headerAuthors';

/** The blog post page, with a few committers in the header; the body lists them all. */
export default function ChangelogPostPage(props: Props): ReactNode {
  const limit = useHeaderAuthorsLimit();
  const content = useMemo(() => withHeaderAuthorsLimit(props.content, limit), [props.content, limit]);
  return <BlogPostPage {...props} content={content} />;
}
