import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { device, NOW, reservation } from '../../../lib/share-mode/testing';
import type { Device, SeriesDate } from '../../../lib/share-mode/types';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, BUILDINGS } from '../../../testing/exhibit-fixtures';
import { fill, renderApp } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

const b = en.share.booking;
const s = en.share.series;
const PATH = '/share/dev-1';
const PLAN = 'GET /home/devices/dev-1/reservations/series';
const BOOK = 'POST /home/devices/dev-1/reservations/series';
/** A device booked at once (no approval). */
const DIRECT = device({ requiresApproval: false });
const WEEK = 7 * 24 * 60 * 60_000;

setUpPageTests({ now: NOW, signedIn: true });

/** Mondays from 2030-05-13, 10:00–11:30 Tokyo, each with `conflicts[i]` (null: free). */
function dates(conflicts: SeriesDate['conflict'][]): SeriesDate[] {
  const first = new Date('2030-05-13T01:00:00.000Z').getTime();
  return conflicts.map((conflict, i) => ({
    start: new Date(first + i * WEEK).toISOString(),
    end: new Date(first + i * WEEK + 90 * 60_000).toISOString(),
    conflict,
    reservationId: null,
  }));
}

/** 6 weeks, the third taken by another booking and the fifth in maintenance. */
const SIX = dates([null, null, { kind: 'reservation' }, null, { kind: 'outage' }, null]);
const FREE = SIX.filter((date) => date.conflict === null);

function withApi(
  options: { device?: Device; plan?: StubAnswer | StubAnswer[]; book?: StubAnswer } = {},
) {
  return stubApi({
    'GET /devices/dev-1': { body: { device: options.device ?? DIRECT } },
    'GET /devices/dev-1/availability': { body: { busy: [], outages: [] } },
    [PLAN]: options.plan ?? { body: { dates: SIX } },
    [BOOK]: options.book ?? {
      status: 201,
      body: {
        seriesId: 's-1',
        dates: SIX.map((date, i) => ({ ...date, reservationId: date.conflict ? null : `r-${i}` })),
        reservations: FREE.map((date, i) =>
          reservation({ id: `r-${i}`, start: date.start, end: date.end, seriesId: 's-1' }),
        ),
      },
    },
    'GET /areas': { body: AREAS },
    'GET /areas/north/buildings': { body: BUILDINGS },
  });
}

/** Opens the page and asks for the plan of `weeks` Mondays from 2030-05-13, 10:00–11:30. */
async function planWeekly(weeks: string) {
  // No pause between keystrokes: the page is big, and these tests type a lot.
  const user = userEvent.setup({ delay: null });
  await renderApp(PATH, 'en');
  await screen.findByRole('heading', { level: 1, name: 'Confocal microscope' });
  const date = screen.getByLabelText(b.date);
  await user.type(date, '2030-05-13');
  await user.selectOptions(screen.getByLabelText(b.start), '10:00');
  await user.selectOptions(screen.getByLabelText(b.end), '11:30');
  await user.type(screen.getByLabelText(b.purpose), 'Imaging');
  expect(screen.queryByLabelText(b.weeks)).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: b.repeat }));
  await user.selectOptions(screen.getByLabelText(b.weeks), weeks);
  await user.click(screen.getByRole('button', { name: b.checkDates }));
  return user;
}

const planList = async () =>
  within(await screen.findByRole('region', { name: s.heading })).getByRole('list');

