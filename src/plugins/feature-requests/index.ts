import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {featureRequests, featureRequestStatuses, type FeatureRequest} from '../../data/featureRequests';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Fails the build on data that would produce broken or colliding URLs. */
export function checkRequests(requests: readonly FeatureRequest[]): FeatureRequest[] {
  const seen = new Set<string>();
  for (const request of requests) {
    if (!slugPattern.test(request.slug)) {
      throw new Error(
        `Feature request "${request.title}": slug "${request.slug}" must be lower case words joined by hyphens.`,
      );
    }
    if (seen.has(request.slug)) {
      throw new Error(`Feature request slug "${request.slug}" is used twice.`);
    }
    if (!(featureRequestStatuses as readonly string[]).includes(request.status)) {
      throw new Error(`Feature request "${request.slug}": unknown status "${request.status}".`);
    }
    seen.add(request.slug);
  }
  return [...requests];
}

/**
 * The routes of the board. One route matches every path under the base path
 * (client-side navigation to any request, known or not); one exact route per
 * request makes the build write an HTML file for its detail page, so a direct
 * load works on a static host.
 */
export function featureRequestRoutes({
  basePath,
  component,
  requestsModule,
  slugs,
}: {
  basePath: string;
  component: string;
  requestsModule: string;
  slugs: readonly string[];
}): RouteConfig[] {
  const shared = {component, modules: {requests: requestsModule}, props: {basePath}};
  return [
    ...slugs.map((slug) => ({...shared, path: normalizeUrl([basePath, slug, '/']), exact: true})),
    {...shared, path: basePath, exact: false},
  ];
}

export default function featureRequestsPlugin(context: LoadContext, options: PluginOptions): Plugin<FeatureRequest[]> {
  const basePath = normalizeUrl([context.baseUrl, options.routeBasePath, '/']);
  return {
    name: 'feature-requests',
    async loadContent() {
      return checkRequests(featureRequests);
    },
    async contentLoaded({content, actions}) {
      const requestsModule = await actions.createData('requests.json', JSON.stringify(content));
      const routes = featureRequestRoutes({
        basePath,
        component: options.component,
        requestsModule,
        slugs: content.map((request) => request.slug),
      });
      routes.forEach((route) => actions.addRoute(route));
    },
  };
}
