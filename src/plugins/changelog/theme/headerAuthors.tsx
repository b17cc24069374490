import React from 'react';
import type {Content} from '@theme/BlogPostPage';
import useRouteContext from '@docusaurus/useRouteContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ChangelogGlobalData} from '../index';

/** The plugin's headerAuthorsLimit option, for the page being rendered. */
export function useHeaderAuthorsLimit(): number {
  const {plugin} = useRouteContext();
  return (usePluginData(plugin.name, plugin.id) as ChangelogGlobalData).headerAuthorsLimit;
}

/**
 * The same post with only its first authors in the header: a release can have
 * over a hundred committers, and the post's body lists every one of them.
 */
export function withHeaderAuthorsLimit(content: Content, limit: number): Content {
  const {metadata, assets} = content;
  if (metadata.authors.length <= limit) {
    return content;
  }
  const Post = content;
  const LimitedPost = () => <Post />;
  return Object.assign(LimitedPost, content, {
    metadata: {...metadata, authors: metadata.authors.slice(0, limit)},
    assets: {...assets, authorsImageUrls: assets.authorsImageUrls.slice(0, limit)},
  });
}
