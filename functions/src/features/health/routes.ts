import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { readBuildInfo } from './build-info';
import { type BuildInfo, FIRESTORE_PROBE_TIMEOUT_MS, healthReport, reachable } from './service';

export interface HealthOptions {
  build?: BuildInfo;
  /** Cloud Run names the revision serving the request (`K_REVISION`). */
  revision?: string | undefined;
  timeoutMs?: number;
}

/**
 * `GET /health` (public): 200 `{ status: 'ok', version, firestore: 'ok' }`, or 503 with
 * `status: 'unavailable'` when Firestore does not answer a one-document read in time. Never cached.
 */
export function healthRouter(db: Firestore, options: HealthOptions = {}): Router {
  const build = options.build ?? readBuildInfo();
  const revision = options.revision ?? process.env.K_REVISION;
  const timeoutMs = options.timeoutMs ?? FIRESTORE_PROBE_TIMEOUT_MS;
  const router = Router();
  router.get('/health', async (_req, res) => {
    // A read of a document that need not exist: one billed read, no index, no permission beyond the API's.
    const ok = await reachable(() => db.doc('health/probe').get(), timeoutMs);
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(healthReport(build, revision, ok));
  });
  return router;
}
