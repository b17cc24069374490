import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {hasMarkdownCopy, markdownCopyPath} from '../copyPath';
import type {MarkdownCopiesGlobalData} from '../index';

/** The address of the page's Markdown copy, or undefined for a page below an excluded path. */
export function useMarkdownCopyPath(permalink: string): string | undefined {
  const {siteConfig} = useDocusaurusContext();
  const {excludePaths} = usePluginData('markdown-copies') as MarkdownCopiesGlobalData;
  return hasMarkdownCopy(permalink, excludePaths) ? markdownCopyPath(permalink, siteConfig.baseUrl) : undefined;
}

/** `<link rel="alternate" type="text/markdown">` to the page's copy, for the tools that look for one. */
export default function MarkdownCopyLink({permalink}: {permalink: string}): ReactNode {
  const href = useMarkdownCopyPath(permalink);
  return href ? (
    <Head>
      <link rel="alternate" type="text/markdown" href={href} />
    </Head>
  ) : null;
}
