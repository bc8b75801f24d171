import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { conflict, forbidden, notFound } from '../../http/errors';
import { DEVICE_SHUT_DOWN, NOT_DEVICE_USER, PROBLEM_RESOLVED } from '../../model/error-codes';
import type { OutageNoticeKind } from '../../model/notice-types';
import type { ProblemBody } from '../../model/share-types';
import { noticeDoc } from '../../shared/notices';
import { parseDoc, timestampSchema as timestamp } from '../../shared/firestore-docs';
import { personNamesOf } from '../../shared/identities';
import { runTransaction } from '../../shared/transactions';
import {
  type DeviceDoc,
  deviceDocSchema,
  deviceNotFound,
  type LenderActor,
  notDeviceLender,
} from '../devices';
import type { TodoDoc } from '../contacts';
import { CANCELLED_BY_OUTAGE } from './outage';
import { reservationNotice } from './notifications';
import { reservationDocSchema } from './schema';

/**
 * All Firestore access of reported problems (issue 19, part 2): `devices/{id}/problems/{problemId}`.
 * Someone who has booked the device reports one; it is the lender's to-do until resolved
 * (`todos/{deviceId}_{problemId}_resolve_problem`). The lender may shut the device down over it:
 * the device's `shutdown` lists the problems holding it, new bookings are 409 `device_shut_down`,
 * and the users of coming reservations are told (`device_shut_down`, later `device_restored`).
 */

const problemDocSchema = z.object({
  reportedBy: z.string(),
  description: z.string(),
  shutdown: z.boolean(),
  resolvedAt: timestamp.nullable(),
  resolution: z.string(),
  createdAt: timestamp,
});
type ProblemDoc = z.infer<typeof problemDocSchema>;

export const deviceShutDown = () =>
  conflict(DEVICE_SHUT_DOWN, 'The device is out of service until a reported problem is resolved');
const notDeviceUser = () =>
  forbidden(NOT_DEVICE_USER, 'Only those who have booked the device report problems with it');
const problemNotFound = () => notFound('Problem not found');
const problemResolved = () => conflict(PROBLEM_RESOLVED, 'The problem was resolved already');

const problemTodoId = (deviceId: string, problemId: string) =>
  `${deviceId}_${problemId}_resolve_problem`;

