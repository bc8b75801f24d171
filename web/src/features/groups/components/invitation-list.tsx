import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/time';
import { groupErrorKey, type GroupErrorKey } from '../api/errors';
import { useInvitations, useRevokeInvitation } from '../api/invitations';
import { LoadError } from './load-error';

/**
 * The group's unexpired invitation codes (administrators): who can use each (the address a mailed
 * code was sent to, or anyone with a code shared by hand), its expiry, and a button that revokes it.
 * The list is fetched again whenever a code was created, mailed or revoked.
 */
export function InvitationList({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useInvitations(groupId);
  const revocation = useRevokeInvitation(groupId);
  const [error, setError] = useState<GroupErrorKey | null>(null);
  // The code being revoked; until the list has followed, no other button works.
  const busy = revocation.isPending ? revocation.variables : null;
  const locked = busy !== null || query.fetching === true;

  function revoke(code: string) {
    setError(null);
    void revocation.run(code, { onError: (failure) => setError(groupErrorKey(failure)) });
  }

  return (
    <section className="groups__subsection" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('groups.invitations.heading')}</h3>
      <p>{t('groups.invitations.explanation')}</p>
      {error && (
        <div role="alert" className="form__message form__message--error">
          <p>{t('groups.invitations.revokeFailed')}</p>
          <p>{t(error)}</p>
        </div>
      )}
      {query.status === 'loading' && (
        // No role: the page's own status messages (saved, sent, copied) stay the only ones.
        <p className="state state--loading">{t('groups.invitations.loading')}</p>
      )}
      {query.status === 'error' && (
        <LoadError
          message={t('groups.invitations.error')}
          error={query.error}
          onRetry={query.refetch}
        />
      )}
      {query.status === 'success' && query.data.length === 0 && (
        <p className="state">{t('groups.invitations.empty')}</p>
      )}
      {query.status === 'success' && query.data.length > 0 && (
        <DataTable
          className="groups__table"
          labelledBy={headingId}
          rows={query.data}
          rowKey={(invitation) => invitation.code}
          columns={[
            {
              header: t('groups.invitations.code'),
              cell: (invitation) => <code className="groups__code">{invitation.code}</code>,
            },
            {
              header: t('groups.invitations.use'),
              cell: (invitation) =>
                invitation.email === null
                  ? t('groups.invitations.byHand')
                  : t('groups.invitations.sentTo', { email: invitation.email }),
            },
            {
              header: t('groups.invitations.expiresAt'),
              cell: (invitation) => formatDateTime(invitation.expiresAt),
            },
            {
              header: t('groups.invitations.actions'),
              cell: (invitation) => (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={locked}
                  aria-busy={busy === invitation.code}
                  onClick={() => revoke(invitation.code)}
                >
                  {t('groups.invitations.revoke')}
                </button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
