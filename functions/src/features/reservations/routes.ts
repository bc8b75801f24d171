import { Router } from 'express';
import { validationError } from '../../http/errors';
import { actorOf, authOf, requireAuth } from '../../http/auth';
import { validate } from '../../http/validate';
import {
  reservationInputSchema,
  reservationStepInputSchema,
  seriesInputSchema,
} from '../../model/device';
import { deviceParams, deviceNotFound, type DevicesStore } from '../devices';
import { type ReservationAction, reasonRequired } from './lifecycle';
import {
  type AccountNames,
  type ReservationBody,
  availabilityQuery,
  calendarQuery,
  reservationParams,
  reservationsQuery,
  seriesQuery,
  reservationBodies,
} from './schema';
import type { ReservationDoc } from './schema';
import type { ReservationsStore, StoredReservation } from './store';
import type { ReservationUseCases } from './use-cases';
import type { SeriesDate } from './series';
import { reservationsCalendar } from './calendar';
import type { WritingRouterOptions } from '../../http/router-options';
import { queryRange, type Range } from './booking';
import type { AssistanceRequest } from './assistance';
import type {
  AvailabilityResponse,
  BudgetReviewsResponse,
  SeriesBookedResponse,
  SeriesDateBody,
  SeriesPlanResponse,
} from '../../model/share-types';

export interface ReservationsRouterOptions extends WritingRouterOptions {
  /** The current names of user and lender accounts (null: withdrawn), to show who booked. */
  accountNames: (ids: readonly string[]) => Promise<AccountNames>;
}

/**
 * Reservations (docs/share-mode.md): `POST /home/devices/{id}/reservations` books for the acting
 * identity; `GET|POST /home/devices/{id}/reservations/series` plans and books a weekly series; `GET /home/reservations?role=user|lender` (optionally `from`, `to`, `status` and
 * `deviceId`); `GET /home/reservations/{id}` (its user and lender only); the steps
 * `POST /home/reservations/{id}/approve|reject|cancel|checkout|return|no-show`; and
 * `GET /devices/{id}/availability?from&to`, the busy ranges and the scheduled outages (with their
 * reasons), for everyone.
 */
