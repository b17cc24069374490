import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
// Markdown, so that the build highlights the samples: the page then loads no Prism.
import HowItWorksSamples from '@site/src/pages/_home/HowItWorksSamples.mdx';
import styles from './styles.module.css';

const steps = [
  {
    title: 'Create the site',
    text: 'One command scaffolds a site with docs, a blog and a landing page, ready to run.',
  },
  {
    title: 'Write pages',
    text: 'Add Markdown files to docs/. The file tree becomes the sidebar; front matter sets titles and order.',
  },
  {
    title: 'Build and deploy',
    text: 'The build renders every route to HTML. Upload the folder to any static host or let CI do it.',
  },
];

export default function HomeHowItWorks(): React.ReactNode {
  return (
    <section className={styles.section} aria-labelledby="how-it-works-heading">
      <div className={`container ${styles.layout}`}>
        <div>
          <Heading as="h2" id="how-it-works-heading" className={styles.heading}>
            How it works
          </Heading>
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <Heading as="h3" className={styles.stepTitle}>
                    {step.title}
                  </Heading>
                  <p className={styles.stepText}>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className={styles.reference}>
            Every command is described in the <Link to="/docs/cli/">CLI reference</Link>.
          </p>
        </div>
        <div className={styles.code}>
          <HowItWorksSamples />
        </div>
      </div>
    </section>
  );
}
