import { api } from '../../../lib/api-client';

/** DELETE /api/v1/home/notices/{id}: confirms a notice (204, idempotent; the notice stays, greyed). */
export async function confirmNotice(id: string, options: { background?: boolean } = {}) {
  await api.delete<void>(`/home/notices/${encodeURIComponent(id)}`, options);
}
