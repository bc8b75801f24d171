import type { Firestore } from 'firebase-admin/firestore';
import { createOutsideUsersStore } from '../../functions/src/features/outside-users/store.js';
import { signInPolicyFromEnv } from '../../functions/src/features/sign-in-policy/index.js';
import { fiscalYearOf } from '../../functions/src/model/fiscal-year.js';

/**
 * The demo's user from outside the campus (issue 33, part 4): 渡辺 健二 of a company, admitted by
 * the allow-list (`functions/.env.demo-campus`), whose affiliation the centre's admin recorded; the
 * centre asks outside users to register yearly (¥10,000) and charges them its devices' industry
 * fees. Written through the outside-users store, as the pages would.
 */

const DAY = 86_400_000;

export const DEMO_GUEST = 'demo-guest';

const REGISTRATION = {
  required: true,
  fee: 10_000,
  terms:
    '学外利用者は年度ごとに利用登録をお願いします。成果発表の際は共用室の利用を謝辞に記載してください。/ Outside users register each fiscal year and acknowledge the centre in their publications.',
};

const storeOf = (db: Firestore) => createOutsideUsersStore(db, signInPolicyFromEnv());

/** The centre's registration settings and the guest's affiliation, recorded by the centre's admin. */
export async function seedOutsideStanding(
  db: Firestore,
  centerId: string,
  admin: string,
  now: Date,
): Promise<void> {
  const store = storeOf(db);
  const at = new Date(now.getTime() - 45 * DAY);
  await store.saveSettings(centerId, REGISTRATION, admin, at);
  await store.setAffiliation(
    DEMO_GUEST,
    { kind: 'industry', name: '株式会社パートナー材料 / Partner Materials Co.' },
    { uid: admin, roles: [], group: centerId },
    centerId,
    at,
  );
}

/**
 * An outside user registers with the lender for the fiscal year of a session before booking it, as
 * the booking's 409 would send them to (nothing for campus users or lenders asking no registration).
 * Registered 20 days ago, or 3 days before the session if earlier: always a year they could choose.
 */
export async function registerForSession(
  db: Firestore,
  lenderId: string,
  user: string,
  start: Date,
  now: Date,
): Promise<void> {
  const store = storeOf(db);
  const standing = await store.standing(lenderId, user, now);
  const fiscalYear = fiscalYearOf(start);
  if (standing.rateClass === 'campus' || !standing.settings.required) return;
  if (standing.registrations.some((r) => r.fiscalYear === fiscalYear)) return;
  const at = new Date(Math.min(start.getTime() - 3 * DAY, now.getTime() - 20 * DAY));
  await store.register(lenderId, user, fiscalYear, at);
}