// Each test types a date and steps through the form and the plan: more than the default 5 s on a
// busy machine.
describe('DevicePage: a weekly series', () => {
  it('shows the 6 dates with their state, then books the 4 free ones and says how many', async () => {
    const { calls } = withApi();
    const user = await planWeekly('6 weeks');

    const items = within(await planList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `2030/05/13 10:00:00 – 2030/05/13 11:30:00 ${s.free}`,
      `2030/05/20 10:00:00 – 2030/05/20 11:30:00 ${s.free}`,
      `2030/05/27 10:00:00 – 2030/05/27 11:30:00 ${s.reservation}`,
      `2030/06/03 10:00:00 – 2030/06/03 11:30:00 ${s.free}`,
      `2030/06/10 10:00:00 – 2030/06/10 11:30:00 ${s.outage}`,
      `2030/06/17 10:00:00 – 2030/06/17 11:30:00 ${s.free}`,
    ]);
    const [plan] = calls(PLAN);
    expect(Object.fromEntries(plan?.query ?? [])).toEqual({
      start: '2030-05-13T10:00:00+09:00',
      end: '2030-05-13T11:30:00+09:00',
      weeks: '6',
    });
    expect(calls(BOOK)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Book the 4 free dates' }));

    expect(await screen.findByRole('status')).toHaveTextContent('4 dates were booked.');
    expect(calls(BOOK).map((call) => call.body)).toEqual([
      {
        start: '2030-05-13T10:00:00+09:00',
        end: '2030-05-13T11:30:00+09:00',
        weeks: 6,
        purpose: 'Imaging',
      },
    ]);
    expect(screen.queryByRole('region', { name: s.heading })).toBeNull();
    expect(screen.getByRole('link', { name: b.myReservations })).toBeInTheDocument();
    // The availability is asked again.
    await waitFor(() => expect(calls('GET /devices/dev-1/availability')).toHaveLength(2));
  });

  it('a device that needs approval requests the free dates', async () => {
    withApi({
      device: device(),
      book: {
        status: 201,
        body: {
          seriesId: 's-1',
          dates: SIX,
          reservations: FREE.map((date) => reservation({ start: date.start, status: 'requested' })),
        },
      },
    });
    const user = await planWeekly('6 weeks');

    await user.click(await screen.findByRole('button', { name: 'Request the 4 free dates' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      fill(s.requested_other, { count: 4 }),
    );
  });

  it("names the device's rule that refuses a date; with no free date, nothing to book", async () => {
    withApi({
      plan: {
        body: {
          dates: dates([
            { kind: 'reservation' },
            { kind: 'rules', reason: 'The device is closed' },
          ]),
        },
      },
    });
    const user = await planWeekly('2 weeks');

    expect(
      await within(await planList()).findByText(fill(s.rules, { reason: 'The device is closed' })),
    ).toBeInTheDocument();
    expect(screen.getByText(s.noneFree)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book the/ })).toBeNull();

    // Back to the form: the plan goes.
    await user.click(screen.getByRole('button', { name: s.change }));
    expect(screen.queryByRole('region', { name: s.heading })).toBeNull();
    expect(screen.getByRole('button', { name: b.checkDates })).toBeInTheDocument();
  });

  it('when the free dates were taken meanwhile (409), it says so and asks the week again', async () => {
    const { calls } = withApi({ book: apiError(409, 'reservation_conflict') });
    const user = await planWeekly('6 weeks');

    await user.click(await screen.findByRole('button', { name: 'Book the 4 free dates' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(s.errors.noneFree);
    await waitFor(() => expect(calls('GET /devices/dev-1/availability')).toHaveLength(2));
    // No waitlist for a series.
    expect(screen.queryByRole('button', { name: en.share.waitlist.join })).toBeNull();
  });

  it('a plan refused by the API says why', async () => {
    withApi({ plan: apiError(403, 'qualification_required') });
    await planWeekly('4 weeks');

    expect(await screen.findByRole('alert')).toHaveTextContent(b.errors.qualificationRequired);
    expect(screen.queryByRole('region', { name: s.heading })).toBeNull();
  });

  it('changing the time drops the plan', async () => {
    withApi();
    const user = await planWeekly('6 weeks');
    await planList();

    await user.selectOptions(screen.getByLabelText(b.end), '11:00');

    expect(screen.queryByRole('region', { name: s.heading })).toBeNull();
  });
});
