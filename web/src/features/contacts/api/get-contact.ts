import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import type { ContactResponse } from './contact-types';

/** GET /api/v1/home/contacts/{id}: the contact as the caller's side sees it (parties only). */
export function getContact(id: string, signal?: AbortSignal): Promise<ContactResponse> {
  return api.get<ContactResponse>(`/home/contacts/${encodeURIComponent(id)}`, {
    ...(signal ? { signal } : {}),
  });
}

export function useContact(id: string): QueryResult<ContactResponse> {
  const fetcher = useCallback((signal: AbortSignal) => getContact(id, signal), [id]);
  return useQuery(fetcher);
}
