import { getBlob } from '../../../lib/api-client';

/**
 * GET /api/v1/home/contacts/{id}/calendar.ics: the pick-up reservation as an iCalendar event. It
 * needs the bearer token, so it is fetched through the API client and saved from a Blob.
 */
export async function downloadCalendar(id: string): Promise<void> {
  const blob = await getBlob(`/home/contacts/${encodeURIComponent(id)}/calendar.ics`);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `pickup-${id}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
