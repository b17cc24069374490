import type {ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialCardMeta from '../../../client/SocialCardMeta';

/** A doc's head tags, with its own card. */
export default function DocItemMetadata(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />
    </>
  );
}
