import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import { renderInRouter } from '../testing/test-utils';
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

/**
 * The test DOM lays nothing out and has no ResizeObserver: every element is `box` px wide showing
 * `table` px of content, measured once when the table's box mounts. (Stubbed on HTMLElement: happy-dom
 * defines `clientWidth` there, browsers and jsdom on Element; a `div` reads the stub in either.)
 */
function layOut({ box, table }: { box: number; table: number }) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(table);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}

/** A one-column table named `caption`, in English. */
const renderNamed = (caption: string) =>
  renderInRouter(
    <DataTable
      className="list-page__table"
      caption={caption}
      rows={lines}
      rowKey={(line) => line.id}
      columns={[{ header: 'Device', cell: (line) => line.device }]}
    />,
    { language: 'en' },
  );

describe('DataTable', () => {
  it('shows a row per record under the column headings, with the columns’ classes', () => {
    render(
      <DataTable
        className="bill__lines"
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
    // In its box that scrolls sideways, named like it and a stop in the tab order.
    const box = screen.getByRole('region', { name: 'Charges of 2030/05' });
    expect(box).toContainElement(table);
    expect(box).toHaveAttribute('tabindex', '0');
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

  it('named by a heading when told, it and its box take the name from there', () => {
    render(
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
    expect(screen.getByRole('region', { name: 'Codes' })).toContainElement(table);
    expect(table.querySelector('caption')).toBeNull();
  });

  it('wider than its box (a phone), it says the table scrolls sideways and shades the hidden side', async () => {
    // The saved searches at 375 px: a box 343 px wide, its table 538 px.
    layOut({ box: 343, table: 538 });
    await renderNamed('Saved searches');

    const cue = await screen.findByText(en.table.scrollCue);
    const scroller = cue.closest('.table-scroll');
    expect(scroller).toHaveAttribute('data-hidden-end');
    expect(scroller).not.toHaveAttribute('data-hidden-start');

    // Scrolled to the end: the start is hidden instead, and the cue stays.
    const box = screen.getByRole('region', { name: 'Saved searches' });
    Object.defineProperty(box, 'scrollLeft', { configurable: true, value: 195 });
    fireEvent.scroll(box);
    expect(scroller).toHaveAttribute('data-hidden-start');
    expect(scroller).not.toHaveAttribute('data-hidden-end');
    expect(cue).toBeInTheDocument();
  });

  it('as wide as its box, it shows no cue', async () => {
    layOut({ box: 680, table: 680 });
    await renderNamed('Saved searches');

    await screen.findByRole('table', { name: 'Saved searches' });
    expect(screen.queryByText(en.table.scrollCue)).toBeNull();
  });
});
