/**
 * Share mode as the API answers it (docs/share-mode.md): devices with booking rules, reservations
 * and monthly bills. Used by the public device pages and the user's usage pages.
 */

/** Times of day are minutes after Tokyo midnight; weekdays are ISO (1 = Monday ... 7 = Sunday). */
export interface BookingRules {
  minMinutes: number;
  maxMinutes: number;
  advanceDays: number;
  bufferMinutes: number;
  openFrom: number;
  openUntil: number;
  weekdays: number[];
  /** Inclusive Tokyo date ranges (`YYYY-MM-DD`). */
  closures: { from: string; until: string; reason: string }[];
}

export interface Device {
  id: string;
  lenderId: string;
  name: string;
  description: string;
  categoryId: string;
  place: { areaId: string; buildingId: string; room: string };
  usageNotes: string;
  /** Whole yen per hour; 0 = free. */
  feePerHour: number;
  rules: BookingRules;
  requiresApproval: boolean;
  active: boolean;
  /** Photos in upload order (at most 5): the image (up to 1600 px) and its 72 px thumbnail. */
  images: DeviceImage[];
  createdAt: string;
  updatedAt: string;
}

export interface DeviceImage {
  id: string;
  uri: string;
  thumbnailUri: string;
}

export const RESERVATION_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'cancelled',
  'checked_out',
  'returned',
  'no_show',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export interface Reservation {
  id: string;
  deviceId: string;
  deviceName: string;
  lenderId: string;
  userId: string;
  /** The accounts' current names; null when withdrawn. */
  lenderName: string | null;
  userName: string | null;
  side: 'user' | 'lender';
  start: string;
  end: string;
  status: ReservationStatus;
  purpose: string;
  feePerHour: number;
  fee: number;
  reason: string;
  createdAt: string;
  updatedAt: string;
}

/** A time range that holds a device (no personal data). */
export interface BusyRange {
  start: string;
  end: string;
}

export interface BillLine {
  reservationId: string;
  userId: string;
  /** The accounts' current names; null when withdrawn. */
  userName: string | null;
  lenderId: string;
  lenderName: string | null;
  deviceId: string;
  deviceName: string;
  start: string;
  end: string;
  status: ReservationStatus;
  fee: number;
}

export interface Bill {
  id: string;
  userId: string;
  /** `YYYY-MM` (Tokyo). */
  month: string;
  lines: BillLine[];
  total: number;
  paid: number;
  due: number;
}

/** The owner card of a share listing: a user or a group; `name` is null when it has withdrawn. */
export interface ShareListingOwner {
  id: string;
  name: string | null;
  kind: 'user' | 'group';
}

/**
 * A share listing (an exhibit of type `sharing`) as everyone sees it: `GET /share-exhibits` and
 * `GET /exhibits/{id}`. `devices` are its active devices, in order, in the shape of `GET /devices/{id}`.
 */
export interface ShareListing {
  id: string;
  type: 'sharing';
  ownerId: string;
  owner: ShareListingOwner;
  title: string;
  description: string;
  devices: Device[];
  /** True when the caller's current identity owns it (false when anonymous). */
  isOwner: boolean;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
