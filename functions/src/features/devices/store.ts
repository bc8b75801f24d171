import { type Firestore, type Query, Timestamp } from 'firebase-admin/firestore';
import { conflict, forbidden, notFound, validationError } from '../../http/errors';
import type { DeviceInput } from '../../model/device';
import { readSmallCategories } from '../exhibits';
import { DEVICE_IMAGES_MAX, type DeviceDoc, type DeviceImage, deviceDocSchema } from './schema';
import { runTransaction } from '../../shared/transactions';
import { parseDoc, readPage } from '../../shared/firestore-docs';
import { NOT_DEVICE_LENDER, TOO_MANY_IMAGES } from '../../model/error-codes';
import { COLLECTIONS } from '../../shared/identity-docs';

export const deviceNotFound = () => notFound('Device not found');
export const notDeviceLender = () =>
  forbidden(NOT_DEVICE_LENDER, 'Only the lender of this device can manage it');
/** The same code as an item's sixth photo. */
export const tooManyDeviceImages = () =>
  conflict(TOO_MANY_IMAGES, `A device has at most ${DEVICE_IMAGES_MAX} photos`);
export const deviceImageNotFound = () => notFound('No such image');

export interface StoredDevice {
  id: string;
  doc: DeviceDoc;
}

/** All Firestore access of devices. */
export interface DevicesStore {
  create(
    actor: { uid: string; lenderId: string },
    input: DeviceInput,
    now: Date,
  ): Promise<StoredDevice>;
  /** The device (404 unknown). */
  get(id: string): Promise<StoredDevice>;
  /** The device for its lender (404 unknown, 403 `not_device_lender`). */
  getForLender(id: string, lenderId: string): Promise<StoredDevice>;
  update(id: string, lenderId: string, input: DeviceInput, now: Date): Promise<StoredDevice>;
  listOfLender(
    lenderId: string,
    limit: number,
    offset: number,
  ): Promise<{ devices: StoredDevice[]; total: number }>;
  /** Active devices, newest first (the public /share list). */
  listActive(limit: number, offset: number): Promise<{ devices: StoredDevice[]; total: number }>;
  /**
   * Throws what adding a photo would throw now (404, 403 `not_device_lender`, 409
   * `too_many_images`) without writing: run before an upload is processed.
   */
  checkCanAddImage(id: string, lenderId: string): Promise<void>;
  /** Appends `image` in a transaction that re-checks the lender and the count. */
  addImage(id: string, lenderId: string, image: DeviceImage, now: Date): Promise<void>;
  /** Removes photo `imageId` (404 when the device has none such) in a transaction; returns it. */
  removeImage(id: string, lenderId: string, imageId: string, now: Date): Promise<DeviceImage>;
}

