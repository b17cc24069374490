import React from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import NotFound from '@theme/NotFound';
import type {FeatureRequest} from '../../data/featureRequests';
import {findRequest, requestSlugFromPath} from './board';
import RequestBoard from './RequestBoard';
import RequestDetail from './RequestDetail';
import NoSuchRequest from './NoSuchRequest';

type Props = {
  /** Every request, from the plugin's data module. */
  readonly requests: FeatureRequest[];
  /** URL of the board, with a trailing slash. */
  readonly basePath: string;
};

/**
 * One component for every path under the board: the board itself, the detail
 * page of a request, or a message for a slug that names no request.
 */
export default function FeatureRequestsPage({requests, basePath}: Props): React.ReactNode {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  const slug = requestSlugFromPath(pathname, basePath);
  if (slug === null) {
    return (
      <Layout title="Feature requests" description="Ideas for Docusaurus, what is planned and what has shipped.">
        <RequestBoard requests={requests} basePath={basePath} />
      </Layout>
    );
  }
  const request = findRequest(requests, slug);
  if (!request) {
    // A direct load of an unknown slug arrives with the server's 404 page:
    // hydrate that same markup, then show the specific message.
    if (!isBrowser) {
      return <NotFound />;
    }
    return (
      <Layout title="No such request">
        <NoSuchRequest slug={slug} basePath={basePath} />
      </Layout>
    );
  }
  return (
    <Layout title={request.title} description={request.description}>
      <RequestDetail request={request} basePath={basePath} />
    </Layout>
  );
}
