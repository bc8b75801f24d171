import type { ReservationFundBody } from '@campus/model/fund-types';
import { useTranslation } from 'react-i18next';

/**
 * How the fund of a reservation or a bill line is shown: its name and project code
 * (`Microscopy grant (123456789012)`), or 'No fund' when it is charged to none.
 */
export function useFundName(): (
  fund: Pick<ReservationFundBody, 'name' | 'projectCode'> | null,
) => string {
  const { t } = useTranslation();
  return (fund) =>
    fund === null
      ? t('share.fund.none')
      : t('share.fund.name', { name: fund.name, code: fund.projectCode });
}
