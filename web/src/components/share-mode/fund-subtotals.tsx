import type { FundSubtotalBody } from '@campus/model/share-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFundName } from '../../lib/share-mode/fund-name';
import { useYen } from '../../lib/share-mode/money';
import './consumables.css';

/**
 * What a bill's (or a month of earnings') lines come to by the fund they are charged to, in the
 * API's order, 'No fund' for the lines of none. Nothing when no line is charged to a fund: the
 * one subtotal would be the total.
 */
export function FundSubtotals({ byFund }: { byFund: readonly FundSubtotalBody[] }) {
  const { t } = useTranslation();
  const fundName = useFundName();
  const yen = useYen();
  const headingId = useId();
  if (byFund.every((subtotal) => subtotal.fund === null)) return null;
  return (
    <section className="fund-subtotals" aria-labelledby={headingId}>
      <h3 id={headingId} className="fund-subtotals__heading">
        {t('share.fund.subtotals')}
      </h3>
      <dl className="fund-subtotals__list">
        {byFund.map((subtotal) => (
          <div key={subtotal.fund?.id ?? ''}>
            <dt translate="no">{fundName(subtotal.fund)}</dt>
            <dd>{yen(subtotal.total)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
