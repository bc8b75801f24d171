import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { bill, billLine } from '../../../lib/share-mode/testing';
import { setUpPageTests } from '../../../testing/page-test';
import { renderInRouter } from '../../../testing/test-utils';
import { BillView } from './bill-view';

setUpPageTests();

/** An outside user's yearly registration with lab-b for FY 2030, made 2030-05-08 10:00 Tokyo. */
const REGISTRATION = billLine({
  kind: 'registration',
  reservationId: 'reg-1',
  rateClass: 'industry',
  fiscalYear: 2030,
  deviceId: '',
  deviceName: '',
  start: '2030-05-08T01:00:00.000Z',
  end: '2030-05-08T01:00:00.000Z',
  fee: 5000,
});

const MAY = bill('2030-05', {
  lines: [billLine({ rateClass: 'industry' }), REGISTRATION],
  total: 6800,
  due: 6800,
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.trim());

describe('BillView', () => {
  it('a yearly registration is a line of its own, on the date it was made, with the class charged', async () => {
    await renderInRouter(<BillView bill={MAY} />, { language: 'en' });

    const [, session, registration] = screen.getAllByRole('row');
    expect(cellsOf(session!)).toEqual([
      'Confocal microscope Industry',
      'Imaging Lab',
      '2030/05/09 10:00:00 – 2030/05/09 11:30:00',
      en.usage.status.approved,
      '¥1,800',
      '¥0',
      '¥1,800',
    ]);
    expect(cellsOf(registration!)).toEqual([
      'Yearly registration (FY 2030) Industry',
      'Imaging Lab',
      '2030/05/08 10:00:00',
      en.share.bill.registered,
      '¥5,000',
      '¥0',
      '¥5,000',
    ]);
  });

  it('says so in Japanese', async () => {
    await renderInRouter(<BillView bill={MAY} />, { language: 'ja' });

    expect(screen.getByText('年度利用登録 (2030年度)')).toBeInTheDocument();
    expect(screen.getAllByText(ja.share.rateClass.industry)).toHaveLength(2);
  });
});
