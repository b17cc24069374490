import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {translateBlogAuthorsListPageTitle} from '@docusaurus/theme-common/internal';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import styles from './styles.module.css';

type Author = Props['authors'][number];

function AuthorCard({author}: {author: Author}): ReactNode {
  return (
    <li className={clsx('avatar', styles.author)}>
      {/* Decorative: the name next to it says who it is. Lazy, as the page holds hundreds. */}
      <img
        className={clsx('avatar__photo', styles.photo)}
        src={author.imageURL}
        alt=""
        loading="lazy"
        width={128}
        height={128}
      />
      <div className="avatar__intro">
        <Link className="avatar__name" href={author.url} title={author.name}>
          {author.name}
        </Link>
        <small className="avatar__subtitle">
          {author.title} · {author.count} {author.count === 1 ? 'release' : 'releases'}
        </small>
      </div>
    </li>
  );
}

/**
 * The blog authors list, compacted for the changelog's many committers: a grid
 * of small cards whose avatars load only as they scroll into view.
 */
export default function ChangelogAuthorsListPage({authors, sidebar}: Props): ReactNode {
  const title = translateBlogAuthorsListPageTitle();
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogAuthorsListPage)}>
      <PageMetadata title={title} />
      <SearchMetadata tag="blog_authors_list" />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1">{title}</Heading>
        <p>
          The {authors.length} people recorded as committers of a release, those with the most releases first. Each name
          links to the person&apos;s GitHub profile.
        </p>
        <ul className={styles.grid}>
          {authors.map((author) => (
            <AuthorCard key={author.key} author={author} />
          ))}
        </ul>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
