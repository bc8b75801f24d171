import type { OpenContactResponse } from '@campus/model/contact-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/exhibits/{id}/contacts/open: the trade of this exhibit the caller (the identity
 * acting) has in progress, or null. The exhibit page then leads to that chat instead of offering a
 * contact the server would refuse (409 `already_contacted`).
 */
export async function getOpenContact(
  exhibitId: string,
  signal?: AbortSignal,
): Promise<OpenContactResponse['contact']> {
  const body = await api.get<OpenContactResponse>(
    `/home/exhibits/${encodeURIComponent(exhibitId)}/contacts/open`,
    signal ? { signal } : {},
  );
  return body.contact;
}

/** Fetched afresh each time the page shows (a trade may have ended meanwhile). */
export function useOpenContact(exhibitId: string): QueryResult<OpenContactResponse['contact']> {
  return useQuery(
    ['/home/exhibits', exhibitId, 'contacts/open'],
    (signal) => getOpenContact(exhibitId, signal),
    { staleTime: 0 },
  );
}
