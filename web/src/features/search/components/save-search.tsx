import { lazy, Suspense } from 'react';
import { loadChunk } from '../../../lib/chunk-reload';
import { allMessages } from '../../../lib/i18n';
import type { SearchState } from '../search-params';

/** The action itself with everything it needs (its dialog, the form fields, the API call). */
const SaveSearchButton = lazy(() =>
  loadChunk(() => Promise.all([import('./save-search-button'), allMessages()])).then(
    ([module]) => ({ default: module.SaveSearchButton }),
  ),
);

/**
 * "Save this search" as the home page mounts it for a signed-in user: a small chunk whose only
 * work is to load the action with the rest of the messages, so the first load of `/` lists one
 * chunk to fetch for it, not all the action's (issue 17's budget).
 */
export function SaveSearch({ search }: { search: SearchState }) {
  return (
    <Suspense fallback={null}>
      <SaveSearchButton search={search} />
    </Suspense>
  );
}
