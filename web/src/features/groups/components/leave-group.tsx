import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../lib/paths';
import { session } from '../../../lib/session';
import { reloadProfile, selectGroup } from '../../../lib/profile';
import { useLeaveGroup } from '../api/change-membership';
import { groupErrorKey, type GroupErrorKey } from '../api/errors';

/**
 * 'Leave group' for every member, after a confirmation. The last administrator of a group with
 * other members cannot leave (409 `last_admin`): the message says to make someone else an
 * administrator first. After leaving, the group is deselected if it was the acting one, the profile
 * reloaded (the side menu's selector follows) and the account page opens.
 */
export function LeaveGroup({ groupId, groupName }: { groupId: string; groupName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<GroupErrorKey | null>(null);
  const leaving = useLeaveGroup(groupId);

  const leave = () =>
    leaving.run(undefined, {
      onSuccess: left,
      onError: (failure) => {
        setOpen(false);
        setError(groupErrorKey(failure));
      },
    });

  async function left() {
    if (session.get().group === groupId) {
      try {
        await selectGroup(null);
      } catch (failure) {
        // The server re-checks membership on the next call and recovers (NotGroupMember).
        console.warn('Deselecting the group after leaving it failed', failure);
      }
    }
    await reloadProfile();
    void navigate(paths.account.getHref());
  }

  return (
    <section className="groups__section groups__leave" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('groups.leave.heading')}</h2>
      <p>{t('groups.leave.explanation')}</p>
      <div className="form__actions">
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
        >
          {t('groups.leave.button')}
        </button>
      </div>
      {error && (
        <p role="alert" className="form__message form__message--error">
          {error === 'groups.errors.lastAdmin' ? t('groups.leave.lastAdmin') : t(error)}
        </p>
      )}
      <ConfirmDialog
        open={open}
        danger
        title={t('groups.leave.confirmTitle', { name: groupName })}
        confirmLabel={t('groups.leave.confirm')}
        onConfirm={leave}
        onCancel={() => setOpen(false)}
      >
        <p>{t('groups.leave.confirmMessage')}</p>
      </ConfirmDialog>
    </section>
  );
}
