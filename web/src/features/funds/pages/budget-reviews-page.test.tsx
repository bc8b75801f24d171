import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { reservation } from '../../../lib/share-mode/testing';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { fieldErrorOf, fill, findToast, renderApp } from '../../../testing/test-utils';
import { NOW } from '../testing/fixtures';

const r = en.funds.reviews;
const LIST = 'GET /home/budget-reviews';
const PATH = '/manage/user/budget-reviews';

setUpPageTests({ now: NOW, signedIn: true });

const GRANT = { id: 'f1', groupId: 'g1', name: 'Microscopy grant', projectCode: '123456789012' };

const REVIEWS = [
  reservation({
    id: 'r-1',
    side: 'holder',
    status: 'awaiting_budget',
    userId: 'u3',
    userName: 'Saburo Suzuki',
    start: '2026-12-03T01:00:00.000Z',
    end: '2026-12-03T03:00:00.000Z',
    fee: 24_000,
    amount: 24_000,
    fund: GRANT,
    purpose: 'Thesis imaging',
  }),
  reservation({
    id: 'r-2',
    side: 'holder',
    status: 'awaiting_budget',
    deviceName: 'Mass spectrometer',
    userId: 'u4',
    userName: null,
    start: '2026-12-10T05:00:00.000Z',
    end: '2026-12-10T06:00:00.000Z',
    fee: 15_000,
    amount: 15_000,
    fund: GRANT,
  }),
];

function withApi(routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({ [LIST]: { body: { reservations: REVIEWS } }, ...routes });
}

/** The card of the reservation whose device is `device`. */
const card = (device: string) => screen.getByRole('article', { name: device });

async function openPage(language: 'en' | 'ja' = 'en') {
  const result = await renderApp(PATH, language);
  await screen.findByRole('heading', {
    level: 1,
    name: language === 'en' ? r.title : ja.funds.reviews.title,
  });
  return result;
}

/** Opens the page and presses `button` on the card of `device`; the test goes on as `user`. */
async function pressOn(device: string, button: string) {
  const user = userEvent.setup();
  await openPage();
  await user.click(
    within(await screen.findByRole('article', { name: device })).getByRole('button', {
      name: button,
    }),
  );
  return user;
}

describe('/manage/user/budget-reviews', () => {
  it('lists the charges waiting for the holder: device, who booked, when, amount and fund', async () => {
    withApi();
    await openPage();

    const first = await screen.findByRole('article', { name: 'Confocal microscope' });
    for (const text of [
      'Saburo Suzuki',
      '2026/12/03 10:00:00 – 2026/12/03 12:00:00',
      '¥24,000',
      'Microscopy grant (123456789012)',
      'Imaging Lab',
      fill(r.purpose, { purpose: 'Thesis imaging' }),
    ])
      expect(first).toHaveTextContent(text);
    const second = card('Mass spectrometer');
    expect(second).toHaveTextContent(en.exhibit.owner.withdrawn);
    expect(second).toHaveTextContent('2026/12/10 14:00:00');
    expect(within(first).getByRole('button', { name: r.approve })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: r.reject })).toBeInTheDocument();
  });

  it('approves after confirming: the reservation leaves the list', async () => {
    const { calls } = withApi({
      'POST /home/reservations/r-1/budget-approve': {
        body: { reservation: { ...REVIEWS[0], status: 'requested' } },
      },
    });
    const user = await pressOn('Confocal microscope', r.approve);

    const dialog = screen.getByRole('dialog', { name: r.approveTitle });
    expect(dialog).toHaveTextContent('Confocal microscope (Saburo Suzuki, ¥24,000)');
    await user.click(within(dialog).getByRole('button', { name: r.approve }));

    expect(
      await findToast(fill(r.approved, { device: 'Confocal microscope' }), { error: false }),
    ).toBeInTheDocument();
    expect(calls('POST /home/reservations/r-1/budget-approve').map((c) => c.body)).toEqual([{}]);
    expect(screen.queryByRole('article', { name: 'Confocal microscope' })).toBeNull();
    expect(card('Mass spectrometer')).toBeInTheDocument();
  });

  it('rejects only with a reason, which it sends', async () => {
    const { calls } = withApi({
      'POST /home/reservations/r-2/budget-reject': {
        body: { reservation: { ...REVIEWS[1], status: 'rejected' } },
      },
    });
    const user = await pressOn('Mass spectrometer', r.reject);

    const dialog = screen.getByRole('dialog', { name: r.rejectTitle });
    const reason = within(dialog).getByRole('textbox', { name: r.reason });
    await user.click(within(dialog).getByRole('button', { name: r.reject }));
    expect(fieldErrorOf(reason)).toBe(r.reasonRequired);
    expect(calls('POST /home/reservations/r-2/budget-reject')).toEqual([]);

    await user.type(reason, "  Over this month's plan  ");
    await user.click(within(dialog).getByRole('button', { name: r.reject }));

    expect(
      await findToast(fill(r.rejected, { device: 'Mass spectrometer' }), { error: false }),
    ).toBeInTheDocument();
    expect(calls('POST /home/reservations/r-2/budget-reject').map((c) => c.body)).toEqual([
      { reason: "Over this month's plan" },
    ]);
    expect(screen.queryByRole('article', { name: 'Mass spectrometer' })).toBeNull();
  });

  it("puts the server's reason problem on the field and keeps the dialog", async () => {
    withApi({
      'POST /home/reservations/r-1/budget-reject': validationError([
        { location: 'body.reason', message: 'Say why' },
      ]),
    });
    const user = await pressOn('Confocal microscope', r.reject);
    const dialog = screen.getByRole('dialog', { name: r.rejectTitle });
    const reason = within(dialog).getByRole('textbox', { name: r.reason });
    await user.type(reason, 'No');
    await user.click(within(dialog).getByRole('button', { name: r.reject }));

    await waitFor(() => expect(fieldErrorOf(reason)).toBe('Say why'));
    expect(screen.getByRole('dialog', { name: r.rejectTitle })).toBeInTheDocument();
  });

  it('when someone else is the holder now, then it says so in words and the list is asked again', async () => {
    const { calls } = withApi({
      [LIST]: [{ body: { reservations: REVIEWS } }, { body: { reservations: [REVIEWS[1]] } }],
      'POST /home/reservations/r-1/budget-approve': apiError(403, 'not_budget_holder'),
    });
    const user = await pressOn('Confocal microscope', r.approve);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: r.approve }));

    expect(await findToast(en.funds.errors.notBudgetHolder, { error: true })).toBeInTheDocument();
    await waitFor(() => expect(calls(LIST)).toHaveLength(2));
    expect(await screen.findByRole('article', { name: 'Mass spectrometer' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Confocal microscope' })).toBeNull();
  });

  it('when nothing waits, then it says so (in Japanese by default)', async () => {
    stubApi({ [LIST]: { body: { reservations: [] } } });
    await openPage('ja');

    expect(await screen.findByText(ja.funds.reviews.empty)).toBeInTheDocument();
  });
});
