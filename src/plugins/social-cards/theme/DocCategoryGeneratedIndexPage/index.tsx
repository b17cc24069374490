import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-init/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import SocialCardMeta from '../../client/SocialCardMeta';

/** A generated category page, with its own card, unless its sidebar entry names an image of its own. */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const {permalink, title, image} = props.categoryGeneratedIndex;
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <SocialCardMeta permalink={permalink} title={title} ownImage={image} />
    </>
  );
}
