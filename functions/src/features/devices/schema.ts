import { z } from 'zod';
import { DEVICE_LIMITS } from '../../model/limits';
import { idSchema } from '../../model/primitives';
import { CHARGE_BY, type DeviceBody } from '../../model/share-types';
import { type ItemImage, itemImageSchema } from '../images';
import { pageQuery } from '../../http/paging';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';
import { qualificationRuleDocSchema } from './qualification-docs';

/** `devices/{id}`: a lender identity's device with its booking rules (docs/share-mode.md). */

/** The most photos a device may have (like an item's). */
export const DEVICE_IMAGES_MAX = DEVICE_LIMITS.imagesMax;

/** One photo of a device: the same shape as an item photo (files under `devices/{id}/`). */
export type DeviceImage = ItemImage;

export const deviceDocSchema = z.object({
  lenderId: z.string(),
  createdBy: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.string(),
  place: z.object({ areaId: z.string(), buildingId: z.string(), room: z.string() }),
  usageNotes: z.string(),
  feePerHour: z.number().int(),
  rules: z.object({
    minMinutes: z.number().int(),
    maxMinutes: z.number().int(),
    advanceDays: z.number().int(),
    bufferMinutes: z.number().int(),
    openFrom: z.number().int(),
    openUntil: z.number().int(),
    weekdays: z.array(z.number().int()),
    closures: z.array(z.object({ from: z.string(), until: z.string(), reason: z.string() })),
  }),
  requiresApproval: z.boolean(),
  active: z.boolean(),
  /** Who may book (older devices: anyone). */
  qualification: qualificationRuleDocSchema,
  /** Check-in and charging (issue 19, part 3; older devices: none, by the booking). */
  checkIn: z
    .object({ required: z.boolean(), graceMinutes: z.number().int() })
    .default({ required: false, graceMinutes: 15 }),
  chargeBy: z.enum(CHARGE_BY).default('booking'),
  /** Assisted sessions (issue 33, part 2; older devices: none). */
  assistance: z
    .object({ offered: z.boolean(), feePerSlot: z.number().int(), staffIds: z.array(z.string()) })
    .default({ offered: false, feePerSlot: 0, staffIds: [] }),
  /** Usage reports (issue 33, part 3; older devices: none). */
  usageReports: z
    .object({ required: z.boolean(), withinDays: z.number().int(), acknowledgement: z.string() })
    .default({ required: false, withinDays: 14, acknowledgement: '' }),
  /** Fees per hour for outside users (issue 33, part 4; null and older devices: `feePerHour`). */
  outsideFees: z
    .object({ academic: z.number().int(), industry: z.number().int() })
    .nullable()
    .default(null),
  /**
   * Out of service over reported problems (issue 19, part 2): the problems holding it and since
   * when; null (and older documents): in service.
   */
  shutdown: z
    .object({ problemIds: z.array(z.string()).min(1), since: timestamp })
    .nullable()
    .default(null),
  /** Photos, in upload order (`POST /home/devices/{id}/images`); older documents have none. */
  images: z.array(itemImageSchema).default([]),
  /** Bumped by every booking: all bookings of one device are serialised on this document. */
  bookingVersion: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type DeviceDoc = z.infer<typeof deviceDocSchema>;

export const deviceParams = z.object({ id: idSchema });
export const deviceImageParams = z.object({ id: idSchema, imageId: idSchema });
export const devicesQuery = pageQuery;

export type { DeviceBody };

export function toDeviceBody(id: string, doc: DeviceDoc): DeviceBody {
  return {
    id,
    lenderId: doc.lenderId,
    name: doc.name,
    description: doc.description,
    categoryId: doc.categoryId,
    place: doc.place,
    usageNotes: doc.usageNotes,
    feePerHour: doc.feePerHour,
    outsideFees: doc.outsideFees,
    rules: doc.rules,
    requiresApproval: doc.requiresApproval,
    active: doc.active,
    qualification: doc.qualification,
    shutDownSince: doc.shutdown?.since.toDate().toISOString() ?? null,
    checkIn: doc.checkIn,
    chargeBy: doc.chargeBy,
    assistance: doc.assistance,
    usageReports: doc.usageReports,
    images: doc.images,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}
