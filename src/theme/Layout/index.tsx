import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import SocialCardMeta from '../../plugins/social-cards/client/SocialCardMeta';
import MarkdownCopyLink from '../../plugins/markdown-copies/client/MarkdownCopyLink';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The card and the Markdown copy's link of a page of the pages plugin (home, versions, showcase…): those
 * render nothing else of their own in the head.
 */
function PageHead({title}: {title?: string}): ReactNode {
  const {plugin} = useRouteContext();
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  if (plugin.name !== 'docusaurus-plugin-content-pages') {
    return null;
  }
  return (
    <>
      <SocialCardMeta permalink={pathname} title={title ?? siteConfig.title} />
      <MarkdownCopyLink permalink={pathname} />
    </>
  );
}

/**
 * Every page's layout, with the card of a page of the pages plugin after the theme's site-wide tags
 * (src/plugins/social-cards), and the link to its Markdown copy (src/plugins/markdown-copies). A wrapper here, in the site's theme, not in the plugin's: a plugin's
 * wrapper reaches the first theme that has a component (`@theme-init`), which for Layout is the
 * core's bare fallback, not theme-classic's.
 */
export default function LayoutWrapper(props: Props): ReactNode {
  return (
    <>
      <Layout {...props} />
      <PageHead title={props.title} />
    </>
  );
}
