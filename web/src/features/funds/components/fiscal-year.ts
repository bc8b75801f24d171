import { fiscalYearOf } from '@campus/model/fiscal-year';
import { useTranslation } from 'react-i18next';

/**
 * Japanese fiscal years (April to March, Asia/Tokyo) as the funds pages show them: `2026年度`, or
 * `FY2026` in English. The arithmetic is the model's (`fiscal-year.ts`), shared with the API.
 */
export function useFiscalYearLabel(): (year: number) => string {
  const { t } = useTranslation();
  return (year) => t('funds.fiscalYear', { year });
}

/** The fiscal year `now` falls in. */
export const currentFiscalYear = (now: Date = new Date()): number => fiscalYearOf(now);
