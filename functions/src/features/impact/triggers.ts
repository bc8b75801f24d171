import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  createImpactStore,
  type FinishedSource,
  type HandoverSource,
  type ReservationSource,
} from './store';

/**
 * The triggers' side of the impact counters (`index.ts` loads this module only for the writes it
 * counts; it loads neither Express nor the app). The after-images are the stored documents.
 */

type Data = Record<string, unknown> | undefined;

export async function recordHandover(db: Firestore, contactId: string, after: Data): Promise<void> {
  const units = await createImpactStore(db).recordHandover(
    contactId,
    after as unknown as HandoverSource,
  );
  if (units > 0) logger.info(`Impact: contact ${contactId} handed over ${units} units`);
}

export async function recordFinishedExhibit(db: Firestore, exhibitId: string, after: Data) {
  await createImpactStore(db).recordFinishedExhibit(exhibitId, after as unknown as FinishedSource);
}

export async function recordDeviceUse(db: Firestore, reservationId: string, after: Data) {
  await createImpactStore(db).recordDeviceUse(reservationId, after as unknown as ReservationSource);
}
