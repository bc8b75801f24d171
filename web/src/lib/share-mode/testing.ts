import type { ConsumableBody, ReservationFundBody } from '@campus/model/fund-types';
import type {
  OutageBody,
  ProblemBody,
  QualificationBody,
  TrainingRequestBody,
} from '@campus/model/share-types';
import type { Bill, BillLine, Device, Reservation, ShareListing, WaitlistEntry } from './types';

/**
 * Fixtures of share mode for the page tests. "Now" in those tests is Wednesday 2030-05-08 10:00
 * in Tokyo (01:00 UTC); its week starts on Monday 2030-05-06.
 */
export const NOW = new Date('2030-05-08T01:00:00Z');

export function device(overrides: Partial<Device> = {}): Device {
  return {
    id: 'dev-1',
    lenderId: 'lab-b',
    name: 'Confocal microscope',
    description: 'A confocal laser microscope.',
    categoryId: '',
    place: { areaId: 'north', buildingId: 'eng-1', room: '301' },
    usageNotes: 'Wear gloves.',
    feePerHour: 1200,
    outsideFees: null,
    rules: {
      minMinutes: 30,
      maxMinutes: 120,
      advanceDays: 14,
      bufferMinutes: 15,
      openFrom: 9 * 60,
      openUntil: 18 * 60,
      weekdays: [1, 2, 3, 4, 5],
      closures: [{ from: '2030-05-09', until: '2030-05-10', reason: 'Maintenance' }],
    },
    requiresApproval: true,
    active: true,
    qualification: { required: false, idleDays: null },
    shutDownSince: null,
    checkIn: { required: false, graceMinutes: 15 },
    chargeBy: 'booking',
    assistance: { offered: false, feePerSlot: 0, staffIds: [] },
    usageReports: { required: false, withinDays: 14, acknowledgement: '' },
    images: [],
    createdAt: '2030-04-01T00:00:00.000Z',
    updatedAt: '2030-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 'r-1',
    deviceId: 'dev-1',
    deviceName: 'Confocal microscope',
    lenderId: 'lab-b',
    userId: 'u1',
    lenderName: 'Imaging Lab',
    userName: 'Hanako Yamada',
    side: 'user',
    // Thursday 2030-05-09 10:00–11:30 Tokyo.
    start: '2030-05-09T01:00:00.000Z',
    end: '2030-05-09T02:30:00.000Z',
    status: 'approved',
    purpose: '',
    feePerHour: 1200,
    fee: 1800,
    rateClass: 'campus',
    affiliation: '',
    reason: '',
    seriesId: null,
    checkInBy: null,
    actualStart: null,
    actualEnd: null,
    chargeBy: 'booking',
    fund: null,
    consumables: [],
    assistance: null,
    report: null,
    // The fee, the consumables and an accepted assistance's fee, unless the overrides say otherwise.
    amount:
      (overrides.fee ?? 1800) +
      (overrides.consumables ?? []).reduce((sum, consumable) => sum + consumable.amount, 0) +
      (overrides.assistance?.status === 'accepted' ? overrides.assistance.fee : 0),
    createdAt: '2030-05-01T00:00:00.000Z',
    updatedAt: '2030-05-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The fund a reservation is charged to: the imaging grant f-1 of group g1. */
export const IMAGING_GRANT: ReservationFundBody = {
  id: 'f-1',
  groupId: 'g1',
  name: 'Imaging grant',
  projectCode: '123456789012',
};

/** A consumable the lender added after use: two gloves at ¥300, on Tuesday 2030-05-07 15:10 Tokyo. */
export function consumable(overrides: Partial<ConsumableBody> = {}): ConsumableBody {
  return {
    id: 'c-1',
    item: 'Gloves',
    quantity: 2,
    unitPrice: 300,
    amount: 600,
    addedAt: '2030-05-07T06:10:00.000Z',
    ...overrides,
  };
}

/** A charged line of u1's bill: the reservation r-1 of dev-1 (Thursday 2030-05-09), no fund. */
export function billLine(overrides: Partial<BillLine> = {}): BillLine {
  const fee = overrides.fee ?? 1800;
  const consumables = overrides.consumables ?? 0;
  const assistance = overrides.assistance ?? 0;
  return {
    kind: 'reservation',
    reservationId: 'r-1',
    rateClass: 'campus',
    fiscalYear: null,
    userId: 'u1',
    userName: 'Hanako Yamada',
    lenderId: 'lab-b',
    lenderName: 'Imaging Lab',
    deviceId: 'dev-1',
    deviceName: 'Confocal microscope',
    start: '2030-05-09T01:00:00.000Z',
    end: '2030-05-09T02:30:00.000Z',
    status: 'approved',
    fee,
    consumables,
    assistance,
    amount: fee + consumables + assistance,
    fund: null,
    ...overrides,
  };
}

export function bill(month: string, overrides: Partial<Bill> = {}): Bill {
  return {
    id: `u1_${month}`,
    userId: 'u1',
    month,
    lines: [],
    byFund: [],
    total: 0,
    paid: 0,
    due: 0,
    ...overrides,
  };
}

export function shareListing(overrides: Partial<ShareListing> = {}): ShareListing {
  return {
    id: 'sx-1',
    type: 'sharing',
    ownerId: 'lab-b',
    owner: { id: 'lab-b', name: 'Imaging lab', kind: 'group' },
    title: 'Microscopes of the imaging lab',
    description: 'Two microscopes for imaging.',
    devices: [device()],
    isOwner: false,
    published: true,
    publishedAt: '2030-05-01T00:00:00.000Z',
    createdAt: '2030-04-30T00:00:00.000Z',
    updatedAt: '2030-05-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A qualification of the user u1 for dev-1, granted on 2030-05-01 and never used since. */
export function qualification(overrides: Partial<QualificationBody> = {}): QualificationBody {
  return {
    deviceId: 'dev-1',
    userId: 'u1',
    userName: 'Hanako Yamada',
    status: 'active',
    grantedAt: '2030-05-01T01:00:00.000Z',
    lastUsedAt: null,
    lapsesAt: null,
    note: '',
    ...overrides,
  };
}

/** A training request for dev-1 from the user u2, made on 2030-05-07. */
export function trainingRequest(overrides: Partial<TrainingRequestBody> = {}): TrainingRequestBody {
  return {
    userId: 'u2',
    userName: 'Taro Suzuki',
    message: '',
    createdAt: '2030-05-07T00:30:00.000Z',
    ...overrides,
  };
}

/** An outage of dev-1 on Friday 2030-05-10, 09:00–17:00 Tokyo, scheduled on 2030-05-01. */
export function outage(overrides: Partial<OutageBody> = {}): OutageBody {
  return {
    id: 'o-1',
    deviceId: 'dev-1',
    start: '2030-05-10T00:00:00.000Z',
    end: '2030-05-10T08:00:00.000Z',
    reason: 'Laser alignment',
    liftedAt: null,
    cancelledReservations: 0,
    createdAt: '2030-05-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An open problem of dev-1 reported by the user u1 on 2030-05-07 (10:00 Tokyo). */
export function problem(overrides: Partial<ProblemBody> = {}): ProblemBody {
  return {
    id: 'p-1',
    deviceId: 'dev-1',
    reportedBy: 'u1',
    reporterName: 'Hanako Yamada',
    description: 'The stage does not move.',
    shutdown: false,
    resolvedAt: null,
    resolution: '',
    createdAt: '2030-05-07T01:00:00.000Z',
    ...overrides,
  };
}

/** A waitlist entry of the user u1 for dev-1, Thursday 2030-05-16 10:00–11:30 Tokyo, waiting second. */
export function waitlistEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 'w-1',
    deviceId: 'dev-1',
    deviceName: 'Confocal microscope',
    userId: 'u1',
    start: '2030-05-16T01:00:00.000Z',
    end: '2030-05-16T02:30:00.000Z',
    status: 'waiting',
    position: 2,
    offerExpiresAt: null,
    reservationId: null,
    createdAt: '2030-05-07T00:00:00.000Z',
    ...overrides,
  };
}
