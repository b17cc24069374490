import React, {createContext, useContext} from 'react';
import Heading from '@theme/Heading';

/** The blog's title while a blog list page renders; null on the other pages that list posts. */
const BlogListTitleContext = createContext<string | null>(null);

export const BlogListTitleProvider = BlogListTitleContext.Provider;

/**
 * The stock blog list page has no h1: its posts start at h2. This gives it
 * one, for screen readers only, inside its main landmark.
 */
export default function BlogListHeading(): React.ReactNode {
  const blogTitle = useContext(BlogListTitleContext);
  return blogTitle === null ? null : (
    <Heading as="h1" className="sr-only">
      {blogTitle}
    </Heading>
  );
}
