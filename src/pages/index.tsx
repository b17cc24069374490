import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeHero from '@site/src/components/HomeHero';
import HomeFeatures from '@site/src/components/HomeFeatures';
import HomeHowItWorks from '@site/src/components/HomeHowItWorks';
import HomeShowcaseBand from '@site/src/components/HomeShowcaseBand';

export default function Home(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <main>
        <HomeHero />
        <HomeFeatures />
        <HomeHowItWorks />
        <HomeShowcaseBand />
      </main>
    </Layout>
  );
}
