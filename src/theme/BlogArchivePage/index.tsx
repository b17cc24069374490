import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';

/**
 * The blog archive, swizzled (ejected) because its markup is what needed changing, which a wrapper
 * cannot reach: the stock page puts its title in a top-level <header>, a second banner landmark
 * beside the announcement bar, and jumps from the h1 to an h3 for each year (axe:
 * landmark-no-duplicate-banner, landmark-unique, heading-order). Here the title sits in <main> and
 * the years are h2.
 */
type ArchivePost = Props['archive']['blogPosts'][number];

/** Posts grouped by the year of their date, newest year first, as the archive lists them. */
function postsByYear(posts: readonly ArchivePost[]): {year: string; posts: ArchivePost[]}[] {
  const years = new Map<string, ArchivePost[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0]!;
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return [...years].map(([year, yearPosts]) => ({year, posts: yearPosts}));
}

function Year({year, posts}: {year: string; posts: ArchivePost[]}): React.ReactNode {
  const dateFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {dateFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function BlogArchivePage({archive}: Props): React.ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <div className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </div>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((yearPosts) => (
                    <div key={yearPosts.year} className="col col--4 margin-vert--lg">
                      <Year {...yearPosts} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
