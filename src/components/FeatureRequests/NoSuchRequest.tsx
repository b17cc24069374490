import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function NoSuchRequest({slug, basePath}: {slug: string; basePath: string}): React.ReactNode {
  return (
    <main className="container margin-vert--xl">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.detail}>
        <Heading as="h1">No such request</Heading>
        <p className={styles.lead}>
          There is no feature request called <code>{slug}</code>. It may have been renamed, merged into another request,
          or the link may be mistyped.
        </p>
        <Link className="button button--primary" to={basePath}>
          Back to all feature requests
        </Link>
      </div>
    </main>
  );
}
