import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChargeableFundBody } from '@campus/model/fund-types';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { device, NOW, reservation } from '../../../lib/share-mode/testing';
import type { SeriesDate } from '../../../lib/share-mode/types';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, BUILDINGS } from '../../../testing/exhibit-fixtures';
import { renderApp } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

// "Now" is 2030-05-08 in Tokyo: fiscal year 2030 (April 2030 to March 2031).
const b = en.share.booking;
const s = en.share.series;
const PATH = '/share/dev-1';
const FUNDS = 'GET /home/me/funds';
const BOOK = 'POST /home/devices/dev-1/reservations';
const SERIES = 'POST /home/devices/dev-1/reservations/series';

setUpPageTests({ now: NOW, signedIn: true });

function fund(overrides: Partial<ChargeableFundBody>): ChargeableFundBody {
  return {
    id: 'f-1',
    groupId: 'g1',
    groupName: 'Suzuki Lab',
    fiscalYear: 2030,
    name: 'Imaging grant',
    projectCode: '123456789012',
    holderUid: 'u9',
    holderName: 'Prof. Suzuki',
    monthlyCap: null,
    approvalThreshold: 5000,
    active: true,
    createdAt: '2030-04-01T00:00:00.000Z',
    updatedAt: '2030-04-01T00:00:00.000Z',
    ...overrides,
  };
}

const MY_FUNDS = [
  fund({}),
  fund({
    id: 'f-2',
    groupId: 'g2',
    groupName: 'Tanaka Lab',
    name: 'KAKENHI',
    projectCode: '210987654321',
  }),
  // Next fiscal year: not offered for a date in this one.
  fund({ id: 'f-3', fiscalYear: 2031, name: 'Grant of 2031', projectCode: '333333333333' }),
];

/** Mondays from 2030-05-13, 10:00–11:30 Tokyo, all free. */
const WEEKLY: SeriesDate[] = [0, 1].map((week) => ({
  start: new Date(Date.parse('2030-05-13T01:00:00.000Z') + week * 7 * 86_400_000).toISOString(),
  end: new Date(Date.parse('2030-05-13T02:30:00.000Z') + week * 7 * 86_400_000).toISOString(),
  conflict: null,
  reservationId: null,
}));

function withApi({
  funds = { body: { funds: MY_FUNDS } },
  book = { status: 201, body: { reservation: reservation({ status: 'requested' }) } },
  series,
}: { funds?: StubAnswer; book?: StubAnswer; series?: StubAnswer } = {}) {
  return stubApi({
    'GET /devices/dev-1': { body: { device: device() } },
    'GET /devices/dev-1/availability': { body: { busy: [], outages: [] } },
    [FUNDS]: funds,
    [BOOK]: book,
    'GET /home/devices/dev-1/reservations/series': { body: { dates: WEEKLY } },
    ...(series ? { [SERIES]: series } : {}),
    'GET /areas': { body: AREAS },
    'GET /areas/north/buildings': { body: BUILDINGS },
  });
}

/** Opens the page and fills the form for Monday 2030-05-13, 10:00–11:30. */
async function fillMonday(language: 'en' | 'ja' = 'en') {
  const user = userEvent.setup({ delay: null });
  await renderApp(PATH, language);
  await screen.findByRole('heading', { level: 1, name: 'Confocal microscope' });
  const words = language === 'en' ? b : ja.share.booking;
  await user.type(screen.getByLabelText(words.date), '2030-05-13');
  await user.selectOptions(screen.getByLabelText(words.start), '10:00');
  await user.selectOptions(screen.getByLabelText(words.end), '11:30');
  return user;
}

