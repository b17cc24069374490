import type {ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialCardMeta from '../../../client/SocialCardMeta';

/** A doc's head tags, with its own card, unless its front matter names an image of its own. */
export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  return (
    <>
      <Metadata />
      <SocialCardMeta permalink={metadata.permalink} title={metadata.title} ownImage={frontMatter.image} />
    </>
  );
}
