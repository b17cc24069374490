import React from 'react';
import Author from '@theme-original/Blog/Components/Author';
import type AuthorType from '@theme/Blog/Components/Author';
import type {WrapperProps} from '@docusaurus/types';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

type Props = WrapperProps<typeof AuthorType>;

/**
 * Avatars given as site paths (`/img/authors/…`) are resolved at build time
 * against the base URL, which the copy opened from disk (hash router) cannot
 * load: the path is resolved again here, where the router is known.
 */
export default function AuthorWrapper(props: Props): React.ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const {imageURL} = props.author;
  return (
    <Author
      {...props}
      author={{...props.author, imageURL: imageURL?.startsWith('/') ? withBaseUrl(imageURL) : imageURL}}
    />
  );
}
