import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { conflict, forbidden, notFound, validationError } from '../../http/errors';
import { QUALIFICATION_REQUIRED, TRAINING_NOT_NEEDED } from '../../model/error-codes';
import type {
  QualificationBody,
  QualificationRule,
  TrainingRequestBody,
} from '../../model/share-types';
import { noticeDoc } from '../../shared/notices';
import { personNamesOf } from '../../shared/identities';
import { runTransaction } from '../../shared/transactions';
import { mayBook, qualificationState } from './qualification';
import {
  type QualificationDoc,
  qualificationDocSchema,
  qualificationNotice,
  recordOf,
} from './qualification-docs';
import { deviceDocSchema } from './schema';
import { deviceNotFound, notDeviceLender } from './store';
import { parseDoc } from '../../shared/firestore-docs';
import { z } from 'zod';

/**
 * All Firestore access of device qualifications (issue 19, part 1): `devices/{id}/qualifications/
 * {uid}` per person qualified (kept when revoked, so the lender sees the history), and
 * `devices/{id}/trainingRequests/{uid}` while a user waits for training. A person is qualified, not
 * a group: the uid, whatever identity they book as.
 *
 * A training request is also the lender's to-do (`todos/{deviceId}_{uid}_train_user`), gone once
 * the user is qualified; the user hears of a grant, a revocation and, from the daily job, a lapse
 * 14 days ahead (notices to the person, as `customer`).
 */

const trainingRequestDocSchema = z.object({
  userId: z.string(),
  message: z.string(),
  createdAt: z.instanceof(Timestamp),
});

export const qualificationRequired = () =>
  forbidden(QUALIFICATION_REQUIRED, 'This device takes bookings from qualified users only');
const trainingNotNeeded = () =>
  conflict(TRAINING_NOT_NEEDED, 'You may book this device without training');

/** The lender's to-do of training `uid` on a device. */
export const trainingTodoId = (deviceId: string, uid: string) => `${deviceId}_${uid}_train_user`;

function toBody(
  deviceId: string,
  doc: QualificationDoc,
  rule: QualificationRule,
  names: ReadonlyMap<string, string>,
  now: Date,
): QualificationBody {
  const state = qualificationState(recordOf(doc), rule.idleDays, now);
  return {
    deviceId,
    userId: doc.userId,
    userName: names.get(doc.userId) ?? null,
    status: state.status,
    grantedAt: doc.grantedAt.toDate().toISOString(),
    lastUsedAt: doc.lastUsedAt?.toDate().toISOString() ?? null,
    lapsesAt: state.status === 'active' ? (state.lapsesAt?.toISOString() ?? null) : null,
    note: doc.note,
  };
}

/** The lender identity acting, and the person behind it. */
export interface LenderActor {
  uid: string;
  identity: string;
}