export function reservationsRouter(
  { store, useCases }: { store: ReservationsStore; useCases: ReservationUseCases },
  devices: DevicesStore,
  options: ReservationsRouterOptions,
): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();

  /** Bodies of `found` as `side` sees them, with the accounts' names (one read for all). */
  const bodiesOf = (
    found: readonly { id: string; doc: ReservationDoc }[],
    side: ReservationBody['side'],
  ) => reservationBodies(options.accountNames, found, side);
  const bodyOf = async (
    found: { id: string; doc: ReservationDoc },
    side: ReservationBody['side'],
  ) => (await bodiesOf([found], side))[0]!;

  router.use(['/home/reservations', '/home/reservations.ics'], requireAuth);
  router.use('/home/devices/:id/reservations', requireAuth);

  router.post(
    '/home/devices/:id/reservations',
    validate({ params: deviceParams, body: reservationInputSchema }),
    options.requireProfile,
    async (req, res) => {
      const { uid, accountId: identity } = authOf(req);
      const { start, end, purpose, fundId, assistance } = req.body;
      const booked = await store.book(
        { uid, userId: identity },
        req.params.id,
        {
          start: new Date(start),
          end: new Date(end),
          purpose,
          ...(fundId === undefined ? {} : { fundId }),
          ...(assistance === undefined ? {} : { assistance }),
        },
        now(),
      );
      res.status(201).json({ reservation: await bodyOf(booked, 'user') } satisfies {
        reservation: ReservationBody;
      });
    },
  );

  /** The store's series request from the validated input. */
  const seriesOf = (input: {
    start: string;
    end: string;
    weeks: number;
    purpose?: string;
    fundId?: string;
    assistance?: AssistanceRequest;
  }) => ({
    start: new Date(input.start),
    end: new Date(input.end),
    weeks: input.weeks,
    purpose: input.purpose ?? '',
    ...(input.fundId === undefined ? {} : { fundId: input.fundId }),
    ...(input.assistance === undefined ? {} : { assistance: input.assistance }),
  });
  const dateBodies = (dates: SeriesDate[], booked: readonly StoredReservation[] = []) =>
    dates.map((d): SeriesDateBody => ({
      start: d.start.toISOString(),
      end: d.end.toISOString(),
      conflict: d.conflict,
      reservationId: booked.find((r) => r.doc.start.toMillis() === d.start.getTime())?.id ?? null,
    }));

  router.get(
    '/home/devices/:id/reservations/series',
    validate({ params: deviceParams, query: seriesQuery }),
    async (req, res) => {
      const { uid, accountId: identity } = authOf(req);
      const series = seriesOf(req.query);
      const dates = await store.planSeries({ uid, userId: identity }, req.params.id, series, now());
      res.set('Cache-Control', 'no-store').json({
        dates: dateBodies(dates),
      } satisfies SeriesPlanResponse);
    },
  );

  router.post(
    '/home/devices/:id/reservations/series',
    validate({ params: deviceParams, body: seriesInputSchema }),
    options.requireProfile,
    async (req, res) => {
      const { uid, accountId: identity } = authOf(req);
      const series = seriesOf(req.body);
      const { seriesId, dates, booked } = await store.bookSeries(
        { uid, userId: identity },
        req.params.id,
        series,
        now(),
      );
      res.status(201).json({
        seriesId,
        dates: dateBodies(dates, booked),
        reservations: await bodiesOf(booked, 'user'),
      } satisfies SeriesBookedResponse);
    },
  );

  router.get('/home/reservations', validate({ query: reservationsQuery }), async (req, res) => {
    const { accountId: identity } = authOf(req);
    const { role, from, to, status, deviceId, limit, offset } = req.query;
    // A lender names only its own devices (as `GET /home/devices/{id}` does); a user's list holds
    // only its own reservations whatever device it names.
    if (deviceId !== undefined && role === 'lender') await devices.getForLender(deviceId, identity);
    const { reservations, total } = await store.list(
      identity,
      role,
      {
        ...(from === undefined ? {} : { from: new Date(from) }),
        ...(to === undefined ? {} : { to: new Date(to) }),
        ...(status === undefined ? {} : { status }),
        ...(deviceId === undefined ? {} : { deviceId }),
      },
      limit,
      offset,
    );
    res.json({
      reservations: await bodiesOf(reservations, role),
      total,
    });
  });

  router.get('/home/reservations.ics', validate({ query: calendarQuery }), async (req, res) => {
    const { accountId: identity } = authOf(req);
    const { role } = req.query;
    const { start, end } = queryRange(req.query, 366, 'The range is at most 1 year');
    const { reservations } = await store.list(identity, role, { from: start, to: end }, 1000, 0);
    res
      .type('text/calendar; charset=utf-8')
      .attachment(`reservations-${role}.ics`)
      .set('Cache-Control', 'no-store')
      .send(reservationsCalendar(reservations, role, now()));
  });

  router.get(
    '/home/reservations/:id',
    validate({ params: reservationParams }),
    async (req, res) => {
      const found = await store.getForParty(req.params.id, actorOf(req));
      res.json({ reservation: await bodyOf(found, found.side) });
    },
  );

  const STEPS: Record<string, ReservationAction> = {
    approve: 'approve',
    reject: 'reject',
    cancel: 'cancel',
    checkout: 'checkout',
    return: 'return',
    'no-show': 'no_show',
    'check-in': 'check_in',
    finish: 'finish',
    'budget-approve': 'budget_approve',
    'budget-reject': 'budget_reject',
  };
  for (const [path, action] of Object.entries(STEPS)) {
    router.post(
      `/home/reservations/:id/${path}`,
      validate({ params: reservationParams, body: reservationStepInputSchema }),
      async (req, res) => {
        const actor = actorOf(req);
        const reason = req.body?.reason ?? '';
        const { side } = await store.getForParty(req.params.id, actor, action);
        if (reason === '' && reasonRequired(action, side))
          throw validationError([{ location: 'body.reason', message: 'Say why' }]);
        const stepped = await useCases.takeStep(req.params.id, actor, action, reason, now());
        res.json({ reservation: await bodyOf(stepped, side) });
      },
    );
  }

  router.get('/home/budget-reviews', requireAuth, async (req, res) => {
    const found = await store.budgetReviews(authOf(req).uid);
    res.set('Cache-Control', 'no-store').json({
      reservations: await bodiesOf(found, 'holder'),
    } satisfies BudgetReviewsResponse);
  });

  router.get(
    '/devices/:id/availability',
    validate({ params: deviceParams, query: availabilityQuery }),
    async (req, res) => {
      const { start: from, end: to } = queryRange(req.query);
      const device = await devices.get(req.params.id);
      if (!device.doc.active) throw deviceNotFound();
      const [busy, outages] = await Promise.all([
        store.busy(req.params.id, from, to),
        store.outages(req.params.id, from, to),
      ]);
      const iso = (r: Range) => ({ start: r.start.toISOString(), end: r.end.toISOString() });
      res.json({
        busy: busy.map(iso),
        outages: outages.map((o) => ({ ...iso(o), reason: o.reason })),
      } satisfies AvailabilityResponse);
    },
  );

  return router;
}
