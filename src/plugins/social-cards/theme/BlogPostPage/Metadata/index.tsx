import type {ReactNode} from 'react';
import Metadata from '@theme-init/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCardMeta from '../../../client/SocialCardMeta';

/** A blog post's or changelog entry's head tags, with its own card, unless its front matter names an image of its own. */
export default function BlogPostPageMetadata(): ReactNode {
  const {metadata, frontMatter} = useBlogPost();
  return (
    <>
      <Metadata />
      <SocialCardMeta permalink={metadata.permalink} title={metadata.title} ownImage={frontMatter.image} />
    </>
  );
}
