import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../lib/months';

import {
  MonthBarChart,
  MonthLineChart,
  type MonthChartProps,
  type MonthValue,
} from './month-chart';

const MONTHS: MonthValue[] = Array.from({ length: 12 }, (_, i) => ({
  month: addMonths('2025-12', i),
  value: i === 10 ? 32 : i === 5 ? 10 : 0,
}));

const props = (months: MonthValue[] = MONTHS): MonthChartProps => ({
  title: '月ごとの譲渡数',
  summary: '棒グラフ: 2025/12〜2026/11 の月ごとの譲渡数。合計 42 点',
  unit: '点',
  months,
  format: (value) => value.toLocaleString('ja'),
  monthHeader: '月',
  valueHeader: '品物',
  integer: true,
});

describe('MonthBarChart', () => {
  it('draws a bar a month, named by its summary, with month ticks and the unit', () => {
    const { container } = render(<MonthBarChart {...props()} />);

    const image = screen.getByRole('img', { name: props().summary });
    expect(image).toHaveAttribute('viewBox', '0 0 360 210');
    expect(container.querySelectorAll('rect.month-chart__bar')).toHaveLength(12);
    const ticks = [...container.querySelectorAll('.month-chart__months text')].map(
      (text) => text.textContent,
    );
    expect(ticks).toEqual(MONTHS.map(({ month }) => month.replace('-', '/')));
    expect(ticks[0]).toBe('2025/12');
    expect(image).toHaveTextContent('点');
    // The value axis: 0 to 40 by tens.
    expect(
      [...container.querySelectorAll('.month-chart__ticks text')].map((t) => t.textContent),
    ).toEqual(['0', '10', '20', '30', '40']);
    // The tallest bar is October's.
    const heights = [...container.querySelectorAll('rect')].map((r) =>
      Number(r.getAttribute('height')),
    );
    expect(heights.indexOf(Math.max(...heights))).toBe(10);
    expect(heights[0]).toBe(0);
  });

  it('gives the values as a table too, captioned like the chart', () => {
    render(<MonthBarChart {...props()} />);

    const table = screen.getByRole('table', { name: '月ごとの譲渡数' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['月', '品物']);
    expect(within(table).getByRole('rowheader', { name: '2026/10' }).nextSibling).toHaveTextContent(
      '32',
    );
    expect(screen.getByText('月ごとの譲渡数', { selector: 'figcaption' })).toBeInTheDocument();
  });
});

describe('MonthLineChart', () => {
  it('draws a point a month on one line', () => {
    const months = MONTHS.slice(0, 5).map((m, i) => ({ ...m, value: i * 0.1 }));
    const { container } = render(
      <MonthLineChart {...props(months)} integer={false} summary="折れ線グラフ" />,
    );

    expect(screen.getByRole('img', { name: '折れ線グラフ' })).toBeInTheDocument();
    expect(container.querySelectorAll('circle.month-chart__point')).toHaveLength(5);
    const line = container.querySelector('polyline.month-chart__line');
    expect(line?.getAttribute('points')?.split(' ')).toHaveLength(5);
    expect(
      [...container.querySelectorAll('.month-chart__months text')].map((t) => t.textContent),
    ).toEqual(['2025/12', '2026/01', '2026/02', '2026/03', '2026/04']);
    // A higher value is drawn higher (smaller y).
    const ys = [...container.querySelectorAll('circle')].map((c) => Number(c.getAttribute('cy')));
    expect([...ys].sort((a, b) => b - a)).toEqual(ys);
  });

  it('with nothing to show, still draws every month on a 0 to 1 axis', () => {
    const zeros = MONTHS.map((m) => ({ ...m, value: 0 }));
    const { container } = render(<MonthLineChart {...props(zeros)} integer={false} />);

    expect(container.querySelectorAll('circle')).toHaveLength(12);
    expect(
      [...container.querySelectorAll('.month-chart__ticks text')].map((t) => t.textContent),
    ).toEqual(['0', '0.5', '1']);
  });
});

describe('a floor under the value axis', () => {
  it('reaches its floor when little or nothing was counted, and goes past it when more was', () => {
    const ticksOf = (values: number[]) => {
      const { container, unmount } = render(
        <MonthBarChart
          {...props(values.map((value, i) => ({ month: addMonths('2030-01', i), value })))}
          integer={false}
          floor={1000}
        />,
      );
      const ticks = [...container.querySelectorAll('.month-chart__ticks text')].map(
        (t) => t.textContent,
      );
      unmount();
      return ticks;
    };
    expect(ticksOf([0, 0])).toEqual(['0', '500', '1,000']);
    expect(ticksOf([38, 0])).toEqual(['0', '500', '1,000']);
    expect(ticksOf([1_800])).toEqual(['0', '500', '1,000', '1,500', '2,000']);
    expect(ticksOf([12_345])).toEqual(['0', '5,000', '10,000', '15,000']);
  });
});
