import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { device, NOW, reservation } from '../../../lib/share-mode/testing';
import type { Reservation } from '../../../lib/share-mode/types';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, BUILDINGS } from '../../../testing/exhibit-fixtures';
import { fill, renderApp, signIn } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

const c = en.share.checkIn;
const PATH = '/share/dev-1?checkin=1';
const MINE = 'GET /home/reservations';
const CHECK_IN = 'POST /home/reservations/r-now/check-in';
const FINISH = 'POST /home/reservations/r-now/finish';

setUpPageTests({ now: NOW });

// Wednesday 2030-05-08 10:00–11:00 Tokyo (now is 10:00): check in by 10:15.
const NOW_APPROVED = reservation({
  id: 'r-now',
  start: '2030-05-08T01:00:00.000Z',
  end: '2030-05-08T02:00:00.000Z',
  checkInBy: '2030-05-08T01:15:00.000Z',
});
const RANGE = '2030/05/08 10:00:00 – 2030/05/08 11:00:00';

function withApi(mine: Reservation[], steps: { checkIn?: StubAnswer; finish?: StubAnswer } = {}) {
  return stubApi({
    'GET /devices/dev-1': {
      body: { device: device({ checkIn: { required: true, graceMinutes: 15 } }) },
    },
    'GET /devices/dev-1/availability': { body: { busy: [], outages: [] } },
    [MINE]: { body: { reservations: mine, total: mine.length } },
    [CHECK_IN]: steps.checkIn ?? {
      body: {
        reservation: { ...NOW_APPROVED, status: 'checked_out', actualStart: NOW.toISOString() },
      },
    },
    [FINISH]: steps.finish ?? {
      body: { reservation: { ...NOW_APPROVED, status: 'returned' } },
    },
    'GET /areas': { body: AREAS },
    'GET /areas/north/buildings': { body: BUILDINGS },
  });
}

async function openPanel() {
  await renderApp(PATH, 'en');
  await screen.findByRole('heading', { level: 1, name: 'Confocal microscope' });
  return screen.getByRole('region', { name: c.heading });
}

// The first test steps through check-in and finish: more than the default 5 s on a busy machine.
describe('DevicePage ?checkin=1 (the QR code)', () => {
  it("finds the caller's reservation of the device around now, checks it in, then finishes it", async () => {
    signIn();
    const { calls } = withApi([
      // Yesterday's, long over, and tomorrow's are not offered.
      reservation({
        id: 'r-old',
        start: '2030-05-07T01:00:00.000Z',
        end: '2030-05-07T02:00:00.000Z',
        status: 'returned',
      }),
      NOW_APPROVED,
    ]);
    const user = userEvent.setup();
    const panel = await openPanel();

    expect(await screen.findByText(fill(c.ready, { range: RANGE }))).toBeInTheDocument();
    expect(screen.getByText(fill(c.deadline, { time: '10:15' }))).toBeInTheDocument();
    const [request] = calls(MINE);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      role: 'user',
      deviceId: 'dev-1',
      from: '2030-05-07T10:00:00+09:00',
      to: '2030-05-08T11:00:00+09:00',
    });
    // The panel comes before the device's facts.
    expect(
      panel.compareDocumentPosition(screen.getByText('Place', { selector: 'dt' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: c.checkIn }));

    expect(await screen.findByRole('status')).toHaveTextContent(c.checkedIn);
    expect(calls(CHECK_IN)).toHaveLength(1);
    expect(screen.getByText(fill(c.inUse, { range: RANGE }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: c.checkIn })).toBeNull();

    await user.click(screen.getByRole('button', { name: c.finish }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(c.finished));
    expect(calls(FINISH)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: c.finish })).toBeNull();
  });

  it('a reservation in use offers Finish', async () => {
    signIn();
    const { calls } = withApi([
      { ...NOW_APPROVED, status: 'checked_out', actualStart: '2030-05-08T00:55:00.000Z' },
    ]);
    const user = userEvent.setup();
    await openPanel();

    expect(await screen.findByText(fill(c.inUse, { range: RANGE }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: c.finish }));

    expect(await screen.findByRole('status')).toHaveTextContent(c.finished);
    expect(calls(FINISH)).toHaveLength(1);
  });

  it('says when there is nothing to check in now (too early, or not approved)', async () => {
    signIn();
    withApi([
      // Starts at 10:30: check-in opens at 10:15.
      reservation({ start: '2030-05-08T01:30:00.000Z', end: '2030-05-08T02:00:00.000Z' }),
      { ...NOW_APPROVED, id: 'r-requested', status: 'requested' },
    ]);
    await openPanel();

    expect(await screen.findByText(c.none)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: c.checkIn })).toBeNull();
    expect(screen.getByRole('link', { name: en.share.booking.myReservations })).toHaveAttribute(
      'href',
      '/manage/user/reservations',
    );
  });

  it('a refused check-in says why and looks again', async () => {
    signIn();
    const { calls } = withApi([NOW_APPROVED], { checkIn: apiError(409, 'reservation_timing') });
    const user = userEvent.setup();
    await openPanel();

    await user.click(await screen.findByRole('button', { name: c.checkIn }));

    expect(await screen.findByRole('alert')).toHaveTextContent(c.errors.timing);
    await waitFor(() => expect(calls(MINE)).toHaveLength(2));
  });

  it('a visitor is asked to log in, and comes back to the check-in', async () => {
    const { calls } = withApi([NOW_APPROVED]);
    await openPanel();

    expect(screen.getByText(c.loginRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: c.login })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent(PATH)}`,
    );
    expect(calls(MINE)).toHaveLength(0);
  });

  it('without ?checkin=1 there is no check-in panel', async () => {
    signIn();
    const { calls } = withApi([NOW_APPROVED]);
    await renderApp('/share/dev-1', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Confocal microscope' });

    expect(screen.queryByRole('region', { name: c.heading })).toBeNull();
    expect(calls(MINE)).toHaveLength(0);
  });
});
