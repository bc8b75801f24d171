import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { NOW, reservation, waitlistEntry } from '../../../lib/share-mode/testing';
import type { WaitlistEntry } from '../../../lib/share-mode/types';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { fill, renderApp } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

const w = en.usage.waitlist;
const PATH = '/manage/user/reservations';

setUpPageTests({ now: NOW, signedIn: true });

const ENTRIES: WaitlistEntry[] = [
  // Offered until Wednesday 12:00 Tokyo.
  waitlistEntry({
    id: 'w-offer',
    deviceName: 'Centrifuge',
    deviceId: 'dev-2',
    start: '2030-05-09T04:00:00.000Z',
    end: '2030-05-09T05:00:00.000Z',
    status: 'offered',
    position: null,
    offerExpiresAt: '2030-05-08T03:00:00.000Z',
  }),
  waitlistEntry({ id: 'w-wait' }),
  waitlistEntry({
    id: 'w-old',
    deviceName: 'Spectrometer',
    status: 'expired',
    position: null,
  }),
];

function withWaitlist(
  options: { entries?: WaitlistEntry[]; accept?: StubAnswer; leave?: StubAnswer } = {},
) {
  const entries = options.entries ?? ENTRIES;
  return stubApi({
    'GET /home/reservations': { body: { reservations: [], total: 0 } },
    'GET /home/waitlist': [
      { body: { entries } },
      { body: { entries: entries.filter((e) => e.id === 'w-wait') } },
    ],
    'POST /home/waitlist/w-offer/accept': options.accept ?? {
      status: 201,
      body: {
        reservation: reservation({
          id: 'r-9',
          deviceName: 'Centrifuge',
          start: '2030-05-09T04:00:00.000Z',
          end: '2030-05-09T05:00:00.000Z',
        }),
      },
    },
    'DELETE /home/waitlist/w-offer': options.leave ?? { status: 204 },
    'DELETE /home/waitlist/w-wait': options.leave ?? { status: 204 },
  });
}

const entry = async (device: string) => {
  const section = await screen.findByRole('region', { name: w.heading });
  const heading = await within(section).findByRole('heading', { level: 3, name: device });
  const article = heading.closest('article');
  if (!article) throw new Error(`no entry ${device}`);
  return within(article);
};

// Rendering the whole page and stepping through it takes more than 5 s on a busy machine.
describe('ReservationsPage, waitlist', () => {
  it('lists the entries with their state; an offer is accepted or declined, a wait left', async () => {
    withWaitlist();
    await renderApp(PATH, 'en');

    const offer = await entry('Centrifuge');
    expect(offer.getByText('2030/05/09 13:00:00 – 2030/05/09 14:00:00')).toBeInTheDocument();
    expect(offer.getByText(fill(w.offered, { date: '2030/05/08 12:00:00' }))).toBeInTheDocument();
    expect(offer.getByRole('button', { name: 'Accept (by 12:00)' })).toBeInTheDocument();
    expect(offer.getByRole('button', { name: w.decline })).toBeInTheDocument();
    expect(offer.queryByRole('button', { name: w.leave })).toBeNull();

    const waiting = await entry('Confocal microscope');
    expect(waiting.getByText('Waiting: number 2 in line')).toBeInTheDocument();
    expect(waiting.getByRole('button', { name: w.leave })).toBeInTheDocument();
    expect(waiting.queryByRole('button', { name: /^Accept/ })).toBeNull();

    const ended = await entry('Spectrometer');
    expect(ended.getByText(w.expired)).toBeInTheDocument();
    expect(ended.queryAllByRole('button')).toHaveLength(0);
  });

  it('accepting an offer books it, says so and reloads the waitlist and the reservations', async () => {
    const { calls } = withWaitlist();
    const user = userEvent.setup();
    await renderApp(PATH, 'en');

    await user.click((await entry('Centrifuge')).getByRole('button', { name: /^Accept/ }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      fill(w.accepted, { device: 'Centrifuge', start: '2030/05/09 13:00:00' }),
    );
    expect(calls('POST /home/waitlist/w-offer/accept')).toHaveLength(1);
    await waitFor(() => expect(calls('GET /home/waitlist')).toHaveLength(2));
    await waitFor(() => expect(calls('GET /home/reservations')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Centrifuge' })).toBeNull(),
    );
  });

  it.each([
    ['offer_expired', w.errors.offerExpired],
    ['not_offered', w.errors.notOffered],
    ['reservation_conflict', w.errors.conflict],
  ])('when accepting answers 409 %s, then it says so and reloads', async (code, message) => {
    const { calls } = withWaitlist({ accept: apiError(409, code) });
    const user = userEvent.setup();
    await renderApp(PATH, 'en');

    await user.click((await entry('Centrifuge')).getByRole('button', { name: /^Accept/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(calls('GET /home/waitlist')).toHaveLength(2));
  });

  it('declining an offer asks first, then gives the slot up', async () => {
    const { calls } = withWaitlist();
    const user = userEvent.setup();
    await renderApp(PATH, 'en');

    await user.click((await entry('Centrifuge')).getByRole('button', { name: w.decline }));
    const dialog = screen.getByRole('dialog', { name: w.declineTitle });
    expect(dialog).toHaveTextContent('Centrifuge, from 2030/05/09 13:00:00');
    await user.click(within(dialog).getByRole('button', { name: w.declineConfirm }));

    expect(await screen.findByRole('status')).toHaveTextContent(w.declined);
    expect(calls('DELETE /home/waitlist/w-offer')).toHaveLength(1);
    expect(calls('POST /home/waitlist/w-offer/accept')).toHaveLength(0);
  });

  it('leaving the waitlist asks first; keeping the place sends nothing', async () => {
    const { calls } = withWaitlist();
    const user = userEvent.setup();
    await renderApp(PATH, 'en');

    await user.click((await entry('Confocal microscope')).getByRole('button', { name: w.leave }));
    await user.click(
      within(screen.getByRole('dialog', { name: w.leaveTitle })).getByRole('button', {
        name: w.keep,
      }),
    );
    expect(calls('DELETE /home/waitlist/w-wait')).toHaveLength(0);

    await user.click((await entry('Confocal microscope')).getByRole('button', { name: w.leave }));
    await user.click(screen.getByRole('button', { name: w.leaveConfirm }));

    expect(await screen.findByRole('status')).toHaveTextContent(w.left);
    expect(calls('DELETE /home/waitlist/w-wait')).toHaveLength(1);
  });

  it('without entries, there is no waitlist section', async () => {
    const { calls } = withWaitlist({ entries: [] });
    await renderApp(PATH, 'en');

    expect(await screen.findByText(en.usage.reservations.empty)).toBeInTheDocument();
    await waitFor(() => expect(calls('GET /home/waitlist')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: w.heading })).toBeNull();
  });

  it('in Japanese', async () => {
    withWaitlist();
    await renderApp(PATH, 'ja');

    expect(
      await screen.findByRole('button', {
        name: fill(ja.usage.waitlist.accept, { time: '12:00' }),
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(fill(ja.usage.waitlist.waiting, { position: 2 }))).toBeInTheDocument();
  });
});
