import { api } from '../../../lib/api-client';
import type { LocalizedText } from '../../../lib/i18n';

/** GET /api/v1/secretariats: the secretariats an exhibit is assigned to, in display order. */

export interface Secretariat {
  id: string;
  name: LocalizedText;
  order: number;
}

export interface GetSecretariatsResponse {
  secretariats: Secretariat[];
}

export function getSecretariats(signal?: AbortSignal): Promise<GetSecretariatsResponse> {
  return api.get<GetSecretariatsResponse>('/secretariats', signal ? { signal } : {});
}
