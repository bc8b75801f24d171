import { getBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/**
 * GET /api/v1/home/contacts/{id}/calendar.ics: the pick-up reservation as an iCalendar event. It
 * needs the bearer token, so it is fetched through the API client and saved from a Blob.
 */
export async function downloadCalendar(id: string): Promise<void> {
  const blob = await getBlob(`/home/contacts/${encodeURIComponent(id)}/calendar.ics`);
  saveBlob(blob, `pickup-${id}.ics`);
}
