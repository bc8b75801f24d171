import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

interface Line {
  id: string;
  device: string;
  fee: number;
}

const lines: Line[] = [
  { id: 'r1', device: 'Microscope', fee: 1200 },
  { id: 'r2', device: 'Centrifuge', fee: 0 },
];

describe('DataTable', () => {
  it('shows a row per record under the column headings, with the columns’ classes', () => {
    render(
      <DataTable
        className="bill__lines"
        scrollClassName="bill__scroll"
        caption="Charges of 2030/05"
        rows={lines}
        rowKey={(line) => line.id}
        columns={[
          { header: 'Device', cell: (line) => line.device, translate: 'no' },
          {
            header: 'Fee',
            cell: (line) => `¥${line.fee}`,
            headerClassName: 'bill__amount',
            className: 'bill__amount',
          },
        ]}
      />,
    );

    const table = screen.getByRole('table', { name: 'Charges of 2030/05' });
    expect(table).toHaveClass('bill__lines');
    expect(table.parentElement).toHaveClass('bill__scroll');
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Device', 'Fee']);
    expect(within(head!).getByRole('columnheader', { name: 'Fee' })).toHaveClass('bill__amount');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Microscope', '¥1200'],
      ['Centrifuge', '¥0'],
    ]);
    const [device, fee] = within(rows[0]!).getAllByRole('cell');
    expect(device).toHaveAttribute('translate', 'no');
    expect(device).not.toHaveAttribute('class');
    expect(fee).toHaveClass('bill__amount');
    expect(fee).not.toHaveAttribute('translate');
  });

  it('without a scroll class stands alone; named by a heading when told', () => {
    const { container } = render(
      <>
        <h3 id="codes">Codes</h3>
        <DataTable
          className="groups__table"
          labelledBy="codes"
          rows={lines}
          rowKey={(line) => line.id}
          columns={[{ header: 'Device', cell: (line) => line.device }]}
        />
      </>,
    );

    const table = screen.getByRole('table', { name: 'Codes' });
    expect(table.parentElement).toBe(container);
    expect(table.querySelector('caption')).toBeNull();
  });
});
