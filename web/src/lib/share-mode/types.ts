import type { PublicShareExhibitBody } from '@campus/model/share-types';

/**
 * Share mode as the API answers it: the model's shapes (`functions/src/model/share-types.ts`), named
 * as the public device pages and the user's usage pages import them.
 */

export { RESERVATION_STATUSES } from '@campus/model/share-types';
export type {
  BillBody as Bill,
  BillLineBody as BillLine,
  BookingRules,
  BusyRange,
  DeviceBody as Device,
  ImageBody as DeviceImage,
  PublicShareExhibitBody as ShareListing,
  ReservationBody as Reservation,
  ReservationStatus,
} from '@campus/model/share-types';

/** The owner card of a share listing: a user or a group; `name` is null when it has withdrawn. */
export type ShareListingOwner = PublicShareExhibitBody['owner'];
