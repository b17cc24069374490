/** Appears in every answer of the local requester; the search-index step looks for it in the bundle. */
export const requesterMarker = 'local-search:requester';
