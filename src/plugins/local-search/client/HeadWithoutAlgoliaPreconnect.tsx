// Module alias target of @docusaurus/Head (see ../index.ts): the stock Head,
// minus the theme SearchBar's preconnect, as there is no Algolia host to reach.
import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import Head from '@local-search/stock-head';

function isAlgoliaPreconnect(node: ReactNode): boolean {
  if (!isValidElement<{rel?: string; href?: string}>(node) || node.type !== 'link') {
    return false;
  }
  return node.props.rel === 'preconnect' && /algolia\.net$/.test(new URL(node.props.href ?? '', 'https://x').hostname);
}

export default function HeadWithoutAlgoliaPreconnect({children, ...props}: ComponentProps<typeof Head>): ReactNode {
  return <Head {...props}>{Children.toArray(children).filter((child) => !isAlgoliaPreconnect(child))}</Head>;
}
