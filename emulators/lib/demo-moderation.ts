import type { Firestore } from 'firebase-admin/firestore';
import { reportInputSchema } from '../../functions/src/model/moderation.js';
import { createModerationUseCases } from '../../functions/src/features/moderation/use-cases.js';

/**
 * A report waiting in the moderators' queue (/manage/backoffice/reports, 佐藤 健 is a moderator):
 * 山田 花子 reports an exhibit of 鈴木 太郎 whose description, she says, gives a private phone
 * number. Written through the moderation store (the API's rules and snapshot). Idempotent: a report
 * made before (409 `already_reported`) is left alone.
 */
export const DEMO_REPORT = {
  reporter: 'demo-hanako',
  exhibitTitle: 'Desktop monitors, 24 inch (x3)',
  reason: 'personal_info',
  text: '説明文に個人の携帯電話番号が書かれているように見えます。確認をお願いします。',
} as const;

export async function seedDemoModeration(db: Firestore): Promise<number> {
  const found = await db
    .collection('exhibits')
    .where('title', '==', DEMO_REPORT.exhibitTitle)
    .limit(1)
    .get();
  const exhibit = found.docs[0];
  if (exhibit === undefined) throw new Error(`No demo exhibit titled ${DEMO_REPORT.exhibitTitle}`);
  const input = reportInputSchema.parse({
    target: { kind: 'exhibit', exhibitId: exhibit.id },
    reason: DEMO_REPORT.reason,
    text: DEMO_REPORT.text,
  });
  const reporter = { uid: DEMO_REPORT.reporter, accountId: DEMO_REPORT.reporter };
  try {
    await createModerationUseCases(db).report(reporter, input, new Date());
    return 1;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'already_reported') return 0;
    throw error;
  }
}
