import type { Firestore } from 'firebase-admin/firestore';
import { createNoticeOnce } from '../../shared/notices';
import { parseDoc } from '../../shared/firestore-docs';
import { qualificationState } from './qualification';
import { z } from 'zod';
import {
  qualificationDocSchema,
  qualificationNotice,
  qualificationRuleDocSchema,
  recordOf,
} from './qualification-docs';

/** What the job reads of a device (not the whole schema, which loads the images feature). */
const lapsingDeviceSchema = z.object({
  name: z.string(),
  qualification: qualificationRuleDocSchema,
});

/**
 * The daily job (09:00 Asia/Tokyo): tells each holder whose qualification lapses within
 * `LAPSE_NOTICE_DAYS` unless used, once per lapse date (a use moves the date, and the notice comes
 * again before the new one). Answers how many notices were new.
 */
export async function notifyLapsingQualifications(db: Firestore, now: Date): Promise<number> {
  const lapsing = await db.collection('devices').where('qualification.required', '==', true).get();
  let created = 0;
  for (const snap of lapsing.docs) {
    const device = parseDoc(lapsingDeviceSchema, snap);
    if (device.qualification.idleDays === null) continue;
    const held = await snap.ref.collection('qualifications').where('revokedAt', '==', null).get();
    for (const doc of held.docs.map((d) => parseDoc(qualificationDocSchema, d))) {
      const state = qualificationState(recordOf(doc), device.qualification.idleDays, now);
      if (state.status !== 'active' || state.noticeAt === null || state.lapsesAt === null) continue;
      if (state.noticeAt.getTime() > now.getTime()) continue;
      const id = `lapsing_${snap.id}_${doc.userId}_${state.lapsesAt.getTime()}`;
      const notice = qualificationNotice(snap.id, device, doc.userId, 'qualification_lapsing', now);
      created += await createNoticeOnce(db, id, notice);
    }
  }
  return created;
}
