import type {
  AvailabilityResponse as WeekAvailability,
  PublicShareExhibitBody,
} from '@campus/model/share-types';

/**
 * Share mode as the API answers it: the model's shapes (`functions/src/model/share-types.ts`), named
 * as the public device pages and the user's usage pages import them.
 */

export { RESERVATION_STATUSES } from '@campus/model/share-types';
export type {
  AvailabilityResponse as WeekAvailability,
  BillBody as Bill,
  BillLineBody as BillLine,
  BookingRules,
  BusyRange,
  DeviceBody as Device,
  ImageBody as DeviceImage,
  PublicShareExhibitBody as ShareListing,
  ReservationBody as Reservation,
  ReservationStatus,
  SeriesBookedResponse,
  SeriesDateBody as SeriesDate,
  SeriesPlanResponse,
  WaitlistEntryBody as WaitlistEntry,
  WaitlistResponse,
  WaitlistStatus,
} from '@campus/model/share-types';

/** The owner card of a share listing: a user or a group; `name` is null when it has withdrawn. */
export type ShareListingOwner = PublicShareExhibitBody['owner'];

/** A scheduled outage (maintenance) as the availability gives it: no bookings in [start, end). */
export type OutageRange = WeekAvailability['outages'][number];
