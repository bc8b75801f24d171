import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import {
  consumable,
  device,
  IMAGING_GRANT,
  NOW,
  reservation,
} from '../../../lib/share-mode/testing';
import type { Reservation } from '../../../lib/share-mode/types';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import {
  articleOf,
  factIn,
  findToast,
  jsonResponse,
  openAndPressIn,
  renderApp,
} from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

// "Now" is Wednesday 2030-05-08 10:00 in Tokyo; the week shown starts on Monday 2030-05-06.
const PATH = '/manage/lender/reservations';
const a = en.lender.actions;
const c = en.lender.consumables;

setUpPageTests({ now: NOW, signedIn: true });

const lent = (overrides: Partial<Reservation>) =>
  reservation({ side: 'lender', lenderId: 'u1', userId: 'student-7', ...overrides });

const WEEK: Reservation[] = [
  // Thursday 10:00–11:30: a request.
  lent({ id: 'r-requested', deviceName: 'Microscope', status: 'requested' }),
  // Wednesday 10:00–11:00, starting now: check-out is open, a no-show not yet.
  lent({
    id: 'r-now',
    deviceName: 'Centrifuge',
    start: '2030-05-08T01:00:00.000Z',
    end: '2030-05-08T02:00:00.000Z',
    fee: 0,
  }),
  // Wednesday 09:00–09:30, over and never picked up.
  lent({
    id: 'r-missed',
    deviceName: 'Spectrometer',
    start: '2030-05-08T00:00:00.000Z',
    end: '2030-05-08T00:30:00.000Z',
  }),
  // Tuesday, checked out.
  lent({
    id: 'r-out',
    deviceName: 'Printer',
    start: '2030-05-07T05:00:00.000Z',
    end: '2030-05-07T06:00:00.000Z',
    status: 'checked_out',
  }),
  // Monday, returned.
  lent({
    id: 'r-done',
    deviceName: 'Oscilloscope',
    start: '2030-05-06T05:00:00.000Z',
    end: '2030-05-06T06:00:00.000Z',
    status: 'returned',
  }),
];

const list = { body: { reservations: WEEK, total: WEEK.length } };

function withApi(extra: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({ 'GET /home/reservations': list, ...extra });
}

const buttonsOf = async (device: string) =>
  (await articleOf(device)).queryAllByRole('button').map((b) => b.textContent);

