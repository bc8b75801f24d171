import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { NOW } from '../../../lib/share-mode/testing';
import type { BillLine } from '../../../lib/share-mode/types';
import { apiError, stubApi, type StubAnswer, type StubRequest } from '../../../testing/api-stub';
import { jsonResponse, renderApp, findToast } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';
import { captureDownloads } from '../../../testing/downloads';

// "Now" is 2030-05-08 in Tokyo: the default range is 2030-05..2030-05.
const PATH = '/manage/lender/earnings';
const e = en.lender.earnings;
const p = en.lender.payment;

setUpPageTests({ now: NOW, signedIn: true });

const line = (reservationId: string, userId: string, fee: number, day: string): BillLine => ({
  kind: 'reservation',
  reservationId,
  rateClass: 'campus',
  fiscalYear: null,
  userId,
  // lab-a has withdrawn (no name).
  userName: userId === 'lab-a' ? null : 'Hanako Yamada',
  lenderId: 'u1',
  lenderName: 'Suzuki Lab',
  deviceId: 'dev-1',
  deviceName: 'Confocal microscope',
  start: `2030-05-${day}T01:00:00.000Z`,
  end: `2030-05-${day}T02:00:00.000Z`,
  status: 'returned',
  fee,
  consumables: 0,
  assistance: 0,
  amount: fee,
  fund: null,
});

const MAY = {
  lenderId: 'u1',
  month: '2030-05',
  lines: [
    line('r1', 'student-7', 1200, '02'),
    line('r2', 'lab-a', 500, '03'),
    line('r3', 'student-7', 600, '06'),
  ],
  byFund: [{ fund: null, total: 2300 }],
  total: 2300,
  received: 1000,
  outstanding: 1300,
};

const earnings = { body: { earnings: [MAY] } };

/** The chart's request: the 12 months ending with this month, whatever the range shown. */
const isChart = (request: StubRequest) =>
  request.query.get('from') === '2029-06' && request.query.get('to') === '2030-05';

/**
 * The earnings API; `calls` leaves out the chart's request, so the tests of the range follow the
 * range's requests alone.
 */
function withApi(extra: Record<string, StubAnswer | StubAnswer[]> = {}) {
  const stub = stubApi({ 'GET /home/earnings': earnings, ...extra });
  return {
    ...stub,
    calls: (key: string) =>
      stub.calls(key).filter((request) => key !== 'GET /home/earnings' || !isChart(request)),
  };
}

