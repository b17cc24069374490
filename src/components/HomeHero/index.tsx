import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HeroIllustration from './HeroIllustration';
import styles from './styles.module.css';

// The first line of the home page's terminal sample too (src/pages/_home/HowItWorksSamples.mdx).
const createCommand = 'npx create-docusaurus@latest my-site classic';

export default function HomeHero(): React.ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            {siteConfig.title} {siteMetadata.docusaurusVersion}
          </p>
          <Heading as="h1" className={styles.title}>
            {siteConfig.tagline}
          </Heading>
          <p className={styles.subtitle}>
            Write pages in Markdown, keep them next to your code, and publish a site that loads fast, works without
            JavaScript and feels like an app once it has loaded.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/playground/">
              Try it in the playground
            </Link>
          </div>
          <p className={styles.install}>
            <span className={styles.installLabel}>Start a site:</span>
            <code className={styles.installCommand}>{createCommand}</code>
          </p>
        </div>
        <HeroIllustration className={styles.illustration} />
      </div>
    </header>
  );
}
