import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { bill, billLine, NOW } from '../../../lib/share-mode/testing';
import { stubApi } from '../../../testing/api-stub';
import { factIn, renderApp } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';
import { captureDownloads } from '../../../testing/downloads';

const p = en.usage.payments;
const PATH = '/manage/user/payments';

setUpPageTests({ now: NOW, signedIn: true });

const MAY = bill('2030-05', {
  lines: [
    billLine({ fee: 1800 }),
    billLine({
      reservationId: 'r-2',
      lenderId: 'lab-c',
      lenderName: 'Cell Lab',
      deviceId: 'dev-2',
      deviceName: 'Centrifuge',
      start: '2030-05-02T04:00:00.000Z',
      end: '2030-05-02T05:00:00.000Z',
      status: 'no_show',
      fee: 500,
    }),
  ],
  byFund: [{ fund: null, total: 2300 }],
  total: 2300,
  paid: 1000,
  due: 1300,
});

const withApi = (bills = [MAY]) =>
  stubApi({
    'GET /home/bills': ({ query }) =>
      query.get('from') === '2030-01' && query.get('to') === '2031-01'
        ? new Response(
            JSON.stringify({
              code: 'validation_error',
              message: 'x',
              errors: [{ location: 'query.to', message: 'The range is at most 1 year' }],
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          )
        : new Response(JSON.stringify({ bills }), {
            headers: { 'Content-Type': 'application/json' },
          }),
    'GET /home/bills.csv': () =>
      new Response('month,device\n2030-05,Confocal microscope\n', {
        headers: { 'Content-Type': 'text/csv' },
      }),
  });

const setMonth = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PaymentsPage', () => {
  it("shows this Tokyo month's bill: lines, total, paid and due", async () => {
    const { calls } = withApi();
    await renderApp(PATH, 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByLabelText(p.from)).toHaveValue('2030-05');
    expect(screen.getByLabelText(p.to)).toHaveValue('2030-05');
    const month = within(await screen.findByRole('region', { name: '2030/05' }));
    const rows = month.getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toBe(
      'Confocal microscopeImaging Lab2030/05/09 10:00:00 – 2030/05/09 11:30:00Approved¥1,800¥0¥1,800',
    );
    expect(rows[2]).toContain('No-show');
    expect(factIn(month, p.total)).toHaveTextContent('¥2,300');
    expect(factIn(month, p.paid)).toHaveTextContent('¥1,000');
    expect(factIn(month, p.due)).toHaveTextContent('¥1,300');
    expect(calls('GET /home/bills')[0]?.query.toString()).toBe('from=2030-05&to=2030-05');
    // No line is charged to a fund, none was assisted: no fund or assistance column, no subtotals.
    expect(month.queryByRole('columnheader', { name: p.fund })).toBeNull();
    expect(month.queryByRole('columnheader', { name: p.assistance })).toBeNull();
    expect(month.queryByRole('region', { name: en.share.fund.subtotals })).toBeNull();
  });

  it('lines show use fee, consumables, assistance and amount, with their fund; the bill, its subtotals by fund', async () => {
    const GRANT = { id: 'f-1', groupId: 'g1', name: 'Imaging grant', projectCode: '123456789012' };
    const KAKENHI = { id: 'f-2', groupId: 'g1', name: 'KAKENHI', projectCode: '210987654321' };
    withApi([
      bill('2030-05', {
        lines: [
          billLine({ fee: 1800, consumables: 600, fund: GRANT }),
          billLine({ reservationId: 'r-2', fee: 500, assistance: 2000, fund: KAKENHI }),
          billLine({ reservationId: 'r-3', fee: 1000, consumables: 250, fund: GRANT }),
          billLine({ reservationId: 'r-4', fee: 300 }),
        ],
        byFund: [
          { fund: GRANT, total: 3650 },
          { fund: KAKENHI, total: 2500 },
          { fund: null, total: 300 },
        ],
        total: 6450,
        paid: 0,
        due: 6450,
      }),
    ]);
    await renderApp(PATH, 'en');

    const month = within(await screen.findByRole('region', { name: '2030/05' }));
    expect(month.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      p.device,
      p.lender,
      p.time,
      p.status,
      p.fund,
      p.fee,
      p.consumables,
      p.assistance,
      p.amount,
    ]);
    const rows = month.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ApprovedImaging grant (123456789012)¥1,800¥600¥0¥2,400');
    expect(rows[2]).toHaveTextContent('ApprovedKAKENHI (210987654321)¥500¥0¥2,000¥2,500');
    expect(rows[4]).toHaveTextContent(`Approved${en.share.fund.none}¥300¥0¥0¥300`);
    const subtotals = within(month.getByRole('region', { name: en.share.fund.subtotals }));
    expect(
      subtotals
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Imaging grant (123456789012): ¥3,650',
      'KAKENHI (210987654321): ¥2,500',
      `${en.share.fund.none}: ¥300`,
    ]);
    expect(month.getByText(p.total, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '¥6,450',
    );
  });

  it('in Japanese, a line without a fund reads 予算なし', async () => {
    const GRANT = { id: 'f-1', groupId: 'g1', name: '科研費', projectCode: '123456789012' };
    withApi([
      bill('2030-05', {
        lines: [billLine({ fund: GRANT }), billLine({ reservationId: 'r-2', fee: 500 })],
        byFund: [
          { fund: GRANT, total: 1800 },
          { fund: null, total: 500 },
        ],
        total: 2300,
      }),
    ]);
    await renderApp(PATH);

    const month = within(await screen.findByRole('region', { name: '2030/05' }));
    const subtotals = within(month.getByRole('region', { name: ja.share.fund.subtotals }));
    expect(subtotals.getByText('科研費（123456789012）')).toBeInTheDocument();
    expect(subtotals.getByText('予算なし').nextElementSibling).toHaveTextContent('500円');
  });

  it('in Japanese, amounts read 2,300円', async () => {
    withApi();
    await renderApp(PATH);

    const month = within(await screen.findByRole('region', { name: '2030/05' }));
    expect(
      month.getByText(ja.usage.payments.total, { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('2,300円');
  });

  it('checks the range before asking: both months, in order, at most 12', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    await screen.findByRole('region', { name: '2030/05' });

    setMonth(p.from, '2030-06');
    await user.click(screen.getByRole('button', { name: p.show }));
    expect(screen.getByRole('alert')).toHaveTextContent(p.problems.order);

    setMonth(p.from, '2029-05');
    await user.click(screen.getByRole('button', { name: p.show }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 12 months.');

    setMonth(p.from, '');
    await user.click(screen.getByRole('button', { name: p.show }));
    expect(screen.getByRole('alert')).toHaveTextContent(p.problems.required);
    expect(calls('GET /home/bills')).toHaveLength(1);

    setMonth(p.from, '2029-06');
    await user.click(screen.getByRole('button', { name: p.show }));
    await waitFor(() => expect(calls('GET /home/bills')).toHaveLength(2));
    expect(calls('GET /home/bills')[1]?.query.toString()).toBe('from=2029-06&to=2030-05');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's 400 for a range from the address", async () => {
    withApi();
    await renderApp(`${PATH}?from=2030-01&to=2031-01`, 'en');

    expect(await screen.findByRole('alert')).toHaveTextContent(p.badRange);
  });

  it('downloads the CSV of the range with the bearer token', async () => {
    const { calls } = withApi();
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    await screen.findByRole('region', { name: '2030/05' });

    await user.click(screen.getByRole('button', { name: p.download }));

    await waitFor(() =>
      expect(downloads.map((file) => file.fileName)).toEqual(['bills-2030-05-2030-05.csv']),
    );
    const [request] = calls('GET /home/bills.csv');
    expect(request?.query.toString()).toBe('from=2030-05&to=2030-05');
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('when no month has charges, each says so', async () => {
    withApi([bill('2030-05')]);
    await renderApp(PATH, 'en');

    const month = within(await screen.findByRole('region', { name: '2030/05' }));
    expect(month.getByText(p.noLines)).toBeInTheDocument();
  });
});
