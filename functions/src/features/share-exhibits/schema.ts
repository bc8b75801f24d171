import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { toDeviceBody, type DeviceDoc } from '../devices';
import { idSchema } from '../../model/primitives';
import { pageQuery } from '../../http/paging';
import type { OwnerShareExhibitBody, PublicShareExhibitBody } from '../../model/share-types';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';

/** `shareExhibits/{id}`: a share listing, an exhibit of type `sharing` (docs/share-mode.md). */

export const shareExhibitDocSchema = z.object({
  type: z.literal('sharing'),
  ownerId: z.string(),
  createdBy: z.string(),
  title: z.string(),
  description: z.string(),
  deviceIds: z.array(z.string()),
  published: z.boolean(),
  termsAgreedAt: timestamp,
  termsAgreedBy: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  publishedAt: timestamp.nullable(),
  /** A moderator's unpublish (docs/moderation.md): the owner cannot publish it while set. */
  moderation: z
    .object({ reason: z.string(), at: timestamp, byUid: z.string() })
    .nullable()
    .default(null),
});
export type ShareExhibitDoc = z.infer<typeof shareExhibitDocSchema>;

export const shareExhibitParams = z.object({ id: idSchema });
export const shareExhibitsQuery = pageQuery;

/** A listing's devices, by id (missing ones absent). */
export type DevicesById = ReadonlyMap<string, DeviceDoc>;

export type { OwnerShareExhibitBody, PublicShareExhibitBody };

const iso = (t: Timestamp) => t.toDate().toISOString();

export function toOwnerBody(
  id: string,
  doc: ShareExhibitDoc,
  devices: DevicesById,
): OwnerShareExhibitBody {
  return {
    id,
    type: 'sharing',
    ownerId: doc.ownerId,
    title: doc.title,
    description: doc.description,
    deviceIds: doc.deviceIds,
    devices: doc.deviceIds.flatMap((deviceId) => {
      const device = devices.get(deviceId);
      return device ? [{ id: deviceId, name: device.name, active: device.active }] : [];
    }),
    published: doc.published,
    termsAgreedAt: iso(doc.termsAgreedAt),
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    publishedAt: doc.publishedAt ? iso(doc.publishedAt) : null,
    moderation:
      doc.moderation === null
        ? null
        : { reason: doc.moderation.reason, at: iso(doc.moderation.at) },
  };
}

export function toPublicBody(
  id: string,
  doc: ShareExhibitDoc,
  devices: DevicesById,
  owner: PublicShareExhibitBody['owner'],
  viewer: string | null,
): PublicShareExhibitBody {
  return {
    id,
    type: 'sharing',
    ownerId: doc.ownerId,
    owner,
    title: doc.title,
    description: doc.description,
    // Suspended devices take no bookings and are not shown publicly.
    devices: doc.deviceIds.flatMap((deviceId) => {
      const device = devices.get(deviceId);
      return device?.active ? [toDeviceBody(deviceId, device)] : [];
    }),
    isOwner: viewer !== null && viewer === doc.ownerId,
    published: doc.published,
    publishedAt: doc.publishedAt ? iso(doc.publishedAt) : null,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
