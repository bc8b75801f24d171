import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Earnings } from '../api/get-earnings';
import { earningsScale, monthsEndingWith } from './earnings-values';
import { useYen } from './money';

/** Drawing heights in px: the plot from `TOP` to `BASE`, then a row of months and one of years. */
const HEIGHT = 216;
const TOP = 16;
const BASE = 168;
const MONTH_ROW = 186;
const YEAR_ROW = 204;
/** Of each month's column, the share the bar takes (centred). */
const BAR = 0.6;

const percent = (value: number) => `${(value * 100).toFixed(3)}%`;
const formatMonth = (month: string) => month.replace('-', '/');

/**
 * The charged amounts of the 12 months ending with `lastMonth` as bars, in hand-written SVG (a bar
 * chart is small; no chart library in the bundle). Horizontal positions are percentages and
 * heights pixels, so the chart fills any width (375 px phones included) while its text keeps its
 * size. The value axis is labelled in yen over its grid lines, the month axis with month numbers
 * and the year under its first month and every January. Screen readers get the caption as the
 * image's name and every month's amount as its description; the tables below stay the data.
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
  const id = useId();
  const totals = new Map(earnings.map((month) => [month.month, month.total]));
  const months = monthsEndingWith(lastMonth).map((month) => ({
    month,
    total: totals.get(month) ?? 0,
  }));
  const { top, ticks } = earningsScale(Math.max(...months.map((m) => m.total)));
  const yOf = (amount: number) => BASE - (amount / top) * (BASE - TOP);
  const column = 1 / months.length;
  const title = t('lender.earnings.chart.title', {
    from: formatMonth(months[0]?.month ?? lastMonth),
    to: formatMonth(lastMonth),
  });

  return (
    <figure className="earnings-chart">
      <figcaption id={`${id}-title`} className="earnings-chart__caption">
        {title}
      </figcaption>
      <svg
        className="earnings-chart__svg"
        width="100%"
        height={HEIGHT}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <desc id={`${id}-desc`}>
          {months
            .map(({ month, total }) =>
              t('lender.earnings.chart.month', { month: formatMonth(month), amount: yen(total) }),
            )
            .join(t('lender.earnings.chart.separator'))}
        </desc>
        <g className="earnings-chart__grid">
          {ticks.map((tick) => (
            <line key={tick} x1="0" x2="100%" y1={yOf(tick)} y2={yOf(tick)} />
          ))}
        </g>
        <g className="earnings-chart__bars">
          {months.map(({ month, total }, index) => (
            <rect
              key={month}
              x={percent((index + (1 - BAR) / 2) * column)}
              width={percent(BAR * column)}
              y={yOf(total)}
              height={BASE - yOf(total)}
            />
          ))}
        </g>
        <g className="earnings-chart__ticks">
          {ticks.map((tick) => (
            <text key={tick} x="0" y={yOf(tick) - 3}>
              {yen(tick)}
            </text>
          ))}
        </g>
        <g className="earnings-chart__months">
          {months.map(({ month }, index) => {
            const [year, number] = month.split('-');
            const x = percent((index + 0.5) * column);
            return (
              <g key={month}>
                <text x={x} y={MONTH_ROW}>
                  {Number(number)}
                </text>
                {(index === 0 || number === '01') && (
                  <text x={x} y={YEAR_ROW} className="earnings-chart__year">
                    {year}
                  </text>
                )}
              </g>
            );
          })}
        </g>
      </svg>
    </figure>
  );
}
