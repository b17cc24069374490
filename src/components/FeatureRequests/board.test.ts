import {describe, expect, it} from 'vitest';
import type {FeatureRequest} from '../../data/featureRequests';
import {
  countByStatus,
  filterRequests,
  findRequest,
  parseStatusFilter,
  requestSlugFromPath,
  statusFilterQuery,
} from './board';

const request = (slug: string, status: FeatureRequest['status'], votes: number): FeatureRequest => ({
  slug,
  title: slug.replace(/-/g, ' '),
  status,
  votes,
  description: `About ${slug}.`,
  issueUrl: 'https://github.com/facebook/docusaurus/issues',
});

const requests = [
  request('b-item', 'planned', 10),
  request('a-item', 'planned', 10),
  request('c-item', 'done', 50),
  request('d-item', 'under-consideration', 5),
];

describe('feature request board', () => {
  it('reads the status filter from the query string, defaulting to all', () => {
    expect(parseStatusFilter('?status=planned')).toBe('planned');
    expect(parseStatusFilter('?status=in-progress')).toBe('in-progress');
    expect(parseStatusFilter('?status=shipped')).toBe('all');
    expect(parseStatusFilter('')).toBe('all');
  });

  it('writes the status filter, and nothing for all', () => {
    expect(statusFilterQuery('done')).toBe('?status=done');
    expect(statusFilterQuery('all')).toBe('');
    expect(parseStatusFilter(statusFilterQuery('under-consideration'))).toBe('under-consideration');
  });

  it('filters by status and sorts by votes, then title', () => {
    expect(filterRequests(requests, 'all').map((r) => r.slug)).toEqual(['c-item', 'a-item', 'b-item', 'd-item']);
    expect(filterRequests(requests, 'planned').map((r) => r.slug)).toEqual(['a-item', 'b-item']);
    expect(filterRequests(requests, 'in-progress')).toEqual([]);
  });

  it('counts requests per status', () => {
    expect(countByStatus(requests)).toEqual({all: 4, planned: 2, done: 1, 'under-consideration': 1, 'in-progress': 0});
  });

  it('finds the slug in a path under the board', () => {
    expect(requestSlugFromPath('/feature-requests/', '/feature-requests/')).toBeNull();
    expect(requestSlugFromPath('/feature-requests/a-item/', '/feature-requests/')).toBe('a-item');
    expect(requestSlugFromPath('/feature-requests/a-item', '/feature-requests/')).toBe('a-item');
    expect(requestSlugFromPath('/feature-requests/x/y/', '/feature-requests/')).toBe('x/y');
    expect(requestSlugFromPath('/docs/', '/feature-requests/')).toBeNull();
  });

  it('looks a request up by slug', () => {
    expect(findRequest(requests, 'c-item')?.status).toBe('done');
    expect(findRequest(requests, 'x/y')).toBeUndefined();
  });
});
