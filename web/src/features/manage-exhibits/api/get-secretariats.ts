import { api } from '../../../lib/api-client';
import type {
  Secretariat,
  SecretariatsResponse as GetSecretariatsResponse,
} from '@campus/model/lookup-types';

/** GET /api/v1/secretariats: the secretariats an exhibit is assigned to, in display order. */

export type { GetSecretariatsResponse, Secretariat };

export function getSecretariats(signal?: AbortSignal): Promise<GetSecretariatsResponse> {
  return api.get<GetSecretariatsResponse>('/secretariats', signal ? { signal } : {});
}
