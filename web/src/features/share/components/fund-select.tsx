import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../components/form';
import { useMyFunds, type ChargeableFundBody } from '../api/get-my-funds';

interface FundSelectProps {
  id: string;
  /** The fiscal year of the chosen start (funds of other years are not offered). */
  fiscalYear: number;
  /** The chosen fund's id ('' for none). */
  value: string;
  onChange: (fund: ChargeableFundBody | null) => void;
}

/**
 * "Charge to fund": the caller's active funds whose fiscal year holds the chosen start, as
 * `group / fund (project code)`, or none. Nothing at all while they load, when they fail, or when
 * the caller has none for that year: the booking goes without a fund, as before funds.
 */
export function FundSelect({ id, fiscalYear, value, onChange }: FundSelectProps) {
  const { t } = useTranslation();
  const funds = useMyFunds();
  if (funds.status !== 'success') return null;
  const offered = funds.data.funds.filter((fund) => fund.active && fund.fiscalYear === fiscalYear);
  if (offered.length === 0) return null;
  return (
    <FieldFrame id={id} label={t('share.booking.fund')} hint={t('share.booking.fundHint')}>
      <select
        id={id}
        className="field__control"
        value={offered.some((fund) => fund.id === value) ? value : ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) =>
          onChange(offered.find((fund) => fund.id === event.target.value) ?? null)
        }
      >
        <option value="">{t('share.booking.noFund')}</option>
        {offered.map((fund) => (
          <option key={fund.id} value={fund.id} translate="no">
            {t('share.booking.fundOption', {
              group: fund.groupName,
              name: fund.name,
              code: fund.projectCode,
            })}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
