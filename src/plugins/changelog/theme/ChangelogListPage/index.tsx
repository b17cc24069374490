import React, {useMemo, type ReactNode} from 'react';
import BlogListPage, {type Props} from '@theme/BlogListPage';
import {useHeaderAuthorsLimit, withHeaderAuthorsLimit} from '../headerAuthors';

/** The blog list page, with a few committers per entry header. */
export default function ChangelogListPage(props: Props): ReactNode {
  const limit = useHeaderAuthorsLimit();
  const items = useMemo(
    () => props.items.map(({content}) => ({content: withHeaderAuthorsLimit(content, limit)})),
    [props.items, limit],
  );
  return <BlogListPage {...props} items={items} />;
}
