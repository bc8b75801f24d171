import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { consumable, IMAGING_GRANT, NOW, reservation } from '../../../lib/share-mode/testing';
import type { Reservation } from '../../../lib/share-mode/types';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { articleOf, factIn, openAndPressIn, renderApp } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';
import { captureDownloads } from '../../../testing/downloads';

const r = en.usage.reservations;
const PATH = '/manage/user/reservations';

setUpPageTests({ now: NOW, signedIn: true });

const WEEK: Reservation[] = [
  // Thursday 10:00–11:30: approved, in the future.
  reservation({ id: 'r-approved', status: 'approved' }),
  // Friday 13:00–14:00: awaiting approval.
  reservation({
    id: 'r-requested',
    deviceName: 'Centrifuge',
    start: '2030-05-10T04:00:00.000Z',
    end: '2030-05-10T05:00:00.000Z',
    status: 'requested',
    fee: 0,
  }),
  // Monday 09:00–10:00: already started, so no cancel.
  reservation({
    id: 'r-past',
    deviceName: 'Spectrometer',
    start: '2030-05-06T00:00:00.000Z',
    end: '2030-05-06T01:00:00.000Z',
    status: 'approved',
  }),
  // Tuesday: rejected with a reason.
  reservation({
    id: 'r-rejected',
    deviceName: 'Printer',
    start: '2030-05-07T05:00:00.000Z',
    end: '2030-05-07T06:00:00.000Z',
    status: 'rejected',
    reason: 'Under repair',
  }),
];

function withApi(cancel: StubAnswer | StubAnswer[] = { body: { reservation: reservation() } }) {
  return stubApi({
    'GET /home/reservations': [
      { body: { reservations: WEEK, total: WEEK.length } },
      {
        body: {
          reservations: WEEK.map((x) =>
            x.id === 'r-approved' ? { ...x, status: 'cancelled' } : x,
          ),
          total: WEEK.length,
        },
      },
    ],
    'POST /home/reservations/r-approved/cancel': cancel,
    'GET /home/waitlist': { body: { entries: [] } },
  });
}

