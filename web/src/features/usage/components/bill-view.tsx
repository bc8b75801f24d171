import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { amountColumn } from '../../../components/share-mode/amount-column';
import { useBillLineCells } from '../../../components/share-mode/bill-line';
import { FactList } from '../../../components/fact-list';
import { FundSubtotals } from '../../../components/share-mode/fund-subtotals';
import { useFundName } from '../../../lib/share-mode/fund-name';
import { useYen } from '../../../lib/share-mode/money';
import type { Bill, BillLine } from '../../../lib/share-mode/types';
import { STATUS_KEYS } from './status';
import { usePartyName } from '../../../lib/share-mode/party-name';

/**
 * One month's bill: its lines (device, lender, time, status, the fund when a line has one, use
 * fee, consumables, the assistance when a line has one, and amount; a yearly registration with a
 * lender in place of a device, on the date it was made), the subtotals by fund, then the total,
 * paid and due.
 */
export function BillView({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const fundName = useFundName();
  const yen = useYen();
  const cells = useBillLineCells();
  const headingId = `bill-${bill.month}`;
  const amount = (header: string, amountOf: (line: BillLine) => number) =>
    amountColumn(yen, header, amountOf);
  const withFunds = bill.lines.some((line) => line.fund !== null);
  const withAssistance = bill.lines.some((line) => line.assistance !== 0);
  return (
    <section className="bill" aria-labelledby={headingId}>
      <h2 id={headingId} className="bill__month">
        {bill.month.replace('-', '/')}
      </h2>
      {bill.lines.length === 0 ? (
        <p className="state state--empty">{t('usage.payments.noLines')}</p>
      ) : (
        <DataTable
          className="list-page__table bill__lines"
          caption={t('usage.payments.caption', { month: bill.month.replace('-', '/') })}
          rows={bill.lines}
          rowKey={(line) => line.reservationId}
          columns={[
            { header: t('usage.payments.device'), cell: cells.what },
            {
              header: t('usage.payments.lender'),
              cell: (line) => partyName(line.lenderName),
              translate: 'no',
            },
            { header: t('usage.payments.time'), cell: cells.when },
            {
              header: t('usage.payments.status'),
              cell: (line) => cells.status(line, (status) => t(STATUS_KEYS[status])),
            },
            ...(withFunds
              ? [
                  {
                    header: t('usage.payments.fund'),
                    cell: (line: BillLine) => fundName(line.fund),
                    headerClassName: 'bill__fund',
                    className: 'bill__fund',
                    translate: 'no' as const,
                  },
                ]
              : []),
            amount(t('usage.payments.fee'), (line) => line.fee),
            amount(t('usage.payments.consumables'), (line) => line.consumables),
            ...(withAssistance
              ? [amount(t('usage.payments.assistance'), (line) => line.assistance)]
              : []),
            amount(t('usage.payments.amount'), (line) => line.amount),
          ]}
        />
      )}
      <FundSubtotals byFund={bill.byFund} />
      <FactList
        className="bill__totals"
        facts={[
          { term: t('usage.payments.total'), value: yen(bill.total) },
          { term: t('usage.payments.paid'), value: yen(bill.paid) },
          { term: t('usage.payments.due'), value: yen(bill.due) },
        ]}
      />
    </section>
  );
}
