import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../../test/ical-events';
import type { ContactDoc } from '../contacts';
import type { ReservationDoc } from '../reservations';
import { FEED_TOKEN, feedWindow, newFeedToken, parseFeedId, toFeedBody } from './feed';
import { feedCalendar, type FeedContent } from './feed-calendar';

describe('feed ids', () => {
  it('names the user feed, the lender feed and a device of the lender', () => {
    expect(parseFeedId('user')).toEqual({ id: 'user', kind: 'user', deviceId: null });
    expect(parseFeedId('lender')).toEqual({ id: 'lender', kind: 'lender', deviceId: null });
    expect(parseFeedId('device-d1')).toEqual({ id: 'device-d1', kind: 'device', deviceId: 'd1' });
  });

  it.each(['', 'users', 'device-', 'device-__x__', 'device-a/b', 'device-a.b', 'Lender'])(
    'knows no feed %j',
    (id) => expect(parseFeedId(id)).toBeUndefined(),
  );
});

describe('feed addresses', () => {
  it('hold 32 random bytes, never the same twice', () => {
    const tokens = Array.from({ length: 50 }, newFeedToken);
    expect(tokens.every((t) => FEED_TOKEN.test(t))).toBe(true);
    expect(Buffer.from(tokens[0]!, 'base64url')).toHaveLength(32);
    expect(new Set(tokens).size).toBe(50);
  });

  it('are offered as https and webcal', () => {
    const feed = { id: 'user' as const, kind: 'user' as const, deviceId: null };
    const body = toFeedBody(
      { feed, token: 'T', createdAt: new Date('2026-11-29T00:00:00Z') },
      'https://campus.example.ac.jp',
    );
    expect(body).toEqual({
      id: 'user',
      deviceId: null,
      url: 'https://campus.example.ac.jp/api/v1/feeds/T.ics',
      webcalUrl: 'webcal://campus.example.ac.jp/api/v1/feeds/T.ics',
      createdAt: '2026-11-29T00:00:00.000Z',
    });
  });

  it('cover starts from 30 days back to 180 days ahead', () => {
    const now = new Date('2026-11-29T00:00:00Z');
    expect(feedWindow(now)).toEqual({
      from: new Date('2026-10-30T00:00:00Z'),
      to: new Date('2027-05-28T00:00:00Z'),
    });
  });
});

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const reservation = (patch: Partial<ReservationDoc>): ReservationDoc => ({
  deviceId: 'd1',
  deviceName: 'SEM',
  lenderId: 'lab-1',
  userId: 'hanako',
  createdBy: 'hanako',
  start: at('2026-12-01T01:00:00Z'),
  end: at('2026-12-01T03:00:00Z'),
  status: 'approved',
  purpose: 'Imaging, samples 1; 2',
  feePerHour: 1500,
  fee: 3000,
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
  history: [],
  createdAt: at('2026-11-20T00:00:00Z'),
  updatedAt: at('2026-11-21T00:00:00Z'),
  ...patch,
});

const content = (patch: Partial<FeedContent>): FeedContent => ({
  kind: 'user',
  reservations: [],
  pickups: [],
  devicePlaces: new Map([['d1', '101, 工学部1号館']]),
  exhibitPlaces: new Map([['e1', '201, 理学部2号館']]),
  userNames: new Map([['hanako', 'Hanako Sato']]),
  origin: 'https://campus.example.ac.jp',
  languages: ['ja', 'en'],
  ...patch,
});
const NOW = new Date('2026-11-29T00:00:00Z');