describe('ReservationsPage', () => {
  it('shows the week and the list, with statuses in words and cancel only when allowed', async () => {
    const { calls } = withApi();
    await renderApp(PATH, 'en');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My reservations' }),
    ).toBeInTheDocument();
    const thursday = await screen.findByRole('list', { name: 'Thu 2030/05/09' });
    expect(
      await within(thursday).findByRole('listitem', {
        name: '10:00–11:30 Confocal microscope (Approved)',
      }),
    ).toBeInTheDocument();
    const [request] = calls('GET /home/reservations');
    expect(request?.query.get('role')).toBe('user');
    expect(request?.query.get('from')).toBe('2030-05-06T00:00:00+09:00');
    expect(request?.query.get('to')).toBe('2030-05-13T00:00:00+09:00');

    const approved = await articleOf('Confocal microscope');
    expect(approved.getByText('2030/05/09 10:00:00 – 2030/05/09 11:30:00')).toBeInTheDocument();
    expect(approved.getByText('¥1,800')).toBeInTheDocument();
    expect(approved.getByRole('button', { name: r.cancel })).toBeInTheDocument();
    const requested = await articleOf('Centrifuge');
    expect(requested.getByText('Awaiting approval')).toBeInTheDocument();
    expect(requested.getByText('Free')).toBeInTheDocument();
    expect(requested.getByRole('button', { name: r.cancel })).toBeInTheDocument();
    expect((await articleOf('Spectrometer')).queryByRole('button', { name: r.cancel })).toBeNull();
    const rejected = await articleOf('Printer');
    expect(rejected.getByText('Rejected')).toBeInTheDocument();
    expect(rejected.getByText('Reason: Under repair')).toBeInTheDocument();
    expect(rejected.queryByRole('button', { name: r.cancel })).toBeNull();
    // The list runs by start time.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Spectrometer',
      'Printer',
      'Confocal microscope',
      'Centrifuge',
    ]);
  });

  it('cancels after confirmation, then reloads', async () => {
    const { calls } = withApi();
    const user = await openAndPressIn(PATH, 'Confocal microscope', r.cancel);
    const dialog = screen.getByRole('dialog', { name: r.confirmTitle });
    expect(dialog).toHaveTextContent('Confocal microscope, from 2030/05/09 10:00:00');
    await user.click(within(dialog).getByRole('button', { name: r.confirm }));

    expect(await screen.findByText(r.cancelled)).toBeInTheDocument();
    expect(calls('POST /home/reservations/r-approved/cancel')).toHaveLength(1);
    await waitFor(() => expect(calls('GET /home/reservations')).toHaveLength(2));
    expect(
      await (await articleOf('Confocal microscope')).findByText('Cancelled'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeping the reservation sends nothing', async () => {
    const { calls } = withApi();
    const user = await openAndPressIn(PATH, 'Confocal microscope', r.cancel);
    await user.click(screen.getByRole('button', { name: r.keep }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('POST /home/reservations/r-approved/cancel')).toHaveLength(0);
  });

  it.each([
    ['reservation_timing', r.errors.tooLate],
    ['invalid_reservation_transition', r.errors.changed],
  ])('when the API answers 409 %s, then it says so and reloads', async (code, message) => {
    const { calls } = withApi(apiError(409, code));
    const user = await openAndPressIn(PATH, 'Confocal microscope', r.cancel);
    await user.click(screen.getByRole('button', { name: r.confirm }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(calls('GET /home/reservations')).toHaveLength(2));
  });

  it('shows the assistance asked: who accepted it and its fee, in the total; why it was declined', async () => {
    const asked = {
      note: 'Align the laser',
      ifDeclined: 'keep' as const,
      feePerSlot: 500,
      fee: 3000,
      staffId: null,
      staffName: null,
      reason: '',
    };
    const a = en.share.assistance;
    stubApi({
      'GET /home/reservations': {
        body: {
          reservations: [
            reservation({
              id: 'r-assisted',
              assistance: { ...asked, status: 'accepted', staffId: 'u9', staffName: 'Jiro Tanaka' },
            }),
            reservation({
              id: 'r-declined',
              deviceName: 'Centrifuge',
              assistance: { ...asked, status: 'declined', reason: 'On leave' },
            }),
          ],
          total: 2,
        },
      },
      'GET /home/waitlist': { body: { entries: [] } },
    });
    await renderApp(PATH, 'en');

    const assisted = await articleOf('Confocal microscope');
    expect(factIn(assisted, a.term)).toHaveTextContent('Accepted by Jiro Tanaka');
    expect(factIn(assisted, a.note)).toHaveTextContent('Align the laser');
    expect(factIn(assisted, a.fee)).toHaveTextContent('¥3,000');
    expect(factIn(assisted, r.amount)).toHaveTextContent('¥4,800');
    const declined = await articleOf('Centrifuge');
    expect(factIn(declined, a.term)).toHaveTextContent('Declined by the staff: On leave');
    expect(declined.queryByText(a.fee)).toBeNull();
  });

  it('pages by week', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    await articleOf('Confocal microscope');

    await user.click(screen.getByRole('button', { name: en.share.week.previous }));

    await waitFor(() =>
      expect(calls('GET /home/reservations').at(-1)?.query.get('from')).toBe(
        '2030-04-29T00:00:00+09:00',
      ),
    );
    expect(screen.getByRole('list', { name: 'Mon 2030/04/29' })).toBeInTheDocument();
    expect(document.body).toHaveClass('share');
  });
});

describe('ReservationsPage, calendar file', () => {
  it('downloads a year of my reservations from the shown week as .ics; a failure says so', async () => {
    const { calls } = stubApi({
      'GET /home/reservations': { body: { reservations: WEEK, total: WEEK.length } },
      'GET /home/reservations.ics': [
        () => new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { status: 200 }),
        apiError(500, 'server_error'),
      ],
      'GET /home/waitlist': { body: { entries: [] } },
    });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    await articleOf('Centrifuge');
    // The shown week starts on Monday 2030-05-06; each reservation names its lender.
    const lender = await articleOf('Confocal microscope');
    expect(lender.getByText('Imaging Lab')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.shareCalendar.download }));
    await waitFor(() =>
      expect(downloads.map((file) => file.fileName)).toEqual(['reservations-user-2030-05-06.ics']),
    );
    expect(await downloads[0]?.blob.text()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    const [request] = calls('GET /home/reservations.ics');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      role: 'user',
      from: '2030-05-06T00:00:00+09:00',
      to: '2031-05-06T00:00:00+09:00',
    });
    expect(screen.queryByText(en.shareCalendar.failed)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.shareCalendar.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.shareCalendar.failed);
    expect(downloads).toHaveLength(1);
  });
});

