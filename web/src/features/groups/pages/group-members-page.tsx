import { showToast } from '../../../lib/toasts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSession } from '../../../lib/session';
import { Page } from '../../../components/page';
import { useMemberChange } from '../api/change-membership';
import { groupErrorKey } from '../api/errors';
import { useMembers } from '../../../lib/group-members';
import { Loading } from '../../../components/load-states';
import { LoadError } from '../components/load-error';
import { memberLabel, type MemberAction } from '../components/member-label';
import { MemberTable } from '../components/member-table';
import { NoGroupSelected } from '../components/no-group-selected';
import '../components/groups.css';

const HEADING_ID = 'group-members-heading';

/**
 * `/manage/group/members`: the members of the selected group. Administrators make other members
 * administrators or not and remove them, each after a confirmation; the list then reloads.
 */
export function GroupMembersPage() {
  const { t } = useTranslation();
  const { group } = useSession();
  return (
    <Page headingId={HEADING_ID} title={t('groups.members.title')} className="groups">
      {group === null ? <NoGroupSelected /> : <Members key={group} groupId={group} />}
    </Page>
  );
}

function Members({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useMembers(groupId);
  const change = useMemberChange(groupId);
  const [pending, setPending] = useState<MemberAction | null>(null);
  const members = query.status === 'success' ? query.data.members : null;

  async function run(action: MemberAction) {
    const name = memberLabel(action.member, t);
    await change.run(
      { uid: action.member.uid, kind: action.kind },
      {
        onSuccess: () =>
          showToast({ error: false, text: t(`groups.members.done.${action.kind}`, { name }) }),
        onError: (error) => showToast({ error: true, text: t(groupErrorKey(error)) }),
      },
    );
    setPending(null);
  }

  const selfUid = user?.uid ?? null;
  const canManage = members?.some((m) => m.uid === selfUid && m.isAdmin) ?? false;
  const pendingName = pending ? memberLabel(pending.member, t) : '';

  return (
    <>
      {query.status === 'error' ? (
        <LoadError
          message={t('groups.members.error')}
          error={query.error}
          onRetry={query.refetch}
        />
      ) : members === null ? (
        <Loading message={t('groups.members.loading')} />
      ) : members.length === 0 ? (
        <p className="state state--empty">{t('groups.members.empty')}</p>
      ) : (
        <MemberTable
          members={members}
          selfUid={selfUid}
          canManage={canManage}
          onAction={setPending}
          labelledBy={HEADING_ID}
          busy={query.fetching === true}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        danger={pending?.kind !== 'makeAdmin'}
        title={
          pending ? t(`groups.members.confirm.${pending.kind}.title`, { name: pendingName }) : ''
        }
        confirmLabel={pending ? t(`groups.members.confirm.${pending.kind}.confirm`) : undefined}
        onConfirm={() => (pending ? run(pending) : undefined)}
        onCancel={() => setPending(null)}
      >
        {pending && <p>{t(`groups.members.confirm.${pending.kind}.message`)}</p>}
      </ConfirmDialog>
    </>
  );
}
