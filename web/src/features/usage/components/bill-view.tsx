import { useTranslation } from 'react-i18next';
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
        <div className="bill__scroll">
          <table className="bill__lines">
            <caption className="visually-hidden">
              {t('usage.payments.caption', { month: bill.month.replace('-', '/') })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('usage.payments.device')}</th>
                <th scope="col">{t('usage.payments.lender')}</th>
                <th scope="col">{t('usage.payments.time')}</th>
                <th scope="col">{t('usage.payments.status')}</th>
                <th scope="col" className="bill__amount">
                  {t('usage.payments.fee')}
                </th>
              </tr>
            </thead>
            <tbody>
              {bill.lines.map((line) => (
                <tr key={line.reservationId}>
                  <td>{line.deviceName}</td>
                  <td translate="no">{partyName(line.lenderName)}</td>
                  <td>
                    {t('usage.reservations.range', {
                      start: formatDateTime(line.start),
                      end: formatDateTime(line.end),
                    })}
                  </td>
                  <td>{t(STATUS_KEYS[line.status])}</td>
                  <td className="bill__amount">{yen(line.fee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="bill__totals">
        <div>
          <dt>{t('usage.payments.total')}</dt>
          <dd>{yen(bill.total)}</dd>
        </div>
        <div>
          <dt>{t('usage.payments.paid')}</dt>
          <dd>{yen(bill.paid)}</dd>
        </div>
        <div>
          <dt>{t('usage.payments.due')}</dt>
          <dd>{yen(bill.due)}</dd>
        </div>
      </dl>
    </section>
  );
}
