import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {cardSize, hasSocialCard, socialCardUrl} from '../cardPath';
import type {SocialCardsGlobalData} from '../index';

/**
 * The Open Graph and Twitter tags of the page's own card, which replace the site-wide image that the
 * theme's SiteMetadata sets: Head keeps the last tag of each property. Nothing for a page without a card:
 * below an excluded path, or naming an image of its own (front matter `image`), which Docusaurus shows.
 */
export default function SocialCardMeta({
  permalink,
  title,
  ownImage,
}: {
  permalink: string;
  title: string;
  ownImage?: string;
}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {excludePaths} = usePluginData('social-cards') as SocialCardsGlobalData;
  if (ownImage || !hasSocialCard(permalink, excludePaths)) {
    return null;
  }
  const image = socialCardUrl(permalink, siteConfig);
  const alt = `${title}, ${siteConfig.title}`;
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(cardSize.width)} />
      <meta property="og:image:height" content={String(cardSize.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </Head>
  );
}