function toBody(
  deviceId: string,
  id: string,
  doc: ProblemDoc,
  names: ReadonlyMap<string, string>,
): ProblemBody {
  return {
    id,
    deviceId,
    reportedBy: doc.reportedBy,
    reporterName: names.get(doc.reportedBy) ?? null,
    description: doc.description,
    shutdown: doc.shutdown,
    resolvedAt: doc.resolvedAt?.toDate().toISOString() ?? null,
    resolution: doc.resolution,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}

export function createProblemsStore(db: Firestore) {
  const devices = db.collection('devices');
  const reservations = db.collection('reservations');
  const problemsOf = (deviceId: string) => devices.doc(deviceId).collection('problems');

  const namesOf = (uids: readonly string[]) => personNamesOf(db, uids);

  /** In a transaction: the device, its lender checked. */
  async function lenderDeviceTx(tx: Transaction, deviceId: string, lender: LenderActor) {
    const snap = await tx.get(devices.doc(deviceId));
    if (!snap.exists) throw deviceNotFound();
    const device = parseDoc(deviceDocSchema, snap);
    if (device.lenderId !== lender.identity) throw notDeviceLender();
    return device;
  }

  /** In a transaction: a notice of `kind` to the user of every coming reservation of the device. */
  async function tellComingTx(
    tx: Transaction,
    deviceId: string,
    kind: OutageNoticeKind,
    now: Date,
  ) {
    const coming = await tx.get(
      reservations.where('deviceId', '==', deviceId).where('start', '>=', Timestamp.fromDate(now)),
    );
    return () => {
      for (const d of coming.docs) {
        const doc = parseDoc(reservationDocSchema, d);
        if (!(CANCELLED_BY_OUTAGE as readonly string[]).includes(doc.status)) continue;
        const notice = reservationNotice({ id: d.id, ...doc }, kind, 'user', now);
        tx.create(db.collection('notices').doc(), noticeDoc(notice));
      }
    };
  }

  /** In a transaction: the problem, 404 when unknown. */
  async function problemTx(tx: Transaction, deviceId: string, problemId: string) {
    const snap = await tx.get(problemsOf(deviceId).doc(problemId));
    if (!snap.exists) throw problemNotFound();
    return parseDoc(problemDocSchema, snap);
  }

  const bodyOf = async (deviceId: string, id: string, doc: ProblemDoc) =>
    toBody(deviceId, id, doc, await namesOf([doc.reportedBy]));

  return {
    /**
     * `uid` (acting as `identity`) reports a problem: the lender, or someone who has booked the
     * device (403 `not_device_user` otherwise). The lender gets a to-do.
     */
    async report(
      deviceId: string,
      reporter: { uid: string; identity: string },
      description: string,
      now: Date,
    ): Promise<ProblemBody> {
      const snap = await devices.doc(deviceId).get();
      if (!snap.exists) throw deviceNotFound();
      const device = parseDoc(deviceDocSchema, snap);
      if (device.lenderId !== reporter.identity) {
        const booked = await reservations
          .where('deviceId', '==', deviceId)
          .where('createdBy', '==', reporter.uid)
          .limit(1)
          .get();
        if (booked.empty) throw notDeviceUser();
      }
      const at = Timestamp.fromDate(now);
      const doc: ProblemDoc = {
        reportedBy: reporter.uid,
        description,
        shutdown: false,
        resolvedAt: null,
        resolution: '',
        createdAt: at,
      };
      const ref = problemsOf(deviceId).doc();
      const todo: TodoDoc = {
        contactId: '',
        exhibitId: deviceId,
        exhibitTitle: device.name,
        accountId: device.lenderId,
        side: 'owner',
        kind: 'resolve_problem',
        createdAt: at,
      };
      const batch = db.batch();
      batch.create(ref, doc);
      batch.set(db.collection('todos').doc(problemTodoId(deviceId, ref.id)), todo);
      await batch.commit();
      return bodyOf(deviceId, ref.id, doc);
    },

    /** The device's problems, newest first (the lender). */
    async list(deviceId: string, lender: LenderActor): Promise<ProblemBody[]> {
      const snap = await devices.doc(deviceId).get();
      if (!snap.exists) throw deviceNotFound();
      if (parseDoc(deviceDocSchema, snap).lenderId !== lender.identity) throw notDeviceLender();
      const found = await problemsOf(deviceId).orderBy('createdAt', 'desc').get();
      const docs = found.docs.map((d) => ({ id: d.id, doc: parseDoc(problemDocSchema, d) }));
      const names = await namesOf(docs.map(({ doc }) => doc.reportedBy));
      return docs.map(({ id, doc }) => toBody(deviceId, id, doc, names));
    },

    /**
     * Shuts the device down over an open problem (409 `problem_resolved` for a resolved one):
     * new bookings are refused until it is resolved; the coming reservations' users are told.
     */
    async shutDown(
      deviceId: string,
      lender: LenderActor,
      problemId: string,
      now: Date,
    ): Promise<ProblemBody> {
      const doc = await runTransaction(db, async (tx) => {
        const device = await lenderDeviceTx(tx, deviceId, lender);
        const problem = await problemTx(tx, deviceId, problemId);
        if (problem.resolvedAt !== null) throw problemResolved();
        if (problem.shutdown) return problem;
        const wasInService = device.shutdown === null;
        const tell = wasInService
          ? await tellComingTx(tx, deviceId, 'device_shut_down', now)
          : null;
        tx.update(problemsOf(deviceId).doc(problemId), { shutdown: true });
        tx.update(devices.doc(deviceId), {
          shutdown: shutdownAfter(device, { add: problemId }, now),
          bookingVersion: FieldValue.increment(1),
        });
        tell?.();
        return { ...problem, shutdown: true };
      });
      return bodyOf(deviceId, problemId, doc);
    },

    /**
     * Resolves a problem (again: unchanged) and closes its to-do; the device is back in service
     * once no other problem holds it, and the coming reservations' users are told.
     */
    async resolve(
      deviceId: string,
      lender: LenderActor,
      problemId: string,
      resolution: string,
      now: Date,
    ): Promise<ProblemBody> {
      const doc = await runTransaction(db, async (tx) => {
        const device = await lenderDeviceTx(tx, deviceId, lender);
        const problem = await problemTx(tx, deviceId, problemId);
        if (problem.resolvedAt !== null) return problem;
        const shutdown = shutdownAfter(device, { remove: problemId }, now);
        const restored = device.shutdown !== null && shutdown === null;
        const tell = restored ? await tellComingTx(tx, deviceId, 'device_restored', now) : null;
        const at = Timestamp.fromDate(now);
        tx.update(problemsOf(deviceId).doc(problemId), { resolvedAt: at, resolution });
        tx.delete(db.collection('todos').doc(problemTodoId(deviceId, problemId)));
        if (device.shutdown !== null) tx.update(devices.doc(deviceId), { shutdown });
        tell?.();
        return { ...problem, resolvedAt: at, resolution };
      });
      return bodyOf(deviceId, problemId, doc);
    },
  };
}

/** The device's `shutdown` after a problem starts or stops holding it (null: in service). */
function shutdownAfter(
  device: DeviceDoc,
  change: { add: string } | { remove: string },
  now: Date,
): DeviceDoc['shutdown'] {
  const held = device.shutdown?.problemIds ?? [];
  const problemIds =
    'add' in change
      ? [...new Set([...held, change.add])]
      : held.filter((id) => id !== change.remove);
  if (problemIds.length === 0) return null;
  return { problemIds, since: device.shutdown?.since ?? Timestamp.fromDate(now) };
}

export type ProblemsStore = ReturnType<typeof createProblemsStore>;
