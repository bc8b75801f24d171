import { useTranslation } from 'react-i18next';
import type { ApprovalEntry } from '../../lib/exhibit-admin-types';
import { HistoryTable } from './history-table';

/** An exhibit's audit trail (newest first as the API gives it), times in Asia/Tokyo. */
export function ApprovalHistory({ entries }: { entries: readonly ApprovalEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="state">{t('manageExhibits.history.empty')}</p>;
  const status = (value: ApprovalEntry['from']) =>
    value ? t(`manageExhibits.approvalStatus.${value}`) : '—';
  return (
    <HistoryTable
      entries={entries}
      atHeader={t('manageExhibits.history.at')}
      columns={[
        {
          header: t('manageExhibits.history.action'),
          cell: (entry) => t(`manageExhibits.history.actions.${entry.action}`),
        },
        {
          header: t('manageExhibits.history.by'),
          cell: (entry) => (
            <>
              <span translate="no">{entry.byName}</span>
              <span className="approval-table__role">
                {t(`manageExhibits.history.roles.${entry.role}`)}
              </span>
            </>
          ),
        },
        {
          header: t('manageExhibits.history.status'),
          cell: (entry) =>
            entry.from === entry.to
              ? status(entry.to)
              : t('manageExhibits.history.change', {
                  from: status(entry.from),
                  to: status(entry.to),
                }),
        },
        {
          header: t('manageExhibits.history.comment'),
          cell: (entry) => entry.comment,
          className: 'approval-table__comment',
        },
      ]}
    />
  );
}
