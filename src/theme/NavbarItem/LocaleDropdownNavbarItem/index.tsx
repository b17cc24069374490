import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';

/**
 * The locale links carry the page's query string and hash, which the server
 * cannot know. React keeps server-rendered attributes when it hydrates, so
 * the item is mounted again once in the browser to write the full links.
 */
export default function LocaleDropdownNavbarItemWrapper(props: Props): React.ReactNode {
  const isBrowser = useIsBrowser();
  return <LocaleDropdownNavbarItem key={isBrowser ? 'browser' : 'server'} {...props} />;
}
