import React from 'react';
import Heading from '@theme/Heading';
import Head from '@docusaurus/Head';
import TestPage from '@site/_dogfooding/components/TestPage';
import HeadReadout from '@site/_dogfooding/components/HeadReadout';

const readoutSelectors = [
  'html[data-dogfood-head]',
  'body[data-dogfood-head]',
  'meta[name^="dogfood-"]',
  'link[rel="help"]',
  'meta[name="theme-color"]',
] as const;

/** The innermost <Head> wins when two set the same tag. */
function InnerHeadOverride(): React.ReactNode {
  return (
    <Head>
      <meta name="dogfood-override" content="inner value" />
    </Head>
  );
}

export default function HeadMetadataTestPage(): React.ReactNode {
  return (
    <TestPage path="/tests/pages/head-metadata/">
      <Head>
        {/* eslint-disable-next-line jsx-a11y/html-has-lang -- merged into the real <html>, whose lang the site sets */}
        <html data-dogfood-head="set on html from a page" />
        <body data-dogfood-head="set on body from a page" />
        <meta name="dogfood-outer" content="set by the outer Head" />
        <meta name="dogfood-override" content="outer value" />
        <link rel="help" href="/docs/" />
        <meta name="theme-color" content="#1b4332" />
      </Head>
      <InnerHeadOverride />
      <p>
        <code>@docusaurus/Head</code> takes the same elements you would write in an HTML head, anywhere in the tree.
        This page sets attributes on <code>&lt;html&gt;</code> and <code>&lt;body&gt;</code> (data attributes, so the
        theme&apos;s own class names on <code>&lt;html&gt;</code> stay intact), two custom meta tags, a{' '}
        <code>help</code> link, and overrides the site&apos;s theme colour. A second, nested <code>&lt;Head&gt;</code>{' '}
        sets <code>dogfood-override</code> again: the nested value, &quot;inner value&quot;, must be the only one in the
        head.
      </p>
      <Heading as="h2">What the browser has</Heading>
      <p>
        The list below reads the document head live. The same tags are in the server-rendered HTML too, which you can
        check with View Source.
      </p>
      <HeadReadout selectors={readoutSelectors} />
    </TestPage>
  );
}
