import { useId, type ReactNode } from 'react';
import { formatMonth } from '../../lib/months';
import { chartScale } from '../../lib/chart-scale';
import './month-chart.css';

/**
 * The month charts of the app (the impact pages, a lender's earnings) in hand-written SVG (no chart
 * library in the bundle): a bar chart and a line chart over the same frame. The drawing has a fixed
 * coordinate system (`viewBox`, 360 wide) and takes the width it is given, so it fits a 375 px
 * phone with its text about 12 px high there (a page may cap the width on large screens). Month ticks are written `YYYY/MM`, slanted so
 * twelve fit. Screen readers get the summary as the image's name and the values in a visually
 * hidden table beside it.
 */

/** The coordinate system: the plot from `LEFT` to `WIDTH - RIGHT`, and from `TOP` to `BASE`. */
const WIDTH = 360;
const HEIGHT = 210;
const LEFT = 48;
const RIGHT = 8;
const TOP = 20;
const BASE = 160;
/** Of each month's column, the share a bar takes (centred). */
const BAR = 0.6;

/** A month's value. */
export interface MonthValue {
  /** `YYYY-MM` */
  month: string;
  value: number;
}

export interface MonthChartProps {
  /** The chart's caption, shown above it and naming the table. */
  title: string;
  /** The image's accessible name: what the chart shows, its total and its peak. */
  summary: string;
  /** The value axis's unit (`kg CO2e`, `点`); none where `format` says it (yen). */
  unit?: string;
  /** Every month of the range, oldest first. */
  months: readonly MonthValue[];
  /** A value as written on the axis and in the table. */
  format: (value: number) => string;
  /** The table's column headings. */
  monthHeader: string;
  valueHeader: string;
  /** Counts: the axis steps by whole numbers. */
  integer?: boolean;
  /** The least the value axis reaches (1,000 yen: a quiet year's bars stay low). */
  floor?: number;
}

interface Frame {
  /** The y of a value. */
  yOf: (value: number) => number;
  /** The x of the middle of the `index`th month's column, and the column's width. */
  xOf: (index: number) => number;
  column: number;
}

function frameOf(months: readonly MonthValue[], integer: boolean, floor: number) {
  const scale = chartScale(Math.max(floor, ...months.map((m) => m.value)), { integer });
  const column = (WIDTH - LEFT - RIGHT) / Math.max(1, months.length);
  const frame: Frame = {
    yOf: (value) => BASE - (Math.max(0, value) / scale.top) * (BASE - TOP),
    xOf: (index) => LEFT + (index + 0.5) * column,
    column,
  };
  return { scale, frame };
}

/** The frame, axes, grid, labels and data table around `plot`. */
function MonthChart({
  kind,
  title,
  summary,
  unit,
  months,
  format,
  monthHeader,
  valueHeader,
  integer = false,
  floor = 0,
  plot,
}: MonthChartProps & { kind: 'bar' | 'line'; plot: (frame: Frame) => ReactNode }) {
  const id = useId();
  const { scale, frame } = frameOf(months, integer, floor);
  return (
    <figure className={`month-chart month-chart--${kind}`}>
      <figcaption id={`${id}-title`} className="month-chart__caption">
        {title}
      </figcaption>
      <svg
        className="month-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
      >
        {unit && (
          <text className="month-chart__unit" x={4} y={10}>
            {unit}
          </text>
        )}
        <g className="month-chart__grid">
          {scale.ticks.map((tick) => (
            <line
              key={tick}
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={frame.yOf(tick)}
              y2={frame.yOf(tick)}
            />
          ))}
        </g>
        <g className="month-chart__ticks">
          {scale.ticks.map((tick) => (
            <text key={tick} x={LEFT - 4} y={frame.yOf(tick)} dy="0.32em">
              {format(tick)}
            </text>
          ))}
        </g>
        <line className="month-chart__axis" x1={LEFT} x2={LEFT} y1={TOP} y2={BASE} />
        <line className="month-chart__axis" x1={LEFT} x2={WIDTH - RIGHT} y1={BASE} y2={BASE} />
        {plot(frame)}
        <g className="month-chart__months">
          {months.map(({ month }, index) => {
            const x = frame.xOf(index);
            return (
              <text key={month} x={x} y={BASE + 10} transform={`rotate(-45 ${x} ${BASE + 10})`}>
                {formatMonth(month)}
              </text>
            );
          })}
        </g>
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{monthHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {months.map(({ month, value }) => (
            <tr key={month}>
              <th scope="row">{formatMonth(month)}</th>
              <td>{format(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Each month's value as a bar. */
export function MonthBarChart(props: MonthChartProps) {
  return (
    <MonthChart
      {...props}
      kind="bar"
      plot={(frame) => (
        <g className="month-chart__bars">
          {props.months.map(({ month, value }, index) => (
            <rect
              key={month}
              className="month-chart__bar"
              x={frame.xOf(index) - (BAR * frame.column) / 2}
              width={BAR * frame.column}
              y={frame.yOf(value)}
              height={BASE - frame.yOf(value)}
            />
          ))}
        </g>
      )}
    />
  );
}

/** The months' values joined by a line, each a point on it. */
export function MonthLineChart(props: MonthChartProps) {
  return (
    <MonthChart
      {...props}
      kind="line"
      plot={(frame) => (
        <g className="month-chart__series">
          <polyline
            className="month-chart__line"
            points={props.months
              .map(({ value }, index) => `${frame.xOf(index)},${frame.yOf(value)}`)
              .join(' ')}
          />
          {props.months.map(({ month, value }, index) => (
            <circle
              key={month}
              className="month-chart__point"
              cx={frame.xOf(index)}
              cy={frame.yOf(value)}
              r={3}
            />
          ))}
        </g>
      )}
    />
  );
}
