import type { ReservationReportBody, UsageReportBody } from '@campus/model/share-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { NOW, reservation } from '../../../lib/share-mode/testing';
import { stubApi } from '../../../testing/api-stub';
import { captureDownloads } from '../../../testing/downloads';
import { setUpPageTests } from '../../../testing/page-test';
import { factIn, fill, renderApp } from '../../../testing/test-utils';

// "Now" is 2030-05-08 in Tokyo: fiscal year 2030 (April 2030 to March 2031).
const PATH = '/manage/lender/usage-reports';
const LIST = 'GET /home/usage-reports';
const CSV = 'GET /home/usage-reports.csv';
const u = en.lender.usageReports;

setUpPageTests({ now: NOW, signedIn: true });

const state = (patch: Partial<ReservationReportBody>): ReservationReportBody => ({
  state: 'filed',
  dueAt: '2030-04-24T02:30:00.000Z',
  filedAt: '2030-04-11T00:00:00.000Z',
  awaitingConfirmation: false,
  ...patch,
});

const filed = (reservationId: string, patch: Partial<UsageReportBody> = {}): UsageReportBody => ({
  reservationId,
  deviceId: 'dev-1',
  deviceName: 'Confocal microscope',
  lenderId: 'lab-b',
  userId: 'u1',
  userName: 'Hanako Yamada',
  // 10:00–11:30 Tokyo: 1.5 hours.
  start: '2030-04-10T01:00:00.000Z',
  end: '2030-04-10T02:30:00.000Z',
  recordedStart: '2030-04-10T01:00:00.000Z',
  recordedEnd: '2030-04-10T02:30:00.000Z',
  samples: 3,
  work: 'Imaging',
  results: '',
  needsConfirmation: false,
  confirmedAt: null,
  filedAt: '2030-04-11T00:00:00.000Z',
  updatedAt: '2030-04-11T00:00:00.000Z',
  ...patch,
});

const session = (
  id: string,
  deviceName: string,
  day: string,
  report: ReservationReportBody,
  body: UsageReportBody | null = null,
) => ({
  reservation: reservation({
    id,
    deviceName,
    side: 'lender',
    status: 'returned',
    start: `2030-04-${day}T01:00:00.000Z`,
    end: `2030-04-${day}T02:30:00.000Z`,
    report,
  }),
  report: body,
});

const SESSIONS = [
  session('r-1', 'Confocal microscope', '10', state({}), filed('r-1')),
  session(
    'r-2',
    'Mass spectrometer',
    '12',
    state({ state: 'overdue', dueAt: '2030-04-26T02:30:00.000Z', filedAt: null }),
  ),
  session(
    'r-3',
    'Electron microscope',
    '20',
    state({ awaitingConfirmation: true }),
    filed('r-3', { samples: 2, end: '2030-04-20T03:00:00.000Z', needsConfirmation: true }),
  ),
  session(
    'r-4',
    'X-ray diffractometer',
    '30',
    state({ state: 'due', dueAt: '2030-05-14T02:30:00.000Z', filedAt: null }),
  ),
];

