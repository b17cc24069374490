import React, {Fragment, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogPostItems from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props as BlogListPageProps} from '@theme/BlogListPage';
import type {ChangelogListPageProps} from '../../index';
import type {FeedLink} from '../../listPages';
import {useHeaderAuthorsLimit, withHeaderAuthorsLimit} from '../headerAuthors';
import styles from './styles.module.css';

type Props = BlogListPageProps & ChangelogListPageProps;

/** "the RSS feed", "the RSS feed or the Atom feed", "the RSS feed, the Atom feed or the JSON feed". */
function FeedLinks({feeds}: {feeds: FeedLink[]}): ReactNode {
  return feeds.map((feed, index) => (
    <Fragment key={feed.type}>
      {index === 0 ? '' : index === feeds.length - 1 ? ' or ' : ', '}
      the {/* pathname:// makes a plain link: a feed is a file, not a page of the app. */}
      <Link href={`pathname://${feed.href}`} type={feed.mediaType}>
        {feed.label}
      </Link>
    </Fragment>
  ));
}

/**
 * The blog list page with a visible title, the changelog's description and
 * links to its feeds, and a few committers per entry header.
 */
export default function ChangelogListPage({metadata, items, sidebar, feeds}: Props): ReactNode {
  const limit = useHeaderAuthorsLimit();
  const limitedItems = useMemo(
    () => items.map(({content}) => ({content: withHeaderAuthorsLimit(content, limit)})),
    [items, limit],
  );
  const {blogTitle, blogDescription} = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData metadata={metadata} items={items} sidebar={sidebar} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--xl">
          <Heading as="h1">{blogTitle}</Heading>
          <p>{blogDescription}</p>
          {feeds.length > 0 && (
            <p className={styles.feeds}>
              Follow new releases in a feed reader with <FeedLinks feeds={feeds} />.
            </p>
          )}
        </header>
        <BlogPostItems items={limitedItems} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
