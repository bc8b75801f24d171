/**
 * What a page creating a record leaves in the router state for the page it opens next (where the
 * record's photos are edited) when some chosen photos could not be uploaded after the create call:
 * the record exists, those photos are named there to be added again.
 */
export interface PhotosNotAdded {
  photosNotAdded?: string[];
}

/** The names of the photos not added, from a location's state (none when absent or malformed). */
export function photosNotAddedOf(state: unknown): string[] {
  if (typeof state !== 'object' || state === null || !('photosNotAdded' in state)) return [];
  const { photosNotAdded } = state as { photosNotAdded: unknown };
  return Array.isArray(photosNotAdded)
    ? photosNotAdded.filter((name): name is string => typeof name === 'string')
    : [];
}
