import { getBlob } from '../../../lib/api-client';
import type { BackofficeStage } from '../../../lib/exhibit-admin-types';
import { stagePath, type QueueStatus } from './types';

/**
 * GET /api/v1/home/backoffice/{stage}/export.csv?status=...: the queue as CSV (UTF-8 with BOM). It
 * needs the auth headers, so it is fetched as a Blob and saved through a temporary link.
 */
export async function exportCsv(stage: BackofficeStage, status: QueueStatus): Promise<Blob> {
  return getBlob(`${stagePath(stage)}/export.csv`, { query: { status } });
}

/** Saves `blob` as `fileName` (a temporary object URL and a click on a hidden link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