export function createDevicesStore(db: Firestore): DevicesStore {
  const devices = db.collection('devices');

  /**
   * The area and building must exist (400 at `body.place.*`), and the category, when given, be a
   * small category of the category tree (400 at `body.categoryId`).
   */
  /**
   * 400 at each reference of `input` that names nothing: the place, the category, and staff who
   * are not members of the lending group (a person lending is their only possible staff).
   */
  async function assertReferences(input: DeviceInput, lenderId: string): Promise<void> {
    const area = db.collection('areas').doc(input.place.areaId);
    const staffIds = input.assistance.staffIds;
    const group = db.collection(COLLECTIONS.groups).doc(lenderId);
    const [[areaSnap, buildingSnap], categories, staff] = await Promise.all([
      db.getAll(area, area.collection('buildings').doc(input.place.buildingId)),
      input.categoryId === '' ? undefined : readSmallCategories(db),
      staffIds.length === 0
        ? []
        : db.getAll(...staffIds.map((uid) => group.collection(COLLECTIONS.members).doc(uid))),
    ]);
    const errors = [
      ...(areaSnap?.exists ? [] : [{ location: 'body.place.areaId', message: 'No such campus' }]),
      ...(buildingSnap?.exists
        ? []
        : [{ location: 'body.place.buildingId', message: 'No such building on this campus' }]),
      ...(categories === undefined || categories.has(input.categoryId)
        ? []
        : [{ location: 'body.categoryId', message: 'No such category' }]),
      ...staffIds.flatMap((uid, i) =>
        staff[i]?.exists || uid === lenderId
          ? []
          : [
              {
                location: `body.assistance.staffIds.${i}`,
                message: 'Not a member of the lending group',
              },
            ],
      ),
    ];
    if (errors.length > 0) throw validationError(errors);
  }

  /** A page of devices, the latest created first. */
  async function newestFirst(query: Query, limit: number, offset: number) {
    const { docs, total } = await readPage(query, 'createdAt', 'desc', { limit, offset });
    return { devices: docs.map((d) => ({ id: d.id, doc: parseDoc(deviceDocSchema, d) })), total };
  }

  async function get(id: string): Promise<StoredDevice> {
    const snap = await devices.doc(id).get();
    if (!snap.exists) throw deviceNotFound();
    return { id, doc: parseDoc(deviceDocSchema, snap) };
  }

  return {
    async create(actor, input, date) {
      await assertReferences(input, actor.lenderId);
      const now = Timestamp.fromDate(date);
      const doc: DeviceDoc = {
        ...input,
        lenderId: actor.lenderId,
        createdBy: actor.uid,
        bookingVersion: 0,
        shutdown: null,
        images: [],
        createdAt: now,
        updatedAt: now,
      };
      const ref = devices.doc();
      await ref.create(doc);
      return { id: ref.id, doc };
    },

    get,

    async getForLender(id, lenderId) {
      const device = await get(id);
      if (device.doc.lenderId !== lenderId) throw notDeviceLender();
      return device;
    },

    async update(id, lenderId, input, date) {
      await assertReferences(input, lenderId);
      return runTransaction(db, async (tx) => {
        const snap = await tx.get(devices.doc(id));
        if (!snap.exists) throw deviceNotFound();
        const current = parseDoc(deviceDocSchema, snap);
        if (current.lenderId !== lenderId) throw notDeviceLender();
        // New rules apply to new bookings; existing reservations keep their times and fees.
        const doc: DeviceDoc = { ...current, ...input, updatedAt: Timestamp.fromDate(date) };
        tx.set(snap.ref, doc);
        return { id, doc };
      });
    },

    listActive: (limit, offset) => newestFirst(devices.where('active', '==', true), limit, offset),

    listOfLender: (lenderId, limit, offset) =>
      newestFirst(devices.where('lenderId', '==', lenderId), limit, offset),

    async checkCanAddImage(id, lenderId) {
      const device = await get(id);
      if (device.doc.lenderId !== lenderId) throw notDeviceLender();
      if (device.doc.images.length >= DEVICE_IMAGES_MAX) throw tooManyDeviceImages();
    },

    async addImage(id, lenderId, image, date) {
      await runTransaction(db, async (tx) => {
        const snap = await tx.get(devices.doc(id));
        if (!snap.exists) throw deviceNotFound();
        const current = parseDoc(deviceDocSchema, snap);
        if (current.lenderId !== lenderId) throw notDeviceLender();
        if (current.images.length >= DEVICE_IMAGES_MAX) throw tooManyDeviceImages();
        tx.update(snap.ref, {
          images: [...current.images, image],
          updatedAt: Timestamp.fromDate(date),
        });
      });
    },

    async removeImage(id, lenderId, imageId, date) {
      return runTransaction(db, async (tx) => {
        const snap = await tx.get(devices.doc(id));
        if (!snap.exists) throw deviceNotFound();
        const current = parseDoc(deviceDocSchema, snap);
        if (current.lenderId !== lenderId) throw notDeviceLender();
        const removed = current.images.find((image) => image.id === imageId);
        if (removed === undefined) throw deviceImageNotFound();
        tx.update(snap.ref, {
          images: current.images.filter((image) => image.id !== imageId),
          updatedAt: Timestamp.fromDate(date),
        });
        return removed;
      });
    },
  };
}
