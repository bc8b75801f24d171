import { tokyoParts } from '../model/tokyo-time';

/**
 * The daily Firestore export (README, "Backups"): every collection of the default database into
 * `<bucket>/firestore/<Tokyo date>`, a managed export that Firestore runs itself (the function only
 * starts it). Restore with `gcloud firestore import <bucket>/firestore/<date>`.
 */
export interface ExportRequest {
  name: string;
  outputUriPrefix: string;
  /** Empty: every collection. */
  collectionIds: string[];
}

/** What to export where, or null when backups are `off`. */
export function exportRequest(projectId: string, bucket: string, now: Date): ExportRequest | null {
  if (bucket === 'off') return null;
  const day = tokyoParts(now).ymd;
  return {
    name: `projects/${projectId}/databases/(default)`,
    outputUriPrefix: `${bucket.replace(/\/+$/, '')}/firestore/${day}`,
    collectionIds: [],
  };
}

/** The one call of the Firestore Admin API the job needs (`v1.FirestoreAdminClient`). */
export interface FirestoreExporter {
  exportDocuments(request: ExportRequest): Promise<[{ name?: string | null }, ...unknown[]]>;
}

/** Starts the export; resolves with the name of the long-running operation (for the log). */
export async function startExport(
  exporter: FirestoreExporter,
  request: ExportRequest,
): Promise<string> {
  const [operation] = await exporter.exportDocuments(request);
  return operation.name ?? '(unnamed operation)';
}
