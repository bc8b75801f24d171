/**
 * Device qualifications (issue 19, part 1), as plain functions: a qualification granted by the
 * lender lapses after the device's idle days without a use (counted from the last use, or from the
 * grant when never used), with a notice 14 days before; a revoked one is gone.
 */

const DAY = 24 * 60 * 60_000;

/** Days before a lapse when the holder is told. */
export const LAPSE_NOTICE_DAYS = 14;

export interface QualificationRecord {
  grantedAt: Date;
  /** The end of the holder's last use of the device (null: not used since the grant). */
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export type QualificationState =
  | { status: 'active'; lapsesAt: Date | null; noticeAt: Date | null }
  | { status: 'lapsed'; lapsesAt: Date }
  | { status: 'revoked' };

/** Where a qualification stands at `now`, for a device whose qualifications lapse after `idleDays`. */
export function qualificationState(
  record: QualificationRecord,
  idleDays: number | null,
  now: Date,
): QualificationState {
  if (record.revokedAt !== null && record.revokedAt.getTime() <= now.getTime())
    return { status: 'revoked' };
  if (idleDays === null) return { status: 'active', lapsesAt: null, noticeAt: null };
  const since = Math.max(record.grantedAt.getTime(), record.lastUsedAt?.getTime() ?? 0);
  const lapsesAt = new Date(since + idleDays * DAY);
  if (now.getTime() >= lapsesAt.getTime()) return { status: 'lapsed', lapsesAt };
  const notice = lapsesAt.getTime() - LAPSE_NOTICE_DAYS * DAY;
  return { status: 'active', lapsesAt, noticeAt: new Date(Math.max(notice, since)) };
}

/** Whether the holder may book the device at `now`. */
export const mayBook = (record: QualificationRecord | null, idleDays: number | null, now: Date) =>
  record !== null && qualificationState(record, idleDays, now).status === 'active';
