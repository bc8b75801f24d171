import type { ApprovalEntry } from '../../lib/exhibit-admin-types';
import { formatDateTime } from '../../lib/time';
import { DataTable, type DataColumn } from '../data-table';
import './approval.css';

export interface HistoryTableProps<Entry extends Pick<ApprovalEntry, 'id' | 'at'>> {
  /** In the API's order (newest first). */
  entries: readonly Entry[];
  /** The heading of the first column, the time of each entry (Asia/Tokyo). */
  atHeader: string;
  /** The columns after the time. */
  columns: readonly DataColumn<Entry>[];
  caption?: string;
}

/** A dated history of an exhibit or an item: its decisions, its stock changes. */
export function HistoryTable<Entry extends Pick<ApprovalEntry, 'id' | 'at'>>({
  entries,
  atHeader,
  columns,
  caption,
}: HistoryTableProps<Entry>) {
  return (
    <DataTable
      className="approval-table"
      caption={caption}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        {
          header: atHeader,
          cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
        },
        ...columns,
      ]}
    />
  );
}
