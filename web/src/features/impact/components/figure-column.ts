import type { ReactNode } from 'react';
import type { DataColumn } from '../../../components/data-table';

/** A column of figures, right-aligned (`impact__number` on its heading and its cells). */
export function figureColumn<Row>(header: string, cell: (row: Row) => ReactNode): DataColumn<Row> {
  return { header, cell, headerClassName: 'impact__number', className: 'impact__number' };
}