describe('ReservationsPage, check-in and finish', () => {
  const STEPS: Reservation[] = [
    // Wednesday 10:00–11:00, now: check in by 10:15.
    reservation({
      id: 'r-now',
      deviceName: 'Spectrometer',
      start: '2030-05-08T01:00:00.000Z',
      end: '2030-05-08T02:00:00.000Z',
      checkInBy: '2030-05-08T01:15:00.000Z',
    }),
    // Wednesday 09:00–10:30, checked in at 08:55.
    reservation({
      id: 'r-using',
      deviceName: 'Centrifuge',
      start: '2030-05-08T00:00:00.000Z',
      end: '2030-05-08T01:30:00.000Z',
      status: 'checked_out',
      actualStart: '2030-05-07T23:55:00.000Z',
    }),
    // Thursday 10:00–11:30: check in by 10:15, not yet; part of a weekly series.
    reservation({ checkInBy: '2030-05-09T01:15:00.000Z', seriesId: 's-1' }),
  ];

  function withSteps(checkIn: StubAnswer = { body: { reservation: reservation() } }) {
    return stubApi({
      'GET /home/reservations': { body: { reservations: STEPS, total: STEPS.length } },
      'POST /home/reservations/r-now/check-in': checkIn,
      'POST /home/reservations/r-using/finish': {
        body: { reservation: reservation({ status: 'returned' }) },
      },
      'GET /home/waitlist': { body: { entries: [] } },
    });
  }

  it('shows the check-in deadline, and Check in or Finish only when allowed', async () => {
    withSteps();
    await renderApp(PATH, 'en');

    const now = await articleOf('Spectrometer');
    expect(now.getByText('Check in by 10:15')).toBeInTheDocument();
    expect(now.getByRole('button', { name: r.checkIn })).toBeInTheDocument();
    expect(now.queryByRole('button', { name: r.finish })).toBeNull();
    expect(now.queryByRole('button', { name: r.cancel })).toBeNull();

    const using = await articleOf('Centrifuge');
    expect(using.getByRole('button', { name: r.finish })).toBeInTheDocument();
    expect(using.queryByRole('button', { name: r.checkIn })).toBeNull();
    expect(using.getByText('2030/05/08 08:55:00 – in use')).toBeInTheDocument();
    expect(using.queryByText(/^Check in by/)).toBeNull();

    const later = await articleOf('Confocal microscope');
    expect(later.getByText('Check in by 10:15')).toBeInTheDocument();
    expect(later.getByText(r.series)).toBeInTheDocument();
    expect(later.queryByRole('button', { name: r.checkIn })).toBeNull();
    expect(later.getByRole('button', { name: r.cancel })).toBeInTheDocument();
  });

  it('checks in, then says so and reloads', async () => {
    const { calls } = withSteps();
    await openAndPressIn(PATH, 'Spectrometer', r.checkIn);

    expect(await screen.findByRole('status')).toHaveTextContent(r.checkedIn);
    expect(calls('POST /home/reservations/r-now/check-in')).toHaveLength(1);
    await waitFor(() => expect(calls('GET /home/reservations')).toHaveLength(2));
  });

  it('finishes the reservation in use', async () => {
    const { calls } = withSteps();
    await openAndPressIn(PATH, 'Centrifuge', r.finish);

    expect(await screen.findByRole('status')).toHaveTextContent(r.finished);
    expect(calls('POST /home/reservations/r-using/finish')).toHaveLength(1);
  });

  it('a check-in refused as too late says so', async () => {
    withSteps(apiError(409, 'reservation_timing'));
    await openAndPressIn(PATH, 'Spectrometer', r.checkIn);

    expect(await screen.findByRole('alert')).toHaveTextContent(en.share.checkIn.errors.timing);
  });
});

