import {featureRequestStatuses, type FeatureRequest, type FeatureRequestStatus} from '../../data/featureRequests';

/** The board shows every status, or one. */
export type StatusFilter = FeatureRequestStatus | 'all';

const statusQueryKey = 'status';

function isStatus(value: string | null): value is FeatureRequestStatus {
  return (featureRequestStatuses as readonly (string | null)[]).includes(value);
}

export function parseStatusFilter(search: string): StatusFilter {
  const value = new URLSearchParams(search).get(statusQueryKey);
  return isStatus(value) ? value : 'all';
}

/** The query string for a status filter, with a leading "?" ("" for all). */
export function statusFilterQuery(status: StatusFilter): string {
  return status === 'all' ? '' : `?${new URLSearchParams({[statusQueryKey]: status}).toString()}`;
}

/** Requests with the status, most votes first, ties by title. */
export function filterRequests(requests: readonly FeatureRequest[], status: StatusFilter): FeatureRequest[] {
  return requests
    .filter((request) => status === 'all' || request.status === status)
    .sort((a, b) => b.votes - a.votes || a.title.localeCompare(b.title, 'en'));
}

export function countByStatus(requests: readonly FeatureRequest[]): Record<StatusFilter, number> {
  const counts = {all: requests.length} as Record<StatusFilter, number>;
  for (const status of featureRequestStatuses) {
    counts[status] = requests.filter((request) => request.status === status).length;
  }
  return counts;
}

/**
 * What a path under the board shows: the board itself (`null`), or the slug
 * asked for, which may name no request. `basePath` ends with a slash.
 */
export function requestSlugFromPath(pathname: string, basePath: string): string | null {
  if (!pathname.startsWith(basePath)) {
    return null;
  }
  const rest = pathname.slice(basePath.length).replace(/\/+$/, '');
  return rest === '' ? null : decodeURIComponent(rest);
}

export function findRequest(requests: readonly FeatureRequest[], slug: string): FeatureRequest | undefined {
  return requests.find((request) => request.slug === slug);
}
