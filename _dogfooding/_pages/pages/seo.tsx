import React from 'react';
import Heading from '@theme/Heading';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import TestPage from '@site/_dogfooding/components/TestPage';
import HeadReadout from '@site/_dogfooding/components/HeadReadout';

const readoutSelectors = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
] as const;

export default function SeoTestPage(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const canonicalUrl = `${siteConfig.url}${useBaseUrl('/tests/pages/seo/')}`;
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: 'SEO metadata test page',
    url: canonicalUrl,
    isPartOf: {'@type': 'WebSite', name: siteConfig.title, url: siteConfig.url},
  };
  return (
    <TestPage path="/tests/pages/seo/">
      <PageMetadata keywords={['seo', 'metadata', 'open graph', 'test page']} image="/img/social-card.png" />
      <Head>
        <link rel="canonical" href={canonicalUrl} />
        <meta property="og:type" content="article" />
        <meta name="twitter:label1" content="Checks" />
        <meta name="twitter:data1" content="Search and social metadata" />
        <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
      </Head>
      <p>
        The theme writes the title, description and social image tags from a few props; the rest comes from a{' '}
        <code>&lt;Head&gt;</code>. This page sets its title and description through the Layout, its keywords and social
        image through <code>PageMetadata</code> from <code>@docusaurus/theme-common</code>, and an explicit canonical
        URL, an Open Graph type, two Twitter label tags and JSON-LD structured data through <code>&lt;Head&gt;</code>.
      </p>
      <p>
        Things to look for: exactly one <code>title</code> and one canonical link (the explicit canonical replaces the
        one the theme adds), <code>og:title</code> and <code>og:description</code> matching the title and description,
        and an <code>og:image</code> that is an absolute URL although the page passed a path.
      </p>
      <Heading as="h2">What the browser has</Heading>
      <HeadReadout selectors={readoutSelectors} />
    </TestPage>
  );
}
