/** Appears in every answer of the local requester; postBuild looks for it in the bundle. */
export const requesterMarker = 'local-search:requester';
