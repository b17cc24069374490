import type {ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageMenu from '../../../client/PageMenu';

/** A doc's content, with the page menu beside its title; an unlisted doc has no copy to offer. */
export default function DocItemContent(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      {!metadata.unlisted && <PageMenu permalink={metadata.permalink} />}
      <Content {...props} />
    </>
  );
}
