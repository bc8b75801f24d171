import { api } from '../../../lib/api-client';

/** DELETE /api/v1/home/exhibits/{id}/applications: withdraws the caller's application before the deadline. */
export async function withdrawApplication(exhibitId: string): Promise<void> {
  await api.delete(`/home/exhibits/${encodeURIComponent(exhibitId)}/applications`);
}
