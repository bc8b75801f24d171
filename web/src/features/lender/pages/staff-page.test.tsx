import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssistanceBody } from '@campus/model/share-types';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { NOW, reservation } from '../../../lib/share-mode/testing';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { factIn, fieldErrorOf, fill, findToast, renderApp } from '../../../testing/test-utils';

const s = en.lender.staff;
const a = en.share.assistance;
const PATH = '/manage/lender/staff';
const REQUESTS = 'GET /home/staff/requests';
const SESSIONS = 'GET /home/staff/sessions';

setUpPageTests({ now: NOW, signedIn: true });

const asked = (patch: Partial<AssistanceBody> = {}): AssistanceBody => ({
  status: 'requested',
  note: 'Align the laser',
  ifDeclined: 'cancel',
  feePerSlot: 500,
  fee: 3000,
  staffId: null,
  staffName: null,
  reason: '',
  ...patch,
});

// Thursday 2030-05-09 10:00–11:30 Tokyo, waiting for the staff member's answer.
const REQUEST = reservation({
  id: 'r-1',
  side: 'staff',
  purpose: 'Thesis imaging',
  assistance: asked(),
});
// Friday 2030-05-10 13:00–14:00 Tokyo, assisted by the signed-in staff member.
const SESSION = reservation({
  id: 'r-2',
  side: 'staff',
  deviceName: 'Mass spectrometer',
  userName: 'Taro Suzuki',
  start: '2030-05-10T04:00:00.000Z',
  end: '2030-05-10T05:00:00.000Z',
  assistance: asked({ status: 'accepted', staffId: 'u1', staffName: 'Alice' }),
});

function withApi(routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({
    [REQUESTS]: [{ body: { reservations: [REQUEST] } }, { body: { reservations: [] } }],
    [SESSIONS]: { body: { reservations: [SESSION] } },
    ...routes,
  });
}

/** Opens the page and presses `button` on the request; the test goes on as `user`. */
async function pressOnRequest(button: string) {
  const user = userEvent.setup();
  await renderApp(PATH, 'en');
  const card = await screen.findByRole('article', { name: 'Confocal microscope' });
  await user.click(within(card).getByRole('button', { name: button }));
  return user;
}

describe('/manage/lender/staff', () => {
  it('lists a request with its user, time, purpose, note and fee, and the week of sessions', async () => {
    const { calls } = withApi();
    await renderApp(PATH, 'en');

    expect(
      await screen.findByRole('heading', { level: 1, name: en.routes.lenderStaff }),
    ).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Confocal microscope' }));
    expect(factIn(card, en.shareReservation.user)).toHaveTextContent('Hanako Yamada');
    expect(factIn(card, en.shareReservation.time)).toHaveTextContent(
      '2030/05/09 10:00:00 – 2030/05/09 11:30:00',
    );
    expect(factIn(card, s.purpose)).toHaveTextContent('Thesis imaging');
    expect(factIn(card, a.note)).toHaveTextContent('Align the laser');
    expect(factIn(card, a.ifDeclined)).toHaveTextContent(a.cancel);
    expect(factIn(card, a.fee)).toHaveTextContent(fill(a.feeOnceAccepted, { amount: '¥3,000' }));

    const friday = await screen.findByRole('list', { name: 'Fri 2030/05/10' });
    expect(
      await within(friday).findByRole('listitem', {
        name: '13:00–14:00 Mass spectrometer (Taro Suzuki)',
      }),
    ).toBeInTheDocument();
    const [week] = calls(SESSIONS);
    expect(week?.query.get('from')).toBe('2030-05-06T00:00:00+09:00');
    expect(week?.query.get('to')).toBe('2030-05-13T00:00:00+09:00');
  });

  it('accepts after confirming; the requests and the week follow', async () => {
    const { calls } = withApi({
      'POST /home/reservations/r-1/assistance/accept': {
        body: { reservation: { ...REQUEST, assistance: asked({ status: 'accepted' }) } },
      },
    });
    const user = await pressOnRequest(s.accept);
    const dialog = screen.getByRole('dialog', { name: s.acceptTitle });
    expect(dialog).toHaveTextContent(
      'Confocal microscope for Hanako Yamada, from 2030/05/09 10:00:00',
    );
    await user.click(within(dialog).getByRole('button', { name: s.accept }));

    expect(
      await findToast(fill(s.accepted, { device: 'Confocal microscope' }), { error: false }),
    ).toBeInTheDocument();
    expect(calls('POST /home/reservations/r-1/assistance/accept').map((c) => c.body)).toEqual([{}]);
    expect(await screen.findByText(s.noRequests)).toBeInTheDocument();
    await waitFor(() => expect(calls(SESSIONS)).toHaveLength(2));
  });

  it('when another of their sessions holds that time, then it says so and the list is asked again', async () => {
    const { calls } = withApi({
      [REQUESTS]: { body: { reservations: [REQUEST] } },
      'POST /home/reservations/r-1/assistance/accept': apiError(409, 'staff_conflict'),
    });
    const user = await pressOnRequest(s.accept);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: s.accept }));

    expect(await findToast(s.errors.conflict, { error: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls(REQUESTS)).toHaveLength(2));
  });

  it('declines only with a reason, which it sends', async () => {
    const { calls } = withApi({
      'POST /home/reservations/r-1/assistance/decline': {
        body: { reservation: { ...REQUEST, assistance: asked({ status: 'declined' }) } },
      },
    });
    const user = await pressOnRequest(s.decline);
    const dialog = screen.getByRole('dialog', { name: s.declineTitle });
    const reason = within(dialog).getByRole('textbox', { name: s.reason });
    await user.click(within(dialog).getByRole('button', { name: s.decline }));
    expect(fieldErrorOf(reason)).toBe(en.lender.actions.reasonRequired);
    expect(calls('POST /home/reservations/r-1/assistance/decline')).toEqual([]);

    await user.type(reason, ' On leave that week ');
    await user.click(within(dialog).getByRole('button', { name: s.decline }));

    expect(
      await findToast(fill(s.declined, { device: 'Confocal microscope' }), { error: false }),
    ).toBeInTheDocument();
    expect(calls('POST /home/reservations/r-1/assistance/decline').map((c) => c.body)).toEqual([
      { reason: 'On leave that week' },
    ]);
  });
});