const month = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('/manage/lender/earnings', () => {
  it('shows this month by default: total, received, outstanding and the lines', async () => {
    const { calls } = withApi();
    await renderApp(PATH, 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    const may = within(await screen.findByRole('region', { name: '2030/05' }));
    expect(may.getByText(e.total).nextSibling).toHaveTextContent('¥2,300');
    expect(may.getByText(e.received).nextSibling).toHaveTextContent('¥1,000');
    expect(may.getByText(e.outstanding).nextSibling).toHaveTextContent('¥1,300');
    const rows = may.getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Confocal microscope');
    // Users by their names, never their ids.
    expect(rows[1]).toHaveTextContent('Hanako Yamada');
    expect(rows[1]).not.toHaveTextContent('student-7');
    expect(rows[2]).toHaveTextContent(en.exhibit.owner.withdrawn);
    expect(rows[1]).toHaveTextContent('2030/05/02 10:00:00 – 2030/05/02 11:00:00');
    expect(rows[1]).toHaveTextContent(en.lender.status.returned);
    expect(rows[1]).toHaveTextContent('¥1,200');
    // One bill per user: student-7 (2 lines, ¥1,800) and lab-a.
    expect(may.getAllByRole('button', { name: e.recordPayment })).toHaveLength(2);
    expect(may.getByText('Hanako Yamada: 2 reservations, ¥1,800')).toBeInTheDocument();
    expect(month(e.from)).toHaveValue('2030-05');
    expect(month(e.to)).toHaveValue('2030-05');
    expect(calls('GET /home/earnings')[0]?.query.toString()).toBe('from=2030-05&to=2030-05');
  });

  it('draws the last 12 months (Tokyo) as bars above the tables, with a text alternative', async () => {
    const monthOf = (month: string, total: number) => ({
      ...MAY,
      month,
      lines: [],
      total,
      received: 0,
      outstanding: total,
    });
    const year = [
      monthOf('2029-06', 0),
      monthOf('2029-12', 4000),
      monthOf('2030-03', 12_345),
      { ...MAY },
    ];
    const { calls } = stubApi({
      'GET /home/earnings': (request) =>
        jsonResponse({ earnings: isChart(request) ? year : [MAY] }),
    });
    await renderApp(PATH, 'en');

    const chart = await screen.findByRole('img', {
      name: 'Earnings per month (2029/06–2030/05)',
    });
    // Every month's amount, for screen readers, in the chart's table.
    const table = screen.getByRole('table', { name: 'Earnings per month (2029/06–2030/05)' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '2029/06¥0',
      '2029/07¥0',
      '2029/08¥0',
      '2029/09¥0',
      '2029/10¥0',
      '2029/11¥0',
      '2029/12¥4,000',
      '2030/01¥0',
      '2030/02¥0',
      '2030/03¥12,345',
      '2030/04¥0',
      '2030/05¥2,300',
    ]);
    expect(calls('GET /home/earnings').some(isChart)).toBe(true);
    // Twelve bars on a 0–15,000 yen axis (140 units high): March's reaches 12,345 / 15,000 of it.
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars).toHaveLength(12);
    expect(Number(bars[9]?.getAttribute('height'))).toBeCloseTo((12_345 / 15_000) * 140);
    expect(Number(bars[0]?.getAttribute('height'))).toBe(0);
    expect(
      [...chart.querySelectorAll('.month-chart__ticks text')].map((t) => t.textContent),
    ).toEqual(['¥0', '¥5,000', '¥10,000', '¥15,000']);
    expect(
      [...chart.querySelectorAll('.month-chart__months text')].map((t) => t.textContent),
    ).toEqual([
      '2029/06',
      '2029/07',
      '2029/08',
      '2029/09',
      '2029/10',
      '2029/11',
      '2029/12',
      '2030/01',
      '2030/02',
      '2030/03',
      '2030/04',
      '2030/05',
    ]);
    // Above the month's figures and lines, which stay the data.
    const may = await screen.findByRole('region', { name: '2030/05' });
    expect(chart.compareDocumentPosition(may) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('checks the range in the form: at most 12 months, in order', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    const { router } = await renderApp(PATH, 'en');
    await screen.findByRole('region', { name: '2030/05' });

    fireEvent.change(month(e.from), { target: { value: '2030-01' } });
    fireEvent.change(month(e.to), { target: { value: '2031-01' } });
    await user.click(screen.getByRole('button', { name: e.show }));
    expect(await screen.findByText(e.errors.tooLong)).toHaveAttribute('role', 'alert');
    expect(month(e.to)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(month(e.to), { target: { value: '2029-12' } });
    await user.click(screen.getByRole('button', { name: e.show }));
    expect(await screen.findByText(e.errors.order)).toBeInTheDocument();
    expect(calls('GET /home/earnings')).toHaveLength(1);

    fireEvent.change(month(e.to), { target: { value: '2030-12' } });
    await user.click(screen.getByRole('button', { name: e.show }));
    await waitFor(() => expect(calls('GET /home/earnings')).toHaveLength(2));
    expect(calls('GET /home/earnings')[1]?.query.toString()).toBe('from=2030-01&to=2030-12');
    expect(router.state.location.search).toBe('?from=2030-01&to=2030-12');
  });

  it("shows the server's 400 for a range it refuses", async () => {
    stubApi({
      'GET /home/earnings': (request) =>
        isChart(request)
          ? jsonResponse(earnings.body)
          : jsonResponse(
              {
                code: 'validation_error',
                message: 'Invalid',
                errors: [{ location: 'query.to', message: 'The range is at most 1 year' }],
              },
              400,
            ),
    });
    await renderApp(`${PATH}?from=2029-01&to=2030-05`, 'en');

    const alert = await screen.findByText(en.lender.errors.badRequest);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(e.loadFailed);
  });

  it('downloads the CSV of the range with the bearer token', async () => {
    const downloads = captureDownloads();
    const { calls } = withApi({
      'GET /home/earnings.csv': () =>
        new Response('month,device\n2030-05,Confocal microscope\n', {
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        }),
    });
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    await screen.findByRole('region', { name: '2030/05' });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() =>
      expect(downloads.map((file) => file.fileName)).toEqual(['earnings_2030-05_2030-05.csv']),
    );
    expect(await downloads[0]?.blob.text()).toBe('month,device\n2030-05,Confocal microscope\n');
    const request = calls('GET /home/earnings.csv')[0];
    expect(request?.query.toString()).toBe('from=2030-05&to=2030-05');
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('records a payment on a bill: the project code is 12 digits; then it reloads', async () => {
    const { calls } = withApi({
      'POST /home/bills/student-7_2030-05/payments': { status: 201, body: { payment: {} } },
    });
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    const may = within(await screen.findByRole('region', { name: '2030/05' }));

    await user.click(may.getAllByRole('button', { name: e.recordPayment })[0] as HTMLElement);
    const dialog = within(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toHaveAccessibleName(/Hanako Yamada/);
    await user.type(dialog.getByRole('textbox', { name: p.amount }), '800');
    await user.type(dialog.getByRole('textbox', { name: p.projectCode }), '12345');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(dialog.getByText(p.projectCodeInvalid)).toHaveAttribute('role', 'alert');
    expect(calls('POST /home/bills/student-7_2030-05/payments')).toHaveLength(0);

    await user.clear(dialog.getByRole('textbox', { name: p.projectCode }));
    await user.type(dialog.getByRole('textbox', { name: p.projectCode }), '123456789012');
    // Edited, the field no longer shows the old error (it is checked again on OK).
    expect(dialog.queryByText(p.projectCodeInvalid)).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: p.projectCode })).not.toHaveAttribute(
      'aria-invalid',
    );
    await user.type(dialog.getByRole('textbox', { name: p.note }), 'April budget');
    await user.click(dialog.getByRole('button', { name: 'OK' }));

    expect(await findToast(p.recorded, { error: false })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST /home/bills/student-7_2030-05/payments')[0]?.body).toEqual({
      amount: 800,
      projectCode: '123456789012',
      note: 'April budget',
    });
    await waitFor(() => expect(calls('GET /home/earnings')).toHaveLength(2));
  });

  it('a 409 overpayment stays in the dialog and says so', async () => {
    withApi({ 'POST /home/bills/lab-a_2030-05/payments': apiError(409, 'overpayment') });
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    const may = within(await screen.findByRole('region', { name: '2030/05' }));

    await user.click(may.getAllByRole('button', { name: e.recordPayment })[1] as HTMLElement);
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: p.amount }), '99999');
    await user.type(dialog.getByRole('textbox', { name: p.projectCode }), '123456789012');
    await user.click(dialog.getByRole('button', { name: 'OK' }));

    expect(await dialog.findByText(en.lender.errors.overpayment)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows use fee, consumables and amount per line, and the subtotals by fund', async () => {
    const GRANT = {
      id: 'f-1',
      groupId: 'lab-a',
      name: 'Imaging grant',
      projectCode: '123456789012',
    };
    const funded = {
      ...MAY,
      lines: [
        { ...line('r1', 'student-7', 1200, '02'), consumables: 900, amount: 2100, fund: GRANT },
        line('r2', 'lab-a', 500, '03'),
      ],
      byFund: [
        { fund: GRANT, total: 2100 },
        { fund: null, total: 500 },
      ],
      total: 2600,
    };
    withApi({ 'GET /home/earnings': { body: { earnings: [funded] } } });
    await renderApp(PATH, 'en');

    const may = within(await screen.findByRole('region', { name: '2030/05' }));
    const table = within(may.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      e.columns.device,
      e.columns.user,
      e.columns.time,
      e.columns.status,
      e.columns.fund,
      e.columns.fee,
      e.columns.consumables,
      e.columns.amount,
    ]);
    const [, first, second] = table.getAllByRole('row');
    expect(first).toHaveTextContent('Imaging grant (123456789012)¥1,200¥900¥2,100');
    expect(second).toHaveTextContent(`${en.share.fund.none}¥500¥0¥500`);
    const subtotals = within(may.getByRole('region', { name: en.share.fund.subtotals }));
    const pairs = subtotals
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Imaging grant (123456789012) ¥2,100', `${en.share.fund.none} ¥500`]);
    // A bill to record a payment against counts the consumables too.
    expect(may.getByText('Hanako Yamada: 1 reservation, ¥2,100')).toBeInTheDocument();
  });

  it('without any fund, no subtotals are shown (the one subtotal is the total)', async () => {
    withApi();
    await renderApp(PATH, 'en');

    const may = within(await screen.findByRole('region', { name: '2030/05' }));
    expect(may.queryByRole('region', { name: en.share.fund.subtotals })).toBeNull();
    expect(may.queryByRole('columnheader', { name: e.columns.fund })).toBeNull();
  });

  it('in Japanese, amounts read 2,300円', async () => {
    withApi();
    await renderApp(PATH);
    const may = within(await screen.findByRole('region', { name: '2030/05' }));
    expect(may.getByText(ja.lender.earnings.total).nextSibling).toHaveTextContent('2,300円');
  });
});
