import type { ImpactMonthFigures } from '@campus/model/impact-types';
import { useTranslation } from 'react-i18next';
import { useFigureFormat } from '../../../lib/impact/figures';
import { formatMonth } from '../../../lib/months';
import { MonthBarChart, MonthLineChart } from '../../../components/charts/month-chart';
import { summarizeMonths, type MonthValue } from './month-values';

/**
 * A range's months as the two charts of the impact pages: units handed over (bars) and the CO2
 * avoided (a line), each named by its summary. The public page and the officers' dashboard show
 * the same pair.
 */
export function ImpactCharts({ months }: { months: readonly ImpactMonthFigures[] }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const items: MonthValue[] = months.map(({ month, items }) => ({ month, value: items }));
  const co2: MonthValue[] = months.map(({ month, kgCO2e }) => ({ month, value: kgCO2e }));
  const summaryOf = (values: MonthValue[], value: (n: number) => string) => {
    const summary = summarizeMonths(values);
    return {
      from: formatMonth(summary.from),
      to: formatMonth(summary.to),
      total: value(summary.total),
      max: value(summary.max),
      maxMonth: formatMonth(summary.maxMonth),
    };
  };
  return (
    <div className="impact__charts">
      <MonthBarChart
        title={t('impact.charts.items.title')}
        summary={t('impact.charts.items.summary', summaryOf(items, format.count))}
        unit={t('impact.charts.items.unit')}
        months={items}
        format={format.count}
        monthHeader={t('impact.charts.month')}
        valueHeader={t('impact.columns.items')}
        integer
      />
      <MonthLineChart
        title={t('impact.charts.co2.title')}
        summary={t('impact.charts.co2.summary', summaryOf(co2, format.kg))}
        unit={t('impact.units.kgCO2e')}
        months={co2}
        format={format.kg}
        monthHeader={t('impact.charts.month')}
        valueHeader={t('impact.columns.kgCO2e')}
      />
    </div>
  );
}
