import { Timestamp } from 'firebase-admin/firestore';
import { type AppError, forbidden } from '../http/errors';
import { ACCOUNT_SUSPENDED } from '../model/error-codes';
import type { SuspensionBody } from '../model/moderation-types';
import { tokyoText } from '../model/tokyo-time';

/**
 * A moderator's suspension of a user (`profiles/{uid}.suspension`, docs/moderation.md): until it
 * ends the user reads but does not write. Kept after it ends (the audit has the history); only
 * `isSuspended` says whether it is in force.
 */
export interface Suspension {
  until: Date;
  reason: string;
}

/** The stored field as a suspension (null when absent or malformed). */
export function suspensionOf(value: unknown): Suspension | null {
  if (typeof value !== 'object' || value === null) return null;
  const { until, reason } = value as { until?: unknown; reason?: unknown };
  if (!(until instanceof Timestamp)) return null;
  return { until: until.toDate(), reason: typeof reason === 'string' ? reason : '' };
}

export function isSuspended(suspension: Suspension | null, now: Date): boolean {
  return suspension !== null && suspension.until.getTime() > now.getTime();
}

/** The suspension as `GET /home/me` shows it: null once it ended. */
export function suspensionBody(suspension: Suspension | null, now: Date): SuspensionBody | null {
  return suspension !== null && isSuspended(suspension, now)
    ? { until: suspension.until.toISOString(), reason: suspension.reason }
    : null;
}

export const accountSuspended = (until: Date): AppError =>
  forbidden(
    ACCOUNT_SUSPENDED,
    `The moderators suspended this account until ${tokyoText(until)} (Asia/Tokyo): no changes until then`,
  );
