import {
  ACTIONS_OF_TARGET,
  type ModerationAction,
  type ModerationReport,
  type ReportStatus,
} from '@campus/model/moderation-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActionButtons, type ActionTone } from '../../../components/action-buttons';
import { PagedTable } from '../../../components/query-table';
import type { Paging } from '../../../lib/paging';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useReports } from '../api/get-reports';
import { ActionDialog } from './action-dialog';
import { LoadError } from './load-error';
import { TargetLink } from './target-link';

const TONE: Record<ModerationAction, ActionTone> = {
  hide: 'primary',
  unpublish: 'primary',
  suspend: 'danger',
  dismiss: 'secondary',
};

const OPEN_COLUMNS = ['target', 'text', 'report', 'actions'] as const;
const RESOLVED_COLUMNS = ['target', 'text', 'report', 'outcome'] as const;

/**
 * The open reports (oldest first) with the actions that fit each target, or the resolved ones
 * (newest first) with their outcome; a page at a time. An action asks its reason first; after it,
 * the reports and the audit log are fetched again.
 */
export function ReportsTable({
  status,
  paging,
  caption,
}: {
  status: ReportStatus;
  paging: Paging;
  caption: string;
}) {
  const { t } = useTranslation();
  const query = useReports({ status, limit: paging.limit, offset: paging.offset });
  const [asked, setAsked] = useState<{ report: ModerationReport; action: ModerationAction } | null>(
    null,
  );
  const open = status === 'open';

  return (
    <>
      <PagedTable
        query={query}
        rowsOf={(data) => data.reports}
        words="moderation.reports"
        LoadError={LoadError}
        caption={caption}
        columns={open ? OPEN_COLUMNS : RESOLVED_COLUMNS}
        paging={paging}
        row={(report) => (
          <tr key={report.id}>
            <th scope="row" className="moderation__target">
              <TargetLink target={report.target} title={report.targetTitle} />
              <span className="moderation__meta">
                {t('moderation.reports.columns.account')}:{' '}
                {report.targetAccountName === null ? (
                  t('moderation.reports.withdrawn')
                ) : (
                  <Link to={paths.accountDetail.getHref(report.targetAccountId)} translate="no">
                    {report.targetAccountName}
                  </Link>
                )}
              </span>
            </th>
            <td>
              <p className="moderation__text" translate="no">
                {report.targetText || t('moderation.reports.noText')}
              </p>
            </td>
            <td>
              <span className="moderation__reason">{t(`moderation.reasons.${report.reason}`)}</span>
              {report.text !== '' && (
                <p className="moderation__text" translate="no">
                  {report.text}
                </p>
              )}
              <span className="moderation__meta">
                {t('moderation.reports.columns.reporter')}:{' '}
                <span translate={report.reporterName === null ? undefined : 'no'}>
                  {report.reporterName ?? t('moderation.reports.withdrawn')}
                </span>
              </span>
              <span className="moderation__meta">
                <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
              </span>
            </td>
            <td>
              {open ? (
                <div
                  role="group"
                  aria-label={t('moderation.actions.label', { title: report.targetTitle })}
                >
                  <ActionButtons
                    className="moderation__actions"
                    small
                    actions={ACTIONS_OF_TARGET[report.target.kind]}
                    labelOf={(action) => t(`moderation.actions.${action}`)}
                    toneOf={(action) => TONE[action]}
                    onChoose={(action) => setAsked({ report, action })}
                  />
                </div>
              ) : (
                <>
                  {report.outcome && (
                    <span className="moderation__reason">
                      {t(`moderation.outcomes.${report.outcome}`)}
                    </span>
                  )}
                  {report.resolvedAt && (
                    <span className="moderation__meta">
                      <time dateTime={report.resolvedAt}>{formatDateTime(report.resolvedAt)}</time>
                    </span>
                  )}
                </>
              )}
            </td>
          </tr>
        )}
      />
      {asked && (
        <ActionDialog report={asked.report} action={asked.action} onClose={() => setAsked(null)} />
      )}
    </>
  );
}