const withApi = () =>
  stubApi({
    [LIST]: (request) =>
      new Response(
        JSON.stringify({
          fiscalYear: Number(request.query.get('fiscalYear')),
          sessions: request.query.get('fiscalYear') === '2030' ? SESSIONS : [],
        }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
    [CSV]: () =>
      new Response('reservationId,device\nr-1,Confocal microscope\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      }),
  });

/** The text of the report's badge in a session's card (the shared words of `share.report`). */
const badgeOf = (card: ReturnType<typeof within>, term = en.share.report.term) =>
  factIn(card, term)?.querySelector('.list-page__status')?.textContent;
const r = en.share.report;

describe('/manage/lender/usage-reports', () => {
  it("lists this fiscal year's sessions with their report states, figures and links", async () => {
    const { calls } = withApi();
    await renderApp(PATH, 'en');

    expect(await screen.findByRole('heading', { level: 1, name: u.title })).toBeInTheDocument();
    const year = within(await screen.findByRole('region', { name: 'FY2030' }));
    expect(calls(LIST)[0]?.query.toString()).toBe('fiscalYear=2030');
    expect(screen.getByRole('combobox', { name: u.fiscalYear })).toHaveValue('2030');
    expect(factIn(year, u.summary.sessions)).toHaveTextContent('4');
    expect(factIn(year, u.summary.filed)).toHaveTextContent('2');
    expect(factIn(year, u.summary.overdue)).toHaveTextContent('1');
    expect(factIn(year, u.summary.awaitingConfirmation)).toHaveTextContent('1');

    const confocal = within(year.getByRole('article', { name: 'Confocal microscope' }));
    expect(factIn(confocal, en.shareReservation.user)).toHaveTextContent('Hanako Yamada');
    expect(factIn(confocal, en.shareReservation.time)).toHaveTextContent(
      '2030/04/10 10:00:00 – 2030/04/10 11:30:00',
    );
    expect(badgeOf(confocal)).toBe(fill(r.filed, { filed: '2030/04/11 09:00:00' }));
    expect(factIn(confocal, u.samples)).toHaveTextContent('3');
    expect(factIn(confocal, u.hours)).toHaveTextContent('1.5 h');
    expect(confocal.getByRole('link', { name: u.open })).toHaveAttribute(
      'href',
      '/manage/user/reservations/r-1/report',
    );

    const overdue = year.getByRole('article', { name: 'Mass spectrometer' });
    expect(badgeOf(within(overdue))).toBe(fill(r.overdue, { due: '2030/04/26 11:30:00' }));
    // Not filed: no samples nor hours.
    expect(within(overdue).queryByText(u.samples)).toBeNull();
    const awaiting = year.getByRole('article', { name: 'Electron microscope' });
    expect(badgeOf(within(awaiting))).toBe(r.awaitingConfirmation);
    expect(factIn(within(awaiting), u.hours)).toHaveTextContent('2 h');
    const due = year.getByRole('article', { name: 'X-ray diffractometer' });
    expect(badgeOf(within(due))).toBe(fill(r.due, { due: '2030/05/14 11:30:00' }));
    // Those that need the lender stand out.
    expect(overdue).toHaveClass('lender__usage-report--attention');
    expect(awaiting).toHaveClass('lender__usage-report--attention');
    expect(due).not.toHaveClass('lender__usage-report--attention');
  });

  it('shows only the overdue and those awaiting confirmation when asked', async () => {
    withApi();
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    await screen.findByRole('region', { name: 'FY2030' });

    await user.click(screen.getByRole('checkbox', { name: u.attentionOnly }));
    expect(
      screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['usage-report-r-2', 'usage-report-r-3']);
  });

  it('asks for another fiscal year when one is chosen, and downloads its CSV', async () => {
    const downloads = captureDownloads();
    const { calls } = withApi();
    const user = userEvent.setup();
    const { router } = await renderApp(PATH, 'en');
    await screen.findByRole('region', { name: 'FY2030' });

    const select = screen.getByRole('combobox', { name: u.fiscalYear });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['FY2030', 'FY2029', 'FY2028', 'FY2027', 'FY2026']);
    await user.selectOptions(select, '2028');

    expect(await screen.findByText(u.empty)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'FY2028' })).toBeInTheDocument();
    expect(calls(LIST).map((request) => request.query.toString())).toEqual([
      'fiscalYear=2030',
      'fiscalYear=2028',
    ]);
    expect(router.state.location.search).toBe('?year=2028');

    await user.click(screen.getByRole('button', { name: u.csv }));
    await waitFor(() =>
      expect(downloads.map((file) => file.fileName)).toEqual(['usage-reports_FY2028.csv']),
    );
    const request = calls(CSV)[0];
    expect(request?.query.toString()).toBe('fiscalYear=2028');
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('speaks Japanese by default', async () => {
    withApi();
    await renderApp(PATH);
    const j = ja.lender.usageReports;

    const year = within(await screen.findByRole('region', { name: '2030年度' }));
    expect(screen.getByRole('heading', { level: 1, name: '利用報告' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '年度' })).toHaveValue('2030');
    expect(factIn(year, '期限切れ')).toHaveTextContent('1');
    expect(factIn(year, '提出済み')).toHaveTextContent('2');
    expect(factIn(year, '確認待ち')).toHaveTextContent('1');
    const overdue = within(year.getByRole('article', { name: 'Mass spectrometer' }));
    expect(badgeOf(overdue, ja.share.report.term)).toBe(
      fill(ja.share.report.overdue, { due: '2030/04/26 11:30:00' }),
    );
    const awaiting = within(year.getByRole('article', { name: 'Electron microscope' }));
    expect(badgeOf(awaiting, ja.share.report.term)).toBe(ja.share.report.awaitingConfirmation);
    expect(factIn(awaiting, '試料数')).toHaveTextContent('2');
    expect(factIn(awaiting, j.hours)).toHaveTextContent('2時間');
    expect(screen.getByRole('button', { name: j.csv })).toBeInTheDocument();
  });
});