describe('/manage/lender/reservations', () => {
  it('asks for the week as lender and shows each reservation with the steps allowed now', async () => {
    const { calls } = withApi();
    await renderApp(PATH, 'en');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservations' }),
    ).toBeInTheDocument();
    const microscope = await articleOf('Microscope');
    expect(microscope.getByText('Hanako Yamada')).toBeInTheDocument();
    expect(microscope.queryByText('student-7')).not.toBeInTheDocument();
    expect(microscope.getByText('2030/05/09 10:00:00 – 2030/05/09 11:30:00')).toBeInTheDocument();
    expect(microscope.getByText(en.lender.status.requested)).toBeInTheDocument();
    expect(microscope.getByText('¥1,800')).toBeInTheDocument();
    expect(await buttonsOf('Microscope')).toEqual([a.approve, a.reject, a.cancel]);
    expect(await buttonsOf('Centrifuge')).toEqual([a.checkout, a.cancel]);
    expect(await buttonsOf('Spectrometer')).toEqual([a.noShow]);
    // Used (checked out, returned): consumables may be added (the form loads on its own).
    await (await articleOf('Printer')).findByRole('button', { name: c.add });
    await (await articleOf('Oscilloscope')).findByRole('button', { name: c.add });
    expect(await buttonsOf('Printer')).toEqual([a.return, c.add]);
    expect(await buttonsOf('Oscilloscope')).toEqual([c.add]);

    // Placed in the week view too: Thursday's column holds the request.
    const thursday = screen.getByRole('list', { name: 'Thu 2030/05/09' });
    expect(within(thursday).getByRole('listitem')).toHaveAccessibleName(
      `10:00–11:30 Microscope (${en.lender.status.requested})`,
    );
    const query = calls('GET /home/reservations')[0]?.query;
    expect(query?.get('role')).toBe('lender');
    expect(query?.get('from')).toBe('2030-05-06T00:00:00+09:00');
    expect(query?.get('to')).toBe('2030-05-13T00:00:00+09:00');
  });

  it('a step is confirmed in a dialog, posted, and the list reloads', async () => {
    const { calls } = withApi({
      'POST /home/reservations/r-requested/approve': {
        body: { reservation: WEEK[0] },
      },
    });
    const user = await openAndPressIn(PATH, 'Microscope', a.approve);
    const dialog = screen.getByRole('dialog', { name: a.approveTitle });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await findToast(a.done)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST /home/reservations/r-requested/approve')).toHaveLength(1);
    await waitFor(() => expect(calls('GET /home/reservations')).toHaveLength(2));
  });

  it('reject needs a reason, which is sent', async () => {
    const { calls } = withApi({
      'POST /home/reservations/r-requested/reject': { body: { reservation: WEEK[0] } },
    });
    const user = await openAndPressIn(PATH, 'Microscope', a.reject);
    const dialog = screen.getByRole('dialog', { name: a.rejectTitle });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(a.reasonRequired);
    expect(calls('POST /home/reservations/r-requested/reject')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: a.reason }), 'Under repair');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(calls('POST /home/reservations/r-requested/reject')[0]?.body).toEqual({
        reason: 'Under repair',
      }),
    );
  });

  it('mark a no-show and check out post to their paths', async () => {
    const afterNoShow: Reservation[] = WEEK.map((x) =>
      x.id === 'r-missed' ? { ...x, status: 'no_show' } : x,
    );
    const { calls } = withApi({
      'GET /home/reservations': [list, { body: { reservations: afterNoShow, total: WEEK.length } }],
      'POST /home/reservations/r-missed/no-show': { body: { reservation: WEEK[2] } },
      'POST /home/reservations/r-now/checkout': { body: { reservation: WEEK[1] } },
    });
    const user = await openAndPressIn(PATH, 'Spectrometer', a.noShow);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('POST /home/reservations/r-missed/no-show')).toHaveLength(1));
    // The list has reloaded (a step taken in the old list would be lost when it is replaced).
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Spectrometer' })).getByText(
          en.lender.status.no_show,
        ),
      ).toBeInTheDocument(),
    );
    await user.click((await articleOf('Centrifuge')).getByRole('button', { name: a.checkout }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('POST /home/reservations/r-now/checkout')).toHaveLength(1));
  });

  it.each([
    ['invalid_reservation_transition', en.lender.errors.invalidTransition],
    ['reservation_timing', en.lender.errors.timing],
    ['not_your_step', en.lender.errors.notYourStep],
  ])('a 409 %s closes the dialog, says why and reloads', async (code, message) => {
    const { calls } = withApi({
      'POST /home/reservations/r-out/return': apiError(409, code),
    });
    const user = await openAndPressIn(PATH, 'Printer', a.return);
    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(await findToast(message, { error: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls('GET /home/reservations')).toHaveLength(2));
  });

  it('the cancel dialog can be left without a call', async () => {
    const { calls } = withApi();
    const user = await openAndPressIn(PATH, 'Centrifuge', a.cancel);
    await user.click(screen.getByRole('button', { name: en.dialog.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST /home/reservations/r-now/cancel')).toHaveLength(0);
  });

  it('previous and next week change the range asked for and the address', async () => {
    const { calls } = stubApi({
      'GET /home/reservations': [list, { body: { reservations: [], total: 0 } }],
    });
    const user = userEvent.setup();
    const { router } = await renderApp(PATH, 'en');

    await articleOf('Microscope');
    await user.click(screen.getByRole('button', { name: en.share.week.next }));
    expect(await screen.findByText(en.lender.reservations.empty)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?week=2030-05-13');
    expect(calls('GET /home/reservations').at(-1)?.query.get('from')).toBe(
      '2030-05-13T00:00:00+09:00',
    );
    expect(screen.getByText('2030/05/13 – 2030/05/19')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.share.week.previous }));
    await user.click(screen.getByRole('button', { name: en.share.week.previous }));
    expect(router.state.location.search).toBe('?week=2030-04-29');
    await waitFor(() =>
      expect(calls('GET /home/reservations').at(-1)?.query.get('to')).toBe(
        '2030-05-06T00:00:00+09:00',
      ),
    );
  });

  it('a bad ?week= falls back to this week', async () => {
    const { calls } = withApi();
    await renderApp(`${PATH}?week=2030-02-30`, 'en');

    await articleOf('Microscope');
    expect(calls('GET /home/reservations')[0]?.query.get('from')).toBe('2030-05-06T00:00:00+09:00');
  });

  it('?reservation= (the approval to-do) opens the week of that reservation', async () => {
    const { calls } = withApi({
      // Tuesday 2030-05-21 14:00 Tokyo.
      'GET /home/reservations/r-later': {
        body: { reservation: lent({ id: 'r-later', start: '2030-05-21T05:00:00.000Z' }) },
      },
    });
    const { router } = await renderApp(`${PATH}?reservation=r-later`, 'en');

    // Two loads in turn: the reservation, then its week.
    await waitFor(() =>
      expect(router.state.location.search).toBe('?reservation=r-later&week=2030-05-20'),
    );
    await articleOf('Microscope');
    expect(screen.getByText('2030/05/20 – 2030/05/26')).toBeInTheDocument();
    expect(calls('GET /home/reservations')).toHaveLength(1);
    expect(calls('GET /home/reservations')[0]?.query.get('from')).toBe('2030-05-20T00:00:00+09:00');
  });

  it('an unknown or foreign ?reservation= leaves this week', async () => {
    const { calls } = withApi({
      'GET /home/reservations/r-gone': apiError(404, 'not_found'),
    });
    const { router } = await renderApp(`${PATH}?reservation=r-gone`, 'en');

    await waitFor(() => expect(router.state.location.search).toBe(''));
    await articleOf('Microscope');
    expect(calls('GET /home/reservations')[0]?.query.get('from')).toBe('2030-05-06T00:00:00+09:00');
  });

  it('the pending requests of every device, or of the one chosen, with their steps', async () => {
    const requests = [
      lent({ id: 'r-a', deviceId: 'dev-1', deviceName: 'Microscope', status: 'requested' }),
      lent({
        id: 'r-b',
        deviceId: 'dev-2',
        deviceName: 'Centrifuge',
        status: 'requested',
        start: '2030-05-08T05:00:00.000Z',
        end: '2030-05-08T06:00:00.000Z',
      }),
    ];
    const { calls } = stubApi({
      'GET /home/reservations': (request) =>
        jsonResponse({
          reservations: requests.filter(
            (r) => !request.query.has('deviceId') || r.deviceId === request.query.get('deviceId'),
          ),
          total: 2,
        }),
      'GET /home/devices': {
        body: {
          devices: [device(), device({ id: 'dev-2', name: 'Centrifuge' })],
          total: 2,
        },
      },
      'POST /home/reservations/r-b/approve': { body: { reservation: requests[1] } },
    });
    const user = userEvent.setup();
    const { router } = await renderApp(PATH, 'en');
    await articleOf('Microscope');

    await user.click(screen.getByRole('link', { name: en.lender.reservations.requests }));
    expect(
      await screen.findByRole('heading', { name: en.lender.reservations.requestsHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.lender.reservations.requests })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await articleOf('Centrifuge');
    // Soonest first.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'reservation-r-b',
      'reservation-r-a',
    ]);
    const asked = calls('GET /home/reservations').at(-1)?.query;
    expect(asked?.get('status')).toBe('requested');
    expect(asked?.has('from')).toBe(false);
    expect(asked?.has('deviceId')).toBe(false);

    const filter = screen.getByLabelText(en.lender.reservations.device);
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(filter, 'Centrifuge');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Microscope' })).toBeNull());
    expect(router.state.location.search).toBe('?view=requests&device=dev-2');
    expect(calls('GET /home/reservations').at(-1)?.query.get('deviceId')).toBe('dev-2');

    await user.click((await articleOf('Centrifuge')).getByRole('button', { name: a.approve }));
    await user.click(
      within(screen.getByRole('dialog', { name: a.approveTitle })).getByRole('button', {
        name: 'OK',
      }),
    );
    expect(await findToast(a.done, { error: false })).toBeInTheDocument();
    expect(calls('POST /home/reservations/r-b/approve')).toHaveLength(1);

    await user.selectOptions(filter, en.lender.reservations.allDevices);
    expect(await articleOf('Microscope')).toBeTruthy();
    expect(router.state.location.search).toBe('?view=requests');
  });
});

