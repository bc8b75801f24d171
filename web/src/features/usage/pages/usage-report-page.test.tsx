import type { UsageReportBody, UsageReportResponse } from '@campus/model/share-types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { NOW, reservation } from '../../../lib/share-mode/testing';
import { stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { factOf, fieldErrorOf, findToast, renderRoute } from '../../../testing/test-utils';
import { UsageReportPage } from './usage-report-page';

const r = en.usage.report;

setUpPageTests({ now: NOW, signedIn: true });

/** A session on Monday 2030-05-06, booked 10:00–11:30 Tokyo, checked in 10:05 to 11:40. */
const ENDED = reservation({
  status: 'returned',
  start: '2030-05-06T01:00:00.000Z',
  end: '2030-05-06T02:30:00.000Z',
  actualStart: '2030-05-06T01:05:00.000Z',
  actualEnd: '2030-05-06T02:40:00.000Z',
  report: {
    state: 'due',
    dueAt: '2030-05-20T02:40:00.000Z',
    filedAt: null,
    awaitingConfirmation: false,
  },
});

/** Its report as filed on Wednesday 2030-05-08 09:00 Tokyo: until 12:10, 35 minutes over. */
function filed(overrides: Partial<UsageReportBody> = {}): UsageReportBody {
  return {
    reservationId: 'r-1',
    deviceId: 'dev-1',
    deviceName: 'Confocal microscope',
    lenderId: 'lab-b',
    userId: 'u1',
    userName: 'Hanako Yamada',
    start: '2030-05-06T01:05:00.000Z',
    end: '2030-05-06T03:10:00.000Z',
    recordedStart: '2030-05-06T01:05:00.000Z',
    recordedEnd: '2030-05-06T02:40:00.000Z',
    samples: 3,
    work: 'Imaged three slices.',
    results: '',
    needsConfirmation: true,
    confirmedAt: null,
    filedAt: '2030-05-08T00:00:00.000Z',
    updatedAt: '2030-05-08T00:00:00.000Z',
    ...overrides,
  };
}

function answer(overrides: Partial<UsageReportResponse> = {}): { body: UsageReportResponse } {
  return {
    body: {
      reservation: ENDED,
      report: null,
      prefill: { start: '2030-05-06T01:05:00.000Z', end: '2030-05-06T02:40:00.000Z' },
      acknowledgement: 'JSPS KAKENHI JP12345678',
      ...overrides,
    },
  };
}

/** The answer once `report` is filed, to its user or its lender. */
const filedAnswer = (report: UsageReportBody, side: 'user' | 'lender' = 'user') =>
  answer({
    reservation: {
      ...ENDED,
      side,
      report: {
        state: 'filed',
        dueAt: '2030-05-20T02:40:00.000Z',
        filedAt: report.filedAt,
        awaitingConfirmation: report.needsConfirmation && report.confirmedAt === null,
      },
    },
    report,
  });

function withApi(routes: Record<string, StubAnswer | StubAnswer[]>) {
  return stubApi({ 'GET /home/reservations/r-1/report': answer(), ...routes });
}

async function openReport() {
  await renderRoute(<UsageReportPage />, {
    pattern: '/manage/user/reservations/:id/report',
    path: '/manage/user/reservations/r-1/report',
    language: 'en',
  });
  await screen.findByRole('heading', { level: 1, name: en.routes.userUsageReport });
}

const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('UsageReportPage', () => {
  it('the user files the report, from the check-in record, with Tokyo times; it awaits the lender', async () => {
    const { calls } = withApi({ 'PUT /home/reservations/r-1/report': filedAnswer(filed()) });
    const user = userEvent.setup();
    await openReport();

    expect(await screen.findByRole('note')).toHaveTextContent('JSPS KAKENHI JP12345678');
    expect(factOf(en.share.report.term)).toBe('Usage report due by 2030/05/20 11:40:00');
    expect(factOf(r.recorded)).toBe('2030/05/06 10:05:00 – 2030/05/06 11:40:00');
    expect(control(r.start)).toHaveValue('2030-05-06T10:05');
    await user.clear(control(r.end));
    await user.type(control(r.end), '2030-05-06T12:10');
    await user.type(control(r.samples), '3');
    await user.type(control(r.work), 'Imaged three slices.');
    await user.click(screen.getByRole('button', { name: r.file }));

    expect(await findToast(r.filed, { error: false })).toBeInTheDocument();
    expect(calls('PUT /home/reservations/r-1/report')[0]?.body).toEqual({
      start: '2030-05-06T10:05:00+09:00',
      end: '2030-05-06T12:10:00+09:00',
      samples: 3,
      work: 'Imaged three slices.',
      results: '',
    });
    expect(await screen.findByRole('heading', { name: r.filedHeading })).toBeInTheDocument();
    expect(factOf(r.reportedTime)).toBe('2030/05/06 10:05:00 – 2030/05/06 12:10:00');
    expect(factOf(en.share.report.term)).toBe(en.share.report.awaitingConfirmation);
    expect(screen.getByText(r.awaitingNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: r.file })).toBeNull();
  });

  it("shows the server's problems on their fields", async () => {
    withApi({
      'PUT /home/reservations/r-1/report': validationError([
        { location: 'body.end', message: 'Report at most a day of use' },
        { location: 'body.work', message: 'Say what was done' },
      ]),
    });
    const user = userEvent.setup();
    await openReport();

    await user.type(await screen.findByLabelText(new RegExp(`^${r.samples}`)), '0');
    await user.type(control(r.work), 'x');
    await user.click(screen.getByRole('button', { name: r.file }));

    await waitFor(() => expect(fieldErrorOf(control(r.end))).toBe('Report at most a day of use'));
    expect(fieldErrorOf(control(r.work))).toBe('Say what was done');
  });

  it('the lender confirms a reported time that differs from the check-in record', async () => {
    const confirmed = filed({ confirmedAt: '2030-05-08T01:00:00.000Z' });
    const { calls } = withApi({
      'GET /home/reservations/r-1/report': filedAnswer(filed(), 'lender'),
      'POST /home/reservations/r-1/report/confirm': filedAnswer(confirmed, 'lender'),
    });
    const user = userEvent.setup();
    await openReport();

    await user.click(await screen.findByRole('button', { name: r.confirm }));

    expect(await findToast(r.confirmed, { error: false })).toBeInTheDocument();
    expect(calls('POST /home/reservations/r-1/report/confirm')).toHaveLength(1);
    expect(factOf(r.confirmation)).toBe('Confirmed by the lender on 2030/05/08 10:00:00');
    expect(screen.queryByRole('button', { name: r.confirm })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says so when the device asks for no report', async () => {
    withApi({ 'GET /home/reservations/r-1/report': answer({ reservation: reservation() }) });
    await openReport();

    expect(await screen.findByText(r.notAsked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: r.file })).toBeNull();
  });
});
