import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import AuthorSocials from '@theme/Blog/Components/Author/Socials';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Blog/Components/Author';
// The stock component's styles: this one renders its markup.
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/styles.module.css';

/** A link when the author has somewhere to point to, else the children alone. */
function LinkIfAny({href, className, children}: {href?: string; className?: string; children: React.ReactNode}) {
  return href ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    children
  );
}

/**
 * The stock blog author, ejected for two reasons:
 * - an avatar loads lazily, except the one heading an author's own page. React's server renderer
 *   hoists a preload into the page head for every image that is not lazy: the changelog's first
 *   page asked for 40 avatars before its own scripts on a slow phone link.
 * - an avatar given as a site path (`/img/authors/…`) is resolved here, where the router is known:
 *   the build resolves it against the base URL, which the copy opened from disk (hash router)
 *   cannot load.
 */
export default function BlogAuthor({as, author, className, count}: Props): React.ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const {name, title, url, imageURL, email, page} = author;
  // || and not ??: an empty url or permalink means none, as in the stock component.
  const href = page?.permalink || url || (email ? `mailto:${email}` : undefined);
  return (
    <div className={clsx('avatar margin-bottom--sm', className, as && styles[`author-as-${as}`])}>
      {imageURL && (
        <LinkIfAny href={href} className="avatar__photo-link">
          <img
            className={clsx('avatar__photo', styles.authorImage)}
            src={imageURL.startsWith('/') ? withBaseUrl(imageURL) : imageURL}
            alt={name}
            loading={as === 'h1' ? undefined : 'lazy'}
          />
        </LinkIfAny>
      )}
      {name || title ? (
        <div className={clsx('avatar__intro', styles.authorDetails)}>
          <div className="avatar__name">
            {name && (
              <LinkIfAny href={href}>
                {as ? (
                  <Heading as={as} className={styles.authorName}>
                    {name}
                  </Heading>
                ) : (
                  <span className={styles.authorName}>{name}</span>
                )}
              </LinkIfAny>
            )}
            {count !== undefined && <span className={styles.authorBlogPostCount}>{count}</span>}
          </div>
          {title ? (
            <small className={styles.authorTitle} title={title}>
              {title}
            </small>
          ) : null}
          {/* Rendered even without socials, so that the details keep their place in the flex layout. */}
          <AuthorSocials author={author} />
        </div>
      ) : null}
    </div>
  );
}
