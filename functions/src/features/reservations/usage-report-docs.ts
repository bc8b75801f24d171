import { z } from 'zod';
import type { ReservationReportBody, UsageReportBody } from '../../model/share-types';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';
import type { ReservationStatus } from './lifecycle';
import type { Range } from './booking';
import { billedUse, reportState } from './usage-report';

/**
 * The documents of usage reports (issue 33, part 3; docs/share-mode.md): the short state frozen on
 * each reservation of a device that asks for reports, and the report itself,
 * `usageReports/{reservationId}`.
 */

/**
 * Where the scheduled job has taken a report: `booked` until the session ends, `reminded` once the
 * user has the to-do, `overdue` once both sides were told it is late, `filed` once it is filed.
 */
export const REPORT_STAGES = ['booked', 'reminded', 'overdue', 'filed'] as const;

/** `reservations/{id}.report`. */
export const reservationReportSchema = z.object({
  /** The session's end plus the device's days, frozen when booked. */
  dueAt: timestamp,
  filedAt: timestamp.nullable(),
  needsConfirmation: z.boolean(),
  confirmedAt: timestamp.nullable(),
  stage: z.enum(REPORT_STAGES),
});
export type ReservationReport = z.infer<typeof reservationReportSchema>;

/** `usageReports/{reservationId}`: what the user reported of a session. */
export const usageReportDocSchema = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  lenderId: z.string(),
  /** The reservation's user identity (a user or a group) and the person who filed. */
  userId: z.string(),
  filedBy: z.string(),
  start: timestamp,
  end: timestamp,
  /** The check-in record when filed (null: none). */
  recordedStart: timestamp.nullable(),
  recordedEnd: timestamp.nullable(),
  samples: z.number().int(),
  work: z.string(),
  results: z.string(),
  needsConfirmation: z.boolean(),
  confirmedAt: timestamp.nullable(),
  confirmedBy: z.string().nullable(),
  filedAt: timestamp,
  updatedAt: timestamp,
});
export type UsageReportDoc = z.infer<typeof usageReportDocSchema>;

/** A reservation's report in short at `now`; null where none is asked (or it never took place). */
export function reportBodyOf(
  doc: {
    status: ReservationStatus;
    end: { toDate(): Date };
    report: ReservationReport | null;
  },
  now: Date,
): ReservationReportBody | null {
  const { report } = doc;
  if (report === null) return null;
  const state = reportState(
    {
      status: doc.status,
      end: doc.end.toDate(),
      report: { dueAt: report.dueAt.toDate(), filedAt: report.filedAt?.toDate() ?? null },
    },
    now,
  );
  if (state === 'none') return null;
  return {
    state,
    dueAt: report.dueAt.toDate().toISOString(),
    filedAt: report.filedAt?.toDate().toISOString() ?? null,
    awaitingConfirmation:
      report.filedAt !== null && report.needsConfirmation && report.confirmedAt === null,
  };
}

const iso = (t: { toDate(): Date } | null) => t?.toDate().toISOString() ?? null;

export function toUsageReportBody(
  reservationId: string,
  doc: UsageReportDoc,
  userName: string | null,
): UsageReportBody {
  return {
    reservationId,
    deviceId: doc.deviceId,
    deviceName: doc.deviceName,
    lenderId: doc.lenderId,
    userId: doc.userId,
    userName,
    start: doc.start.toDate().toISOString(),
    end: doc.end.toDate().toISOString(),
    recordedStart: iso(doc.recordedStart),
    recordedEnd: iso(doc.recordedEnd),
    samples: doc.samples,
    work: doc.work,
    results: doc.results,
    needsConfirmation: doc.needsConfirmation,
    confirmedAt: iso(doc.confirmedAt),
    filedAt: doc.filedAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}

/** A reservation's check-in record (null until use both started and ended). */
export function recordedRangeOf(doc: {
  actualStart: { toDate(): Date } | null;
  actualEnd: { toDate(): Date } | null;
}): Range | null {
  return doc.actualStart === null || doc.actualEnd === null
    ? null
    : { start: doc.actualStart.toDate(), end: doc.actualEnd.toDate() };
}

/**
 * The time a session is billed for (`billedUse`) with its report as filed, or none: what the fee
 * charging by use follows and the programme's sheet counts as hours.
 */
export function billedRangeOf(
  doc: {
    start: { toDate(): Date };
    end: { toDate(): Date };
    actualStart: { toDate(): Date } | null;
    actualEnd: { toDate(): Date } | null;
  },
  report: UsageReportDoc | null,
): Range {
  return billedUse(
    { start: doc.start.toDate(), end: doc.end.toDate() },
    recordedRangeOf(doc),
    report === null
      ? null
      : {
          range: { start: report.start.toDate(), end: report.end.toDate() },
          needsConfirmation: report.needsConfirmation,
          confirmed: report.confirmedAt !== null,
        },
  );
}
