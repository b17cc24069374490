import type {ReactNode} from 'react';
import Title from '@theme-init/BlogPostItem/Header/Title';
import type {Props} from '@theme/BlogPostItem/Header/Title';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageMenu from '../../../../client/PageMenu';

/** A post's title, with the page menu beside it on the post's own page (not in the lists of posts). */
export default function BlogPostItemHeaderTitle(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && !metadata.unlisted && <PageMenu permalink={metadata.permalink} />}
      <Title {...props} />
    </>
  );
}
