import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImpactRow } from '@campus/model/impact-types';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { useFigureFormat } from '../../../lib/impact/figures';
import { figureColumn } from './figure-column';

export interface BreakdownTableProps {
  /** The heading, which names the table ("By campus"). */
  title: string;
  /** The first column's heading ("Campus"). */
  nameHeader: string;
  rows: readonly ImpactRow[];
  /** A row's id as a name in the current language. */
  nameOf: (id: string) => string;
  /** Device hours are counted per campus only: the campus table has their column. */
  deviceHours?: boolean;
}

/** The figures of a range by campus, faculty or top category, one row each (as the API sorts them). */
export function BreakdownTable({
  title,
  nameHeader,
  rows,
  nameOf,
  deviceHours = false,
}: BreakdownTableProps) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const headingId = useId();
  const figure = figureColumn<ImpactRow>;
  const columns: DataColumn<ImpactRow>[] = [
    { header: nameHeader, cell: (row) => nameOf(row.id) },
    figure(t('impact.columns.items'), (row) => format.count(row.items)),
    figure(t('impact.columns.exhibits'), (row) => format.count(row.exhibits)),
    figure(t('impact.columns.yen'), (row) => format.yen(row.yen)),
    figure(t('impact.columns.kg'), (row) => format.kg(row.kg)),
    figure(t('impact.columns.kgCO2e'), (row) => format.kg(row.kgCO2e)),
    ...(deviceHours
      ? [figure(t('impact.columns.deviceHours'), (row) => format.hours(row.deviceHours))]
      : []),
  ];
  return (
    <section className="impact__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="impact__heading">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="state state--empty">{t('impact.dashboard.noRows')}</p>
      ) : (
        <DataTable
          className="list-page__table impact__table"
          labelledBy={headingId}
          rows={rows}
          rowKey={(row) => row.id}
          columns={columns}
        />
      )}
    </section>
  );
}
