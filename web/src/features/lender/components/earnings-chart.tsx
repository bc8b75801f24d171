import { useTranslation } from 'react-i18next';
import { MonthBarChart } from '../../../components/charts/month-chart';
import { formatMonth } from '../../../lib/months';
import type { Earnings } from '../api/get-earnings';
import { EARNINGS_AXIS_FLOOR, monthsEndingWith } from './earnings-values';
import { useYen } from './money';

/**
 * The charged amounts of the 12 months ending with `lastMonth` as the app's month bar chart
 * (`components/charts/month-chart.tsx`), its axis in yen from at least 1,000 yen. Screen readers
 * get the caption as the image's name and every month's amount in the chart's table; the tables
 * below stay the data.
 */
export function EarningsChart({
  earnings,
  lastMonth,
}: {
  earnings: readonly Earnings[];
  lastMonth: string;
}) {
  const { t } = useTranslation();
  const yen = useYen();
  const totals = new Map(earnings.map((month) => [month.month, month.total]));
  const months = monthsEndingWith(lastMonth).map((month) => ({
    month,
    value: totals.get(month) ?? 0,
  }));
  const title = t('lender.earnings.chart.title', {
    from: formatMonth(months[0]?.month ?? lastMonth),
    to: formatMonth(lastMonth),
  });
  return (
    <MonthBarChart
      title={title}
      summary={title}
      months={months}
      format={yen}
      floor={EARNINGS_AXIS_FLOOR}
      monthHeader={t('lender.earnings.chart.month')}
      valueHeader={t('lender.earnings.columns.amount')}
    />
  );
}