export function createQualificationsStore(db: Firestore) {
  const devices = db.collection('devices');
  const qualifications = (deviceId: string) => devices.doc(deviceId).collection('qualifications');
  const requests = (deviceId: string) => devices.doc(deviceId).collection('trainingRequests');
  const todos = db.collection('todos');
  const notices = db.collection('notices');

  async function deviceOf(deviceId: string) {
    const snap = await devices.doc(deviceId).get();
    if (!snap.exists) throw deviceNotFound();
    return parseDoc(deviceDocSchema, snap);
  }
  async function lenderDevice(deviceId: string, lender: LenderActor) {
    const device = await deviceOf(deviceId);
    if (device.lenderId !== lender.identity) throw notDeviceLender();
    return device;
  }
  const namesOf = (uids: readonly string[]) => personNamesOf(db, uids);

  return {
    /**
     * Everyone qualified for the lender's device, or once qualified (most recent grant first), and
     * the users waiting for training (oldest first).
     */
    async list(
      deviceId: string,
      lender: LenderActor,
      now: Date,
    ): Promise<{ qualifications: QualificationBody[]; requests: TrainingRequestBody[] }> {
      const device = await lenderDevice(deviceId, lender);
      const [granted, waiting] = await Promise.all([
        qualifications(deviceId).orderBy('grantedAt', 'desc').get(),
        requests(deviceId).orderBy('createdAt').get(),
      ]);
      const docs = granted.docs.map((d) => parseDoc(qualificationDocSchema, d));
      const asked = waiting.docs.map((d) => parseDoc(trainingRequestDocSchema, d));
      const names = await namesOf([...docs, ...asked].map((doc) => doc.userId));
      return {
        qualifications: docs.map((doc) => toBody(deviceId, doc, device.qualification, names, now)),
        requests: asked.map((doc) => ({
          userId: doc.userId,
          userName: names.get(doc.userId) ?? null,
          message: doc.message,
          createdAt: doc.createdAt.toDate().toISOString(),
        })),
      };
    },

    /**
     * A training session: qualifies every user named (again, for a lapsed or revoked one), and
     * closes their training requests. Unknown or withdrawn users are 400 at their place.
     */
    async grant(
      deviceId: string,
      lender: LenderActor,
      input: { userIds: string[]; note: string },
      now: Date,
    ): Promise<QualificationBody[]> {
      const device = await lenderDevice(deviceId, lender);
      const userIds = [...new Set(input.userIds)];
      const names = await namesOf(userIds);
      const unknown = input.userIds.flatMap((uid, i) =>
        names.has(uid) ? [] : [{ location: `body.userIds.${i}`, message: 'No such user' }],
      );
      if (unknown.length > 0) throw validationError(unknown);
      const at = Timestamp.fromDate(now);
      const granted = userIds.map((userId) => ({
        userId,
        grantedAt: at,
        grantedBy: lender.uid,
        note: input.note,
        lastUsedAt: null,
        revokedAt: null,
      }));
      const batch = db.batch();
      for (const doc of granted) {
        batch.set(qualifications(deviceId).doc(doc.userId), doc);
        batch.delete(requests(deviceId).doc(doc.userId));
        batch.delete(todos.doc(trainingTodoId(deviceId, doc.userId)));
        const notice = qualificationNotice(
          deviceId,
          device,
          doc.userId,
          'qualification_granted',
          now,
        );
        batch.set(notices.doc(), noticeDoc(notice));
      }
      await batch.commit();
      return granted.map((doc) => toBody(deviceId, doc, device.qualification, names, now));
    },

    /** Ends a user's qualification (kept, as revoked); 404 when the user never had one. */
    async revoke(deviceId: string, lender: LenderActor, userId: string, now: Date): Promise<void> {
      const device = await lenderDevice(deviceId, lender);
      await runTransaction(db, async (tx) => {
        const ref = qualifications(deviceId).doc(userId);
        const snap = await tx.get(ref);
        if (!snap.exists) throw notFound('The user has no qualification for this device');
        if ((snap.get('revokedAt') ?? null) !== null) return;
        tx.update(ref, { revokedAt: Timestamp.fromDate(now) });
        const notice = qualificationNotice(deviceId, device, userId, 'qualification_revoked', now);
        tx.create(notices.doc(), noticeDoc(notice));
      });
    },

    /** Whether `uid` may book the device, and whether they asked for training. */
    async mine(deviceId: string, uid: string, now: Date) {
      const device = await deviceOf(deviceId);
      const [own, request] = await Promise.all([
        qualifications(deviceId).doc(uid).get(),
        requests(deviceId).doc(uid).get(),
      ]);
      const names = await namesOf([uid]);
      return {
        rule: device.qualification,
        qualification: own.exists
          ? toBody(
              deviceId,
              parseDoc(qualificationDocSchema, own),
              device.qualification,
              names,
              now,
            )
          : null,
        trainingRequested: request.exists,
      };
    },

    /**
     * A user asks the lender for training (again: the message is replaced): 409
     * `training_not_needed` when the device takes anyone or the user may book it now.
     */
    async requestTraining(deviceId: string, uid: string, message: string, now: Date) {
      const device = await deviceOf(deviceId);
      if (!device.active) throw deviceNotFound();
      if (!device.qualification.required) throw trainingNotNeeded();
      await runTransaction(db, async (tx) => {
        const own = await tx.get(qualifications(deviceId).doc(uid));
        const record = own.exists ? recordOf(parseDoc(qualificationDocSchema, own)) : null;
        if (mayBook(record, device.qualification.idleDays, now)) throw trainingNotNeeded();
        const createdAt = Timestamp.fromDate(now);
        tx.set(requests(deviceId).doc(uid), { userId: uid, message, createdAt });
        tx.set(todos.doc(trainingTodoId(deviceId, uid)), {
          contactId: '',
          exhibitId: deviceId,
          exhibitTitle: device.name,
          accountId: device.lenderId,
          side: 'owner',
          kind: 'train_user',
          createdAt,
        });
      });
    },
  };
}

export type QualificationsStore = ReturnType<typeof createQualificationsStore>;

/** Where `uid`'s qualification for a device is stored (it may not exist). */
export const qualificationRef = (db: Firestore, deviceId: string, uid: string) =>
  db.collection('devices').doc(deviceId).collection('qualifications').doc(uid);

/**
 * Inside a booking's transaction: refuses (403 `qualification_required`) a person who may not book
 * a device that requires a qualification.
 */
export async function assertQualifiedTx(
  db: Firestore,
  tx: Transaction,
  deviceId: string,
  rule: QualificationRule,
  uid: string,
  now: Date,
): Promise<void> {
  if (!rule.required) return;
  const snap = await tx.get(qualificationRef(db, deviceId, uid));
  const record = snap.exists ? recordOf(parseDoc(qualificationDocSchema, snap)) : null;
  if (!mayBook(record, rule.idleDays, now)) throw qualificationRequired();
}
