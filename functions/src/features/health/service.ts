/**
 * `GET /api/v1/health`: what an uptime check or a person after a deploy needs to know: which build
 * answers, and whether it reaches Firestore. Nothing secret, nothing per user.
 */

/** Which build is running: the commit stamped at build time and the Cloud Run revision serving it. */
export interface BuildInfo {
  /** `git rev-parse HEAD` when `npm run build -w functions` ran; `dev` when running from source. */
  commit: string;
  /** When the build ran (ISO 8601), or null from source. */
  builtAt: string | null;
}

export interface HealthReport {
  status: 'ok' | 'unavailable';
  version: BuildInfo & { revision: string | null };
  firestore: 'ok' | 'unreachable';
}

/** How long the Firestore probe may take before the instance counts as cut off from it. */
export const FIRESTORE_PROBE_TIMEOUT_MS = 3000;

/** Runs `probe` against `timeoutMs`; resolves true when it answered in time, false otherwise. */
export async function reachable(
  probe: () => Promise<unknown>,
  timeoutMs: number,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([probe().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthReport(
  build: BuildInfo,
  revision: string | undefined,
  firestoreReachable: boolean,
): HealthReport {
  return {
    status: firestoreReachable ? 'ok' : 'unavailable',
    version: { ...build, revision: revision ?? null },
    firestore: firestoreReachable ? 'ok' : 'unreachable',
  };
}
