import type { ReservationReportBody } from '@campus/model/share-types';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { NOW, reservation } from '../../../lib/share-mode/testing';
import { setUpPageTests } from '../../../testing/page-test';
import { factOf, hrefOf, renderInRouter } from '../../../testing/test-utils';
import { ReservationItem } from './reservation-item';

const r = en.usage.reservations;

setUpPageTests({ now: NOW });

const report = (patch: Partial<ReservationReportBody>): ReservationReportBody => ({
  state: 'due',
  dueAt: '2030-05-20T02:40:00.000Z',
  filedAt: null,
  awaitingConfirmation: false,
  ...patch,
});

const renderItem = (patch: Partial<ReservationReportBody> | null) =>
  renderInRouter(
    <ReservationItem
      reservation={reservation({ status: 'returned', report: patch && report(patch) })}
      onCancel={() => undefined}
      onStep={() => undefined}
    />,
    { language: 'en' },
  );

describe('ReservationItem: its usage report', () => {
  it.each([
    [{ state: 'due' }, 'Usage report due by 2030/05/20 11:40:00', r.fileReport],
    [{ state: 'overdue' }, 'Usage report overdue (due by 2030/05/20 11:40:00)', r.fileReport],
    [
      { state: 'filed', filedAt: '2030-05-08T00:00:00.000Z' },
      'Usage report filed on 2030/05/08 09:00:00',
      r.viewReport,
    ],
    [
      { state: 'filed', filedAt: '2030-05-08T00:00:00.000Z', awaitingConfirmation: true },
      en.share.report.awaitingConfirmation,
      r.viewReport,
    ],
  ] as const)('when %j, then it says "%s" and links to the report', async (patch, text, link) => {
    await renderItem(patch);

    const state = screen.getByText(text);
    expect(factOf(en.share.report.term)).toBe(`${text}${link}`);
    expect(state).toHaveClass(
      patch.state === 'overdue' ? 'usage-report__state--overdue' : 'usage-report__state',
    );
    expect(hrefOf(link)).toBe('/manage/user/reservations/r-1/report');
  });

  it('says nothing of a report when the device asks for none', async () => {
    await renderItem(null);

    expect(screen.queryByText(en.share.report.term, { selector: 'dt' })).toBeNull();
  });
});

describe('ReservationItem: its fee', () => {
  it.each([
    [{ rateClass: 'industry', affiliation: 'Acme Corp' }, '¥1,800 Industry · Acme Corp'],
    [{ rateClass: 'campus', affiliation: '' }, '¥1,800'],
  ] as const)('when charged as %j, then it says "%s"', async (patch, text) => {
    await renderInRouter(
      <ReservationItem
        reservation={reservation(patch)}
        onCancel={() => undefined}
        onStep={() => undefined}
      />,
      { language: 'en' },
    );

    expect(factOf(r.fee)).toBe(text);
  });
});