describe('ReservationsPage, funds and consumables', () => {
  const FUNDED: Reservation[] = [
    // Friday 13:00–14:00, charged to a fund above its threshold: the budget holder decides first.
    reservation({
      id: 'r-budget',
      deviceName: 'Centrifuge',
      start: '2030-05-10T04:00:00.000Z',
      end: '2030-05-10T05:00:00.000Z',
      status: 'awaiting_budget',
      fund: IMAGING_GRANT,
    }),
    // Tuesday, returned, with the consumables the lender added.
    reservation({
      id: 'r-used',
      deviceName: 'Printer',
      start: '2030-05-07T05:00:00.000Z',
      end: '2030-05-07T06:00:00.000Z',
      status: 'returned',
      fee: 1200,
      consumables: [
        consumable(),
        {
          id: 'c-2',
          item: 'Filter paper',
          quantity: 10,
          unitPrice: 25,
          amount: 250,
          addedAt: '2030-05-07T06:11:00.000Z',
        },
      ],
    }),
  ];

  function withFunded(cancel: StubAnswer = { body: { reservation: FUNDED[0] } }) {
    return stubApi({
      'GET /home/reservations': { body: { reservations: FUNDED, total: FUNDED.length } },
      'POST /home/reservations/r-budget/cancel': cancel,
      'GET /home/waitlist': { body: { entries: [] } },
    });
  }

  it('a reservation awaiting the budget holder says so, names its fund and may be cancelled', async () => {
    const { calls } = withFunded();
    const user = userEvent.setup();
    await renderApp(PATH, 'en');

    const waiting = await articleOf('Centrifuge');
    expect(waiting.getByText(en.usage.status.awaiting_budget)).toBeInTheDocument();
    expect(waiting.getByText(r.awaitingBudget)).toBeInTheDocument();
    expect(factIn(waiting, r.fund)).toHaveTextContent('Imaging grant (123456789012)');
    // No consumables and nothing beyond the fee: no total.
    expect(waiting.queryByText(r.consumables, { selector: 'dt' })).toBeNull();
    expect(waiting.queryByText(r.amount, { selector: 'dt' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Fri 2030/05/10' })).getByRole('listitem'),
    ).toHaveAccessibleName(`13:00–14:00 Centrifuge (${en.usage.status.awaiting_budget})`);

    await user.click(waiting.getByRole('button', { name: r.cancel }));
    await user.click(screen.getByRole('button', { name: r.confirm }));

    expect(await screen.findByText(r.cancelled)).toBeInTheDocument();
    expect(calls('POST /home/reservations/r-budget/cancel')).toHaveLength(1);
  });

  it('a used reservation lists its consumables and its total beside the fee; no fund, no fund line', async () => {
    withFunded();
    await renderApp(PATH, 'en');

    const used = await articleOf('Printer');
    expect(factIn(used, r.fee)).toHaveTextContent('¥1,200');
    const lines = within(factIn(used, r.consumables) as HTMLElement)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual(['Gloves 2 × ¥300 = ¥600', 'Filter paper 10 × ¥25 = ¥250']);
    expect(factIn(used, r.amount)).toHaveTextContent('¥2,050');
    expect(used.queryByText(r.fund, { selector: 'dt' })).toBeNull();
  });
});
