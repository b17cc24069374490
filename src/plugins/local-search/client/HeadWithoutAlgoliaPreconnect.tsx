// Stands in for @docusaurus/Head inside the theme's SearchBar only (see
// ../index.ts): with a local index there is no Algolia host to preconnect to.
import React, {Children, isValidElement, type ReactNode} from 'react';
import Head from '@docusaurus/Head';

function isAlgoliaPreconnect(node: ReactNode): boolean {
  if (!isValidElement<{rel?: string; href?: string}>(node) || node.type !== 'link') {
    return false;
  }
  return node.props.rel === 'preconnect' && /algolia\.net$/.test(new URL(node.props.href ?? '', 'https://x').hostname);
}

export default function HeadWithoutAlgoliaPreconnect({children}: {children?: ReactNode}): ReactNode {
  const kept = Children.toArray(children).filter((child) => !isAlgoliaPreconnect(child));
  return kept.length > 0 ? <Head>{kept}</Head> : null;
}
