import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import featureRequestsPlugin, {checkRequests, featureRequestRoutes, validateOptions} from './index';
import {DEFAULT_OPTIONS} from './options';
import {featureRequests} from '../../data/featureRequests';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never});

describe('feature-requests options', () => {
  it('serve the board at /feature-requests/ by default', () => {
    expect(validate({})).toEqual({...DEFAULT_OPTIONS, id: 'default'});
  });

  it('reject a base path with slashes around it', () => {
    expect(() => validate({routeBasePath: '/requests/'})).toThrow(/"routeBasePath" must be URL segments/);
    expect(validate({routeBasePath: 'ideas/board'}).routeBasePath).toBe('ideas/board');
  });
});

describe('feature request data', () => {
  it('has between 12 and 20 requests with valid, unique slugs', () => {
    expect(featureRequests.length).toBeGreaterThanOrEqual(12);
    expect(featureRequests.length).toBeLessThanOrEqual(20);
    expect(checkRequests(featureRequests)).toHaveLength(featureRequests.length);
  });

  it('links every request to the Docusaurus issue tracker', () => {
    for (const request of featureRequests) {
      expect(request.issueUrl, request.slug).toMatch(/^https:\/\/github\.com\/facebook\/docusaurus\/issues/);
    }
  });

  it('rejects duplicate and malformed slugs', () => {
    const [first] = featureRequests;
    expect(() => checkRequests([first!, first!])).toThrow(/used twice/);
    expect(() => checkRequests([{...first!, slug: 'Not A Slug'}])).toThrow(/lower case words/);
  });
});

describe('feature request routes', () => {
  it('add an exact route per request and a catch-all route last', () => {
    const routes = featureRequestRoutes({
      basePath: '/feature-requests/',
      component: '@site/Board',
      requestsModule: '/data/requests.json',
      slugs: ['one', 'two'],
    });
    expect(routes.map((route) => [route.path, route.exact])).toEqual([
      ['/feature-requests/one/', true],
      ['/feature-requests/two/', true],
      ['/feature-requests/', false],
    ]);
    expect(routes.every((route) => route.component === '@site/Board')).toBe(true);
    expect(routes[0]!.modules).toEqual({requests: '/data/requests.json'});
    expect(routes[0]!.props).toEqual({basePath: '/feature-requests/'});
  });

  it('are registered from contentLoaded under the base URL', async () => {
    const plugin = featureRequestsPlugin({baseUrl: '/docs-site/'} as LoadContext, DEFAULT_OPTIONS);
    const content = await plugin.loadContent!();
    const added: RouteConfig[] = [];
    const actions = {
      createData: async (name: string) => `/generated/${name}`,
      addRoute: (route: RouteConfig) => added.push(route),
    } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded!({content, actions});
    expect(added).toHaveLength(featureRequests.length + 1);
    expect(added.at(-1)).toMatchObject({path: '/docs-site/feature-requests/', exact: false});
    expect(added[0]!.path).toBe(`/docs-site/feature-requests/${featureRequests[0]!.slug}/`);
  });
});
