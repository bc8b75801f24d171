import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { FactList } from '../../../components/fact-list';
import { useYen } from '../../../lib/share-mode/money';
import type { Bill } from '../../../lib/share-mode/types';
import { formatDateTime } from '../../../lib/time';
import { STATUS_KEYS } from './status';
import { usePartyName } from '../../../lib/share-mode/party-name';

/** One month's bill: its lines (device, lender, time, status, fee), the total, paid and due. */
export function BillView({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const yen = useYen();
  const headingId = `bill-${bill.month}`;
  return (
    <section className="bill" aria-labelledby={headingId}>
      <h2 id={headingId} className="bill__month">
        {bill.month.replace('-', '/')}
      </h2>
      {bill.lines.length === 0 ? (
        <p className="state state--empty">{t('usage.payments.noLines')}</p>
      ) : (
        <DataTable
          className="bill__lines"
          scrollClassName="bill__scroll"
          caption={t('usage.payments.caption', { month: bill.month.replace('-', '/') })}
          rows={bill.lines}
          rowKey={(line) => line.reservationId}
          columns={[
            { header: t('usage.payments.device'), cell: (line) => line.deviceName },
            {
              header: t('usage.payments.lender'),
              cell: (line) => partyName(line.lenderName),
              translate: 'no',
            },
            {
              header: t('usage.payments.time'),
              cell: (line) =>
                t('usage.reservations.range', {
                  start: formatDateTime(line.start),
                  end: formatDateTime(line.end),
                }),
            },
            { header: t('usage.payments.status'), cell: (line) => t(STATUS_KEYS[line.status]) },
            {
              header: t('usage.payments.fee'),
              cell: (line) => yen(line.fee),
              headerClassName: 'bill__amount',
              className: 'bill__amount',
            },
          ]}
        />
      )}
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