describe('a feed calendar', () => {
  it("a user's: reservations by status, the pick-ups, places and links back, in Tokyo time", () => {
    const pickup = {
      exhibitId: 'e1',
      exhibitTitle: 'Office chairs',
      status: 'waitpickup',
      pickupAt: at('2026-11-30T05:00:00Z'),
    } as ContactDoc;
    const ics = feedCalendar(
      content({
        reservations: [
          { id: 'r1', doc: reservation({}) },
          { id: 'r2', doc: reservation({ status: 'requested' }) },
          { id: 'r3', doc: reservation({ status: 'cancelled' }) },
        ],
        pickups: [
          { id: 'c1', doc: pickup, side: 'customer' },
          { id: 'c2', doc: { ...pickup, status: 'withdrawn' }, side: 'owner' },
        ],
      }),
      NOW,
    );
    const calendar = parseCalendar(ics);
    expect(calendar.name).toBe(
      '予約と受け取り / Reservations and pick-ups (キャンパスマーケット / Campus Marketplace)',
    );
    expect(calendar.zones).toEqual(['Asia/Tokyo']);
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT60M\r\n');
    const byUid = new Map(calendar.events.map((e) => [e.uid, e]));
    expect(calendar.events.map((e) => e.uid)).toEqual([
      'pickup-c1@campus-marketplace',
      'pickup-c2@campus-marketplace',
      'reservation-r1@campus-marketplace',
      'reservation-r2@campus-marketplace',
      'reservation-r3@campus-marketplace',
    ]);
    expect(byUid.get('reservation-r1@campus-marketplace')).toMatchObject({
      summary: '予約 / Reservation: SEM',
      start: new Date('2026-12-01T01:00:00Z'),
      end: new Date('2026-12-01T03:00:00Z'),
      zone: 'Asia/Tokyo',
      status: 'CONFIRMED',
      location: '101, 工学部1号館',
      url: 'https://campus.example.ac.jp/manage/user/reservations',
      description: [
        '承認済み / Approved',
        '目的 / Purpose: Imaging, samples 1; 2',
        '料金 / Fee: ¥3,000',
        'https://campus.example.ac.jp/manage/user/reservations',
      ].join('\n'),
    });
    expect(byUid.get('reservation-r2@campus-marketplace')?.status).toBe('TENTATIVE');
    expect(byUid.get('reservation-r3@campus-marketplace')?.status).toBe('CANCELLED');
    expect(byUid.get('pickup-c1@campus-marketplace')).toMatchObject({
      summary: '受け取り / Pick-up: Office chairs',
      start: new Date('2026-11-30T05:00:00Z'),
      end: new Date('2026-11-30T05:30:00Z'),
      status: 'CONFIRMED',
      location: '201, 理学部2号館',
      url: 'https://campus.example.ac.jp/manage/receipt/contact/chat/c1',
    });
    expect(byUid.get('pickup-c2@campus-marketplace')).toMatchObject({
      status: 'CANCELLED',
      url: 'https://campus.example.ac.jp/manage/exhibit/contact/chat/c2',
    });
  });

  it("a lender's, in the maker's language: who booked, linking to the lender's week", () => {
    const calendar = parseCalendar(
      feedCalendar(
        content({
          kind: 'device',
          deviceName: 'SEM',
          languages: ['en'],
          reservations: [{ id: 'r1', doc: reservation({}) }],
        }),
        NOW,
      ),
    );
    expect(calendar.name).toBe('SEM (Campus Marketplace)');
    expect(calendar.events).toEqual([
      expect.objectContaining({
        summary: 'Reservation: SEM (Hanako Sato)',
        url: 'https://campus.example.ac.jp/manage/lender/reservations?reservation=r1',
        description: [
          'Approved',
          'User: Hanako Sato',
          'Purpose: Imaging, samples 1; 2',
          'Fee: ¥3,000',
          'https://campus.example.ac.jp/manage/lender/reservations?reservation=r1',
        ].join('\n'),
      }),
    ]);
  });

  it("shows who assists, and a staff member's own sessions as Assisting", () => {
    const accepted = reservation({
      assistance: {
        status: 'accepted',
        note: '',
        ifDeclined: 'keep',
        feePerSlot: 500,
        fee: 4000,
        staffIds: ['tech'],
        staffId: 'tech',
        reason: '',
        decidedAt: at('2026-11-25T00:00:00Z'),
      },
    });
    const calendar = parseCalendar(
      feedCalendar(
        content({
          languages: ['en'],
          userNames: new Map([
            ['hanako', 'Hanako Sato'],
            ['tech', 'Ken Tanaka'],
          ]),
          reservations: [{ id: 'r1', doc: accepted }],
          assisted: [{ id: 'r2', doc: accepted }],
        }),
        NOW,
      ),
    );
    expect(calendar.events).toEqual([
      expect.objectContaining({
        uid: 'reservation-r1@campus-marketplace',
        summary: 'Reservation: SEM',
        description: expect.stringContaining('Assistance: by Ken Tanaka'),
      }),
      expect.objectContaining({
        uid: 'assist-r2@campus-marketplace',
        summary: 'Assisting: SEM (Hanako Sato)',
        url: 'https://campus.example.ac.jp/manage/lender/staff',
      }),
    ]);
  });
});
