import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { FactList } from '../../../components/fact-list';
import { formatDateTime } from '../../../lib/time';
import type { InvitationResponse } from '../api/create-invitation';
import { groupErrorKey, type GroupErrorKey } from '../api/errors';
import { useCreateInvitation } from '../api/invitations';
import { joinLink } from './join-link';

/**
 * 'Create invitation code' (administrators): a new code with its expiry and the join link, which
 * can be copied. Each press makes a new code; earlier ones stay valid until they expire or are
 * revoked (the list of codes follows).
 */
export function InvitationCode({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const creation = useCreateInvitation(groupId);
  const [invitation, setInvitation] = useState<InvitationResponse | null>(null);
  const [error, setError] = useState<GroupErrorKey | null>(null);
  const busy = creation.isPending;

  function create() {
    setError(null);
    void creation.run(undefined, {
      onSuccess: setInvitation,
      onError: (failure) => setError(groupErrorKey(failure)),
    });
  }

  const link = invitation ? joinLink(invitation.code) : '';

  return (
    <section className="groups__subsection" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('groups.invitation.heading')}</h3>
      <p>{t('groups.invitation.explanation')}</p>
      <div className="form__actions">
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={create}>
          {t('groups.invitation.create')}
        </button>
      </div>
      {error && (
        <div role="alert" className="form__message form__message--error">
          <p>{t('groups.invitation.failed')}</p>
          <p>{t(error)}</p>
        </div>
      )}
      {invitation && (
        <div className="groups__invitation">
          <FactList
            className="groups__details"
            facts={[
              {
                term: t('groups.invitation.code'),
                value: <code className="groups__code">{invitation.code}</code>,
              },
              {
                term: t('groups.invitation.expiresAt'),
                value: formatDateTime(invitation.expiresAt),
              },
              {
                term: t('groups.invitation.link'),
                value: <code className="groups__code groups__code--link">{link}</code>,
              },
            ]}
          />
          <div className="form__actions">
            <CopyButton
              text={link}
              copiedText={t('groups.invitation.copied')}
              failedText={t('groups.invitation.copyFailed')}
            >
              {t('groups.invitation.copy')}
            </CopyButton>
          </div>
        </div>
      )}
    </section>
  );
}
