import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {BlogIcon, MarkdownIcon, SearchIcon, ThemeIcon, TranslationIcon, VersionsIcon} from './icons';
import styles from './styles.module.css';

type Feature = {
  title: string;
  icon: () => ReactNode;
  description: ReactNode;
};

const features: Feature[] = [
  {
    title: 'Markdown with components',
    icon: MarkdownIcon,
    description: (
      <>
        Pages are MDX: plain Markdown for prose, React components where a page needs tabs, diagrams or a live code
        editor.
      </>
    ),
  },
  {
    title: 'Docs for every release',
    icon: VersionsIcon,
    description: (
      <>
        Freeze the docs of a release with one command. Readers pick a version from the navbar and never land on pages
        for code they do not run.
      </>
    ),
  },
  {
    title: 'Translations built in',
    icon: TranslationIcon,
    description: (
      <>
        Each locale is built as its own site from translated files, with right-to-left layout and a language switcher
        included.
      </>
    ),
  },
  {
    title: 'Search that scales',
    icon: SearchIcon,
    description: (
      <>
        Connect DocSearch for hosted search across versions and languages, or plug in a local search index from the
        community.
      </>
    ),
  },
  {
    title: 'A blog next to the docs',
    icon: BlogIcon,
    description: (
      <>
        Release notes and announcements with authors, tags, pagination and RSS, Atom and JSON feeds, from the same
        repository.
      </>
    ),
  },
  {
    title: 'Your look, your plugins',
    icon: ThemeIcon,
    description: (
      <>
        Change colours with CSS variables, wrap or replace any theme component, and add features through the{' '}
        <Link to="/docs/api/plugins/">plugin API</Link>.
      </>
    ),
  },
];

export default function HomeFeatures(): React.ReactNode {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          Everything a documentation site needs
        </Heading>
        <p className={styles.intro}>
          The classic preset bundles docs, blog, pages, a theme and a sitemap. You configure them; you do not build
          them.
        </p>
        <ul className={styles.grid}>
          {features.map(({title, icon: FeatureIcon, description}) => (
            <li key={title} className={styles.feature}>
              <span className={styles.icon}>
                <FeatureIcon />
              </span>
              <Heading as="h3" className={styles.title}>
                {title}
              </Heading>
              <p className={styles.description}>{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
