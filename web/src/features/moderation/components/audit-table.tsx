import type { ModerationAuditEntry } from '@campus/model/moderation-types';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../../components/confirmed-action';
import { ConfirmedActionDialog } from '../../../components/confirmed-action-dialog';
import { PagedTable } from '../../../components/query-table';
import type { Paging } from '../../../lib/paging';
import { formatDateTime } from '../../../lib/time';
import { showToast } from '../../../lib/toasts';
import { moderationErrorKey } from '../api/errors';
import { useAudit } from '../api/get-audit';
import { useRevertAction } from '../api/revert-action';
import { LoadError } from './load-error';
import { TargetLink } from './target-link';

/** What reverting does, for the actions that can be reverted (a dismissal cannot). */
type RevertibleEntry = ModerationAuditEntry & { action: 'hide' | 'unpublish' | 'suspend' };

const isRevertible = (entry: ModerationAuditEntry): entry is RevertibleEntry =>
  entry.action !== 'dismiss' && entry.revertedAt === null;

/**
 * The moderators' actions, newest first, a page at a time: what was done to what and why, a
 * suspension's end, who and when, and whether it was reverted. An action in effect (but a
 * dismissal) can be reverted, after a confirmation.
 */
export function AuditTable({ paging, caption }: { paging: Paging; caption: string }) {
  const { t } = useTranslation();
  const query = useAudit({ limit: paging.limit, offset: paging.offset });
  const reverting = useRevertAction();

  const revert = useConfirmedAction((entry: RevertibleEntry) =>
    reverting.run(entry.id, {
      onSuccess: () => showToast({ error: false, text: t('moderation.audit.revertDone') }),
      onError: (error) => showToast({ error: true, text: t(moderationErrorKey(error)) }),
    }),
  );
  const asked = revert.asked?.value;

  return (
    <>
      <PagedTable
        query={query}
        rowsOf={(data) => data.entries}
        words="moderation.audit"
        LoadError={LoadError}
        caption={caption}
        columns={['target', 'action', 'reason', 'state']}
        paging={paging}
        row={(entry) => (
          <tr key={entry.id}>
            <th scope="row" className="moderation__target">
              <TargetLink target={entry.target} title={entry.targetTitle} />
            </th>
            <td>
              <span className="moderation__reason">{t(`moderation.outcomes.${entry.action}`)}</span>
              <span className="moderation__meta">
                {t('moderation.audit.columns.moderator')}:{' '}
                <span translate="no">{entry.moderatorName}</span>
              </span>
              <span className="moderation__meta">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </span>
            </td>
            <td>
              <p className="moderation__text" translate="no">
                {entry.reason}
              </p>
              {entry.suspendedUntil && (
                <span className="moderation__meta">
                  {t('moderation.audit.columns.suspendedUntil')}:{' '}
                  <time dateTime={entry.suspendedUntil}>
                    {formatDateTime(entry.suspendedUntil)}
                  </time>
                </span>
              )}
            </td>
            <td>
              <span className="moderation__state">
                {entry.revertedAt
                  ? t('moderation.audit.reverted', { at: formatDateTime(entry.revertedAt) })
                  : t('moderation.audit.active')}
              </span>
              {isRevertible(entry) && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('moderation.audit.revertNamed', { title: entry.targetTitle })}
                  onClick={() => revert.ask(entry)}
                >
                  {t('moderation.audit.revert')}
                </button>
              )}
            </td>
          </tr>
        )}
      />
      <ConfirmedActionDialog
        action={revert}
        title={t('moderation.audit.revertTitle')}
        confirmLabel={t('moderation.audit.revert')}
      >
        {asked ? t(`moderation.audit.revertText.${asked.action}`) : ''}
      </ConfirmedActionDialog>
    </>
  );
}
