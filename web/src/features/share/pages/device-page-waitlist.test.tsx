import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { device, NOW, waitlistEntry } from '../../../lib/share-mode/testing';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, BUILDINGS } from '../../../testing/exhibit-fixtures';
import { fill, renderApp } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

const b = en.share.booking;
const wl = en.share.waitlist;
const JOIN = 'POST /home/devices/dev-1/waitlist';

setUpPageTests({ now: NOW, signedIn: true });

function withApi(
  join: StubAnswer = { status: 201, body: { entry: waitlistEntry({ position: 3 }) } },
) {
  return stubApi({
    'GET /devices/dev-1': { body: { device: device() } },
    'GET /devices/dev-1/availability': { body: { busy: [], outages: [] } },
    'POST /home/devices/dev-1/reservations': apiError(409, 'reservation_conflict'),
    [JOIN]: join,
    'GET /areas': { body: AREAS },
    'GET /areas/north/buildings': { body: BUILDINGS },
  });
}

/** Books Thursday 2030-05-16 10:00–11:30, which the API answers as taken. */
async function bookTakenTime() {
  const user = userEvent.setup({ delay: null });
  await renderApp('/share/dev-1', 'en');
  await screen.findByRole('heading', { level: 1, name: 'Confocal microscope' });
  await user.type(screen.getByLabelText(b.date), '2030-05-16');
  await user.selectOptions(screen.getByLabelText(b.start), '10:00');
  await user.selectOptions(screen.getByLabelText(b.end), '11:30');
  await user.click(screen.getByRole('button', { name: b.request }));
  expect(await screen.findByRole('alert')).toHaveTextContent(b.errors.conflict);
  return user;
}

describe('DevicePage: the waitlist after a conflict', () => {
  it('offers the waitlist for the taken time, then tells the place in line', async () => {
    const { calls } = withApi();
    const user = await bookTakenTime();

    await user.click(screen.getByRole('button', { name: wl.join }));

    expect(await screen.findByRole('status')).toHaveTextContent(fill(wl.joined, { position: 3 }));
    expect(calls(JOIN).map((call) => call.body)).toEqual([
      { start: '2030-05-16T10:00:00+09:00', end: '2030-05-16T11:30:00+09:00' },
    ]);
    expect(screen.queryByRole('button', { name: wl.join })).toBeNull();
  });

  it.each([
    [apiError(409, 'already_waiting'), wl.errors.alreadyWaiting],
    [apiError(409, 'slot_free'), wl.errors.slotFree],
    [apiError(403, 'qualification_required'), b.errors.qualificationRequired],
  ])('when joining answers %j, then it says so', async (answer, message) => {
    withApi(answer);
    const user = await bookTakenTime();

    await user.click(screen.getByRole('button', { name: wl.join }));

    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message),
    );
    expect(screen.queryByText(/on the waitlist; we will offer/)).toBeNull();
  });

  it('changing the time withdraws the offer, made for the old time', async () => {
    const { calls } = withApi();
    const user = await bookTakenTime();
    expect(screen.getByRole('button', { name: wl.join })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(b.end), '11:00');

    expect(screen.queryByRole('button', { name: wl.join })).toBeNull();
    expect(calls(JOIN)).toHaveLength(0);
  });
});
