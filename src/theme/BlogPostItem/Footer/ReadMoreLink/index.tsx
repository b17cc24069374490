import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * Swizzled, not wrapped: the theme names this link only with aria-label, so
 * its text is a bare "Read more", which crawlers and Lighthouse's link-text
 * audit read as undescriptive. Here the text itself carries the post's title,
 * hidden on screen; the name that assistive technology reads is unchanged.
 */
export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): React.JSX.Element {
  return (
    <Link {...linkProps}>
      <b aria-hidden="true">
        <Translate
          id="theme.blog.post.readMore"
          description="Visible text of the link from a post excerpt to the whole post">
          Read more
        </Translate>
      </b>
      <span className="sr-only">
        {translate(
          {
            message: 'Read more about {title}',
            id: 'theme.blog.post.readMoreLabel',
            description: 'Full name of the link from a post excerpt to the whole post',
          },
          {title: blogPostTitle},
        )}
      </span>
    </Link>
  );
}
