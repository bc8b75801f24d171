import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { QualificationNoticeKind } from '../../model/notice-types';
import type { NoticeDraft } from '../../shared/notices';
import type { QualificationRecord } from './qualification';

/**
 * `devices/{id}/qualifications/{uid}` as stored, and the notices about it: shared by the store
 * (the API's) and the daily lapse job, which loads neither Express nor the app.
 */

/** A device's qualification rule as stored (older devices: anyone may book). */
export const qualificationRuleDocSchema = z
  .object({ required: z.boolean(), idleDays: z.number().int().nullable() })
  .default({ required: false, idleDays: null });

export const qualificationDocSchema = z.object({
  userId: z.string(),
  grantedAt: z.instanceof(Timestamp),
  grantedBy: z.string(),
  note: z.string(),
  lastUsedAt: z.instanceof(Timestamp).nullable(),
  revokedAt: z.instanceof(Timestamp).nullable(),
});
export type QualificationDoc = z.infer<typeof qualificationDocSchema>;

export const recordOf = (doc: QualificationDoc): QualificationRecord => ({
  grantedAt: doc.grantedAt.toDate(),
  lastUsedAt: doc.lastUsedAt?.toDate() ?? null,
  revokedAt: doc.revokedAt?.toDate() ?? null,
});

/** A qualification notice to the person `uid` about a device. */
export function qualificationNotice(
  deviceId: string,
  device: { name: string },
  uid: string,
  kind: QualificationNoticeKind,
  now: Date,
): NoticeDraft {
  return {
    accountId: uid,
    role: 'customer',
    kind,
    exhibitId: deviceId,
    exhibitTitle: device.name,
    favorite: null,
    comment: null,
    createdAt: now,
    confirmedAt: null,
  };
}