describe('/manage/lender/reservations, consumables', () => {
  // Tuesday, checked out, charged to a fund, with one consumable.
  const OUT = lent({
    id: 'r-out',
    deviceName: 'Printer',
    start: '2030-05-07T05:00:00.000Z',
    end: '2030-05-07T06:00:00.000Z',
    status: 'checked_out',
    fee: 1200,
    fund: IMAGING_GRANT,
    consumables: [consumable()],
  });
  // Thursday, approved: not used yet.
  const LATER = lent({ id: 'r-later', deviceName: 'Microscope', status: 'approved' });
  const USED = [OUT, LATER];

  function withUsed(extra: Record<string, StubAnswer | StubAnswer[]> = {}) {
    return stubApi({
      'GET /home/reservations': { body: { reservations: USED, total: USED.length } },
      ...extra,
    });
  }

  it('a used reservation shows its fund, consumables and total; one not used yet takes none', async () => {
    withUsed();
    await renderApp(PATH, 'en');

    const printer = await articleOf('Printer');
    expect(factIn(printer, en.lender.reservations.fee)).toHaveTextContent('¥1,200');
    expect(factIn(printer, en.lender.reservations.amount)).toHaveTextContent('¥1,800');
    expect(factIn(printer, en.lender.reservations.fund)).toHaveTextContent(
      'Imaging grant (123456789012)',
    );
    const list = within(printer.getByRole('region', { name: c.heading }));
    expect(list.getByRole('listitem')).toHaveTextContent('Gloves 2 × ¥300 = ¥600');
    expect(list.getByRole('button', { name: 'Remove Gloves' })).toHaveTextContent(c.remove);
    expect(await list.findByRole('textbox', { name: c.item })).toBeInTheDocument();

    const microscope = await articleOf('Microscope');
    expect(microscope.queryByRole('region', { name: c.heading })).toBeNull();
    expect(microscope.queryByRole('button', { name: c.add })).toBeNull();
    expect(microscope.queryByText(en.lender.reservations.fund, { selector: 'dt' })).toBeNull();
  });

  it("a session's usage report shows where it stands, with the way to a filed one", async () => {
    const report = (state: 'due' | 'filed') => ({
      state,
      dueAt: '2030-05-20T06:00:00.000Z',
      filedAt: state === 'filed' ? '2030-05-08T03:00:00.000Z' : null,
      awaitingConfirmation: false,
    });
    const reported = [
      lent({ id: 'r-filed', deviceName: 'SEM', status: 'returned', report: report('filed') }),
      lent({ id: 'r-due', deviceName: 'TEM', status: 'returned', report: report('due') }),
    ];
    withApi({ 'GET /home/reservations': { body: { reservations: reported, total: 2 } } });
    await renderApp(PATH, 'en');

    const sem = await articleOf('SEM');
    expect(factIn(sem, en.lender.reservations.report)).toHaveTextContent(
      'Usage report filed on 2030/05/08 12:00:00',
    );
    expect(sem.getByRole('link', { name: en.usage.reservations.viewReport })).toHaveAttribute(
      'href',
      '/manage/user/reservations/r-filed/report',
    );
    // Filing is the user's: a report still due has no way in from here.
    const tem = await articleOf('TEM');
    expect(factIn(tem, en.lender.reservations.report)).toHaveTextContent('2030/05/20 15:00:00');
    expect(tem.queryByRole('link', { name: /usage report/i })).toBeNull();
  });

  it('adds a consumable: checked first, then posted; the list reloads', async () => {
    const { calls } = withUsed({
      'POST /home/reservations/r-out/consumables': { status: 201, body: { reservation: OUT } },
    });
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    const form = within((await articleOf('Printer')).getByRole('region', { name: c.heading }));
    await form.findByRole('button', { name: c.add });

    await user.clear(form.getByRole('spinbutton', { name: c.quantity }));
    await user.click(form.getByRole('button', { name: c.add }));
    // Item, quantity and unit price are each required.
    await waitFor(() => expect(form.getAllByText(en.lender.form.errors.required)).toHaveLength(3));
    expect(calls('POST /home/reservations/r-out/consumables')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: c.item }), ' Filter paper ');
    await user.type(form.getByRole('spinbutton', { name: c.quantity }), '10');
    await user.type(form.getByRole('spinbutton', { name: c.unitPrice }), '25');
    await user.click(form.getByRole('button', { name: c.add }));

    expect(await findToast(c.added, { error: false })).toBeInTheDocument();
    expect(calls('POST /home/reservations/r-out/consumables')[0]?.body).toEqual({
      item: 'Filter paper',
      quantity: 10,
      unitPrice: 25,
    });
    await waitFor(() => expect(calls('GET /home/reservations')).toHaveLength(2));
  });

  it('a quantity beyond the limit is refused before sending', async () => {
    const { calls } = withUsed();
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    const form = within((await articleOf('Printer')).getByRole('region', { name: c.heading }));
    await form.findByRole('button', { name: c.add });

    await user.type(form.getByRole('textbox', { name: c.item }), 'Gloves');
    await user.clear(form.getByRole('spinbutton', { name: c.quantity }));
    await user.type(form.getByRole('spinbutton', { name: c.quantity }), '10001');
    await user.type(form.getByRole('spinbutton', { name: c.unitPrice }), '300');
    await user.click(form.getByRole('button', { name: c.add }));

    expect(await form.findByText('Enter a number from 1 to 10000.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(calls('POST /home/reservations/r-out/consumables')).toHaveLength(0);
  });

  it.each([
    ['reservation_not_used', c.errors.notUsed],
    ['fund_cap_exceeded', c.errors.capExceeded],
    ['fund_threshold_exceeded', c.errors.thresholdExceeded],
    ['fund_not_current', c.errors.fundNotCurrent],
  ])('a 409 %s is said in words in the form', async (code, message) => {
    withUsed({
      'POST /home/reservations/r-out/consumables': apiError(409, code),
    });
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    const form = within((await articleOf('Printer')).getByRole('region', { name: c.heading }));
    await form.findByRole('button', { name: c.add });

    await user.type(form.getByRole('textbox', { name: c.item }), 'Gloves');
    await user.type(form.getByRole('spinbutton', { name: c.unitPrice }), '300');
    await user.click(form.getByRole('button', { name: c.add }));

    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(form.queryByText(code)).toBeNull();
  });

  it('removes a consumable, then reloads', async () => {
    const { calls } = withUsed({
      'DELETE /home/reservations/r-out/consumables/c-1': {
        body: { reservation: { ...OUT, consumables: [] } },
      },
    });
    await openAndPressIn(PATH, 'Printer', 'Remove Gloves');

    expect(await findToast(c.removed, { error: false })).toBeInTheDocument();
    expect(calls('DELETE /home/reservations/r-out/consumables/c-1')).toHaveLength(1);
    await waitFor(() => expect(calls('GET /home/reservations')).toHaveLength(2));
  });

  it('a refused removal says why in words', async () => {
    withUsed({
      'DELETE /home/reservations/r-out/consumables/c-1': apiError(409, 'reservation_not_used'),
    });
    await openAndPressIn(PATH, 'Printer', 'Remove Gloves');

    expect(await findToast(c.errors.notUsed, { error: true })).toBeInTheDocument();
  });
});
