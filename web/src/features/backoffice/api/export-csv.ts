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
