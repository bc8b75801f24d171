import { useTranslation } from 'react-i18next';
import type { ApprovalEntry } from '../../lib/exhibit-admin-types';
import { formatDateTime } from '../../lib/time';
import './approval.css';

/** An exhibit's audit trail (newest first as the API gives it), times in Asia/Tokyo. */
export function ApprovalHistory({ entries }: { entries: readonly ApprovalEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="state">{t('manageExhibits.history.empty')}</p>;
  const status = (value: ApprovalEntry['from']) =>
    value ? t(`manageExhibits.approvalStatus.${value}`) : '—';
  return (
    <div className="approval-table__scroll">
      <table className="approval-table">
        <thead>
          <tr>
            <th scope="col">{t('manageExhibits.history.at')}</th>
            <th scope="col">{t('manageExhibits.history.action')}</th>
            <th scope="col">{t('manageExhibits.history.by')}</th>
            <th scope="col">{t('manageExhibits.history.status')}</th>
            <th scope="col">{t('manageExhibits.history.comment')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td>{t(`manageExhibits.history.actions.${entry.action}`)}</td>
              <td>
                <span translate="no">{entry.byName}</span>
                <span className="approval-table__role">
                  {t(`manageExhibits.history.roles.${entry.role}`)}
                </span>
              </td>
              <td>
                {entry.from === entry.to
                  ? status(entry.to)
                  : t('manageExhibits.history.change', {
                      from: status(entry.from),
                      to: status(entry.to),
                    })}
              </td>
              <td className="approval-table__comment">{entry.comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