describe('DevicePage, charging a fund', () => {
  it('fetches the funds once the form is used, offers those of the fiscal year, and sends fundId', async () => {
    const { calls } = withApi();
    await renderApp(PATH, 'en');
    await screen.findByRole('heading', { level: 1, name: 'Confocal microscope' });
    // Not with the page: only once the form is used.
    expect(calls(FUNDS)).toHaveLength(0);
    expect(screen.queryByLabelText(b.fund)).toBeNull();

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(b.date), '2030-05-13');
    await user.selectOptions(screen.getByLabelText(b.start), '10:00');
    await user.selectOptions(screen.getByLabelText(b.end), '11:30');
    const select = await screen.findByRole('combobox', { name: b.fund });
    expect(calls(FUNDS)).toHaveLength(1);
    expect(select).toHaveAccessibleDescription(b.fundHint);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      b.noFund,
      'Suzuki Lab / Imaging grant (123456789012)',
      'Tanaka Lab / KAKENHI (210987654321)',
    ]);
    expect(select).toHaveValue('');

    await user.selectOptions(select, 'Tanaka Lab / KAKENHI (210987654321)');
    await user.click(screen.getByRole('button', { name: b.request }));

    expect(await screen.findByText(b.requested)).toBeInTheDocument();
    expect(calls(BOOK)[0]?.body).toEqual({
      start: '2030-05-13T10:00:00+09:00',
      end: '2030-05-13T11:30:00+09:00',
      purpose: '',
      fundId: 'f-2',
    });
  });

  it('without a fund chosen, sends no fundId', async () => {
    const { calls } = withApi();
    const user = await fillMonday();
    await screen.findByRole('combobox', { name: b.fund });

    await user.click(screen.getByRole('button', { name: b.request }));

    await screen.findByText(b.requested);
    expect(calls(BOOK)[0]?.body).not.toHaveProperty('fundId');
  });

  it.each([
    ['no funds at all', { body: { funds: [] } }],
    ['only funds of another fiscal year', { body: { funds: [MY_FUNDS[2]] } }],
    ['a failure to load them', apiError(500, 'server_error')],
  ] as const)('with %s, no fund is offered and the booking goes without', async (_, funds) => {
    const { calls } = withApi({ funds });
    const user = await fillMonday();
    await waitFor(() => expect(calls(FUNDS)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: b.request }));

    expect(await screen.findByText(b.requested)).toBeInTheDocument();
    expect(screen.queryByLabelText(b.fund)).toBeNull();
    expect(calls(BOOK)[0]?.body).not.toHaveProperty('fundId');
  });

  it('a booking above the fund’s threshold waits for the budget holder, and says so', async () => {
    withApi({
      book: {
        status: 201,
        body: {
          reservation: reservation({ status: 'awaiting_budget', fund: MY_FUNDS[0] ?? null }),
        },
      },
    });
    const user = await fillMonday();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: b.fund }),
      'Suzuki Lab / Imaging grant (123456789012)',
    );
    await user.click(screen.getByRole('button', { name: b.request }));

    expect(await screen.findByText(b.awaitingBudget)).toBeInTheDocument();
    expect(screen.queryByText(b.requested)).toBeNull();
  });

  it.each([
    ['fund_cap_exceeded', 409, b.errors.fundCapExceeded],
    ['fund_not_current', 409, b.errors.fundNotCurrent],
    ['not_fund_member', 403, b.errors.notFundMember],
  ] as const)('a refusal %s is said in words', async (code, status, message) => {
    withApi({ book: apiError(status, code) });
    const user = await fillMonday();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: b.fund }),
      'Suzuki Lab / Imaging grant (123456789012)',
    );
    await user.click(screen.getByRole('button', { name: b.request }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('a weekly series is charged to the fund chosen, and says when it waits for the budget holder', async () => {
    const { calls } = withApi({
      series: {
        status: 201,
        body: {
          seriesId: 's-1',
          dates: WEEKLY.map((date, i) => ({ ...date, reservationId: `r-${i}` })),
          reservations: WEEKLY.map((date, i) =>
            reservation({
              id: `r-${i}`,
              start: date.start,
              end: date.end,
              status: 'awaiting_budget',
            }),
          ),
        },
      },
    });
    const user = await fillMonday();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: b.fund }),
      'Suzuki Lab / Imaging grant (123456789012)',
    );
    await user.click(screen.getByRole('checkbox', { name: b.repeat }));
    await user.selectOptions(screen.getByLabelText(b.weeks), '2');
    await user.click(screen.getByRole('button', { name: b.checkDates }));
    await user.click(await screen.findByRole('button', { name: 'Request the 2 free dates' }));

    expect(
      await screen.findByText(s.awaitingBudget_other.replace('{{count}}', '2')),
    ).toBeInTheDocument();
    expect(calls(SERIES)[0]?.body).toEqual({
      start: '2030-05-13T10:00:00+09:00',
      end: '2030-05-13T11:30:00+09:00',
      weeks: 2,
      purpose: '',
      fundId: 'f-1',
    });
  });

  it('in Japanese, funds read group / name（code）, and the wait for the budget holder is said', async () => {
    withApi({
      book: { status: 201, body: { reservation: reservation({ status: 'awaiting_budget' }) } },
    });
    const user = await fillMonday('ja');
    const select = await screen.findByRole('combobox', { name: ja.share.booking.fund });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '予算なし',
      'Suzuki Lab / Imaging grant（123456789012）',
      'Tanaka Lab / KAKENHI（210987654321）',
    ]);
    await user.selectOptions(select, 'Suzuki Lab / Imaging grant（123456789012）');
    await user.click(screen.getByRole('button', { name: ja.share.booking.request }));

    expect(await screen.findByText(ja.share.booking.awaitingBudget)).toBeInTheDocument();
  });
});
